import { screen, within } from "@testing-library/react";
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
});
