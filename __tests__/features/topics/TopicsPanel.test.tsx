import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TopicsPanel } from "../../../src/features/topics/TopicsPanel";
import { setup } from "../timeline/setup";

const TOPICS = "/api/v1/pleroma/accounts/hashtags";

describe("TopicsPanel", () => {
  it("renders nothing and asks nothing without the extended API", () => {
    const { calls } = setup(<TopicsPanel />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists up to 20 topics with their use counts, linking to the hashtag", async () => {
    const topics = Array.from({ length: 22 }, (_, i) => ({
      name: `tag${i}`,
      preferred_name: i === 0 ? "Tag0" : null,
      use_count: i + 1,
    }));
    const { calls } = setup(<TopicsPanel />, {
      features: { topics: true },
      api: {
        [TOPICS]: () => ({ body: [...topics, { name: "", use_count: 3 }] }),
      },
    });
    const panel = screen.getByRole("region", { name: "Topics" });
    expect(
      within(panel).getAllByRole("listitem", { hidden: true }),
    ).toHaveLength(4);
    const first = await within(panel).findByRole("link", { name: /#Tag0/ });
    expect(first).toHaveAttribute("href", "/tags/tag0");
    expect(first).toHaveTextContent("1 post");
    expect(
      within(panel).getByRole("link", { name: /#tag1\b/ }),
    ).toHaveTextContent("2 posts");
    expect(within(panel).getAllByRole("link")).toHaveLength(20);
    expect(calls[0]?.search).toBe("?limit=20");
  });

  it("says why it failed in place, and Try again loads the topics", async () => {
    let fail = true;
    setup(<TopicsPanel />, {
      features: { topics: true },
      api: {
        [TOPICS]: () =>
          fail
            ? { status: 503, body: { error: "Service Unavailable" } }
            : { body: [{ name: "bread", use_count: 3 }] },
      },
    });
    const panel = screen.getByRole("region", { name: "Topics" });
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("Topics could not be loaded.");
    expect(alert).toHaveTextContent("The server had an error (503).");
    fail = false;
    await userEvent.click(
      within(alert).getByRole("button", { name: "Try again" }),
    );
    expect(
      await within(panel).findByRole("link", { name: /#bread/ }),
    ).toHaveTextContent("3 posts");
  });
});
