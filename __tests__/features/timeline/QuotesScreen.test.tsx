import { screen } from "@testing-library/react";
import { QuotesScreen } from "../../../src/features/timeline/QuotesScreen";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, makeStore, renderWithStore } from "../status/support";

const QUOTED = "AFmFLcd6XYVdjWCrOS";
const PATH = "/:acct/posts/:statusId/quotes";

describeWithFixtures("QuotesScreen", () => {
  // The timeline restores scroll positions; jsdom has no scrolling.
  beforeEach(() =>
    jest.spyOn(window, "scrollTo").mockImplementation(() => undefined),
  );

  it("lists the posts quoting a post, from the quotes timeline", async () => {
    const test = makeStore({
      [`/api/v1/pleroma/statuses/${QUOTED}/quotes`]: {
        body: [fixture("pleroma-quote-post.json")],
      },
    });
    renderWithStore(<QuotesScreen />, test, {
      route: `/@alex/posts/${QUOTED}/quotes`,
      path: PATH,
    });
    expect(screen.getByRole("heading", { name: "Quotes" })).toBeInTheDocument();
    expect(await screen.findByText("Quote post")).toBeInTheDocument();
    expect(test.store.getState().timelines[`quotes:${QUOTED}`]?.items).toEqual([
      "AFmFMSpITT9xcOJKcK",
    ]);
    expect(test.store.getState().retained.timelines[`quotes:${QUOTED}`]).toBe(
      1,
    );
    expect(document.title).toBe("Quotes");
  });

  it("says when no one has quoted the post", async () => {
    const test = makeStore({
      [`/api/v1/pleroma/statuses/${QUOTED}/quotes`]: { body: [] },
    });
    renderWithStore(<QuotesScreen />, test, {
      route: `/@alex/posts/${QUOTED}/quotes`,
      path: PATH,
    });
    expect(
      await screen.findByText("No one has quoted this post yet."),
    ).toBeInTheDocument();
  });
});
