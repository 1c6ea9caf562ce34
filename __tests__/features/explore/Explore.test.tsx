import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ExploreLayout } from "../../../src/features/explore/ExploreLayout";
import { TrendingLinksScreen } from "../../../src/features/explore/TrendingLinksScreen";
import { TrendingPostsScreen } from "../../../src/features/explore/TrendingPostsScreen";
import { TrendingTagsScreen } from "../../../src/features/explore/TrendingTagsScreen";
import { SuggestionsScreen } from "../../../src/features/people/SuggestionsScreen";
import { BASE, rawAccount, rawStatus, sid } from "../../store/factories";
import { LocationProbe, stubLayoutApis } from "../account/support";
import { callLines, memberApp, render } from "../people/support";

beforeEach(stubLayoutApis);

function explore() {
  return (
    <>
      <Routes>
        <Route path="/explore" element={<ExploreLayout />}>
          <Route index element={<TrendingPostsScreen />} />
          <Route path="tags" element={<TrendingTagsScreen />} />
          <Route path="links" element={<TrendingLinksScreen />} />
          <Route path="suggestions" element={<SuggestionsScreen />} />
        </Route>
      </Routes>
      <LocationProbe />
    </>
  );
}

const day = (n: number, uses: number, accounts: number) => ({
  day: String(1_700_000_000 - n * 86_400),
  uses: String(uses),
  accounts: String(accounts),
});

describe("explore", () => {
  it("offers the tabs the server has and shows trending posts first", async () => {
    const app = await memberApp({
      "GET /api/v1/trends/statuses": () => ({
        body: [rawStatus(sid(1), { content: "<p>Milky Way</p>" })],
      }),
    });
    render(app, explore(), "/explore");
    const tabs = screen.getByRole("navigation", { name: "Explore" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Posts", "Hashtags", "Links", "People"]);
    const posts = await screen.findByRole("list", { name: "Posts" });
    expect(await within(posts).findByText("Milky Way")).toBeInTheDocument();
  });

  it("lists trending hashtags with recent use and the week drawn oldest first", async () => {
    const app = await memberApp({
      "GET /api/v1/trends/tags": () => ({
        body: [
          {
            name: "tea",
            url: `${BASE}/tags/tea`,
            history: [day(0, 9, 4), day(1, 3, 2), day(2, 0, 0)],
          },
        ],
      }),
    });
    const { container } = render(app, explore(), "/explore/tags");
    const list = await screen.findByRole("list", { name: "Hashtags" });
    expect(within(list).getByRole("link", { name: /#tea/ })).toHaveAttribute(
      "href",
      "/tags/tea",
    );
    expect(
      within(list).getByText("6 people in the past 2 days"),
    ).toBeInTheDocument();
    // Oldest (0 uses) at the start, at the bottom; today (9) at the end, at the top.
    expect(container.querySelector("polyline")).toHaveAttribute(
      "points",
      "0,22 30,15.3 60,2",
    );
  });

  it("lists trending links with where they come from", async () => {
    const app = await memberApp({
      "GET /api/v1/trends/links": () => ({
        body: [
          {
            url: "https://news.example/harbour",
            title: "Harbour wall repairs",
            provider_name: "",
            history: [day(0, 1, 1), day(1, 2, 2)],
          },
        ],
      }),
    });
    render(app, explore(), "/explore/links");
    const link = await screen.findByRole("link", {
      name: "Harbour wall repairs",
    });
    expect(link).toHaveAttribute("href", "https://news.example/harbour");
    expect(screen.getByText("news.example")).toBeInTheDocument();
  });

  it("dismisses a suggestion at once", async () => {
    const app = await memberApp({
      "GET /api/v2/suggestions": () => ({
        body: ["5", "6"].map((id) => ({
          source: "global",
          sources: ["featured"],
          account: rawAccount(id, { display_name: `Person ${id}` }),
        })),
      }),
      "DELETE /api/v1/suggestions/5": () => ({ body: {} }),
    });
    render(app, explore(), "/explore/suggestions");
    const list = await screen.findByRole("list", { name: "People" });
    const [first] = within(list).getAllByRole("listitem");
    if (!first) throw new Error("expected suggestions");
    expect(within(first).getByText("Person 5")).toBeInTheDocument();
    await userEvent.click(
      within(first).getByRole("button", { name: "Dismiss" }),
    );
    expect(within(list).queryByText("Person 5")).toBeNull();
    expect(within(list).getByText("Person 6")).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toContain("DELETE /api/v1/suggestions/5"),
    );
  });

  it("leads a path the server lacks to the first tab it has", async () => {
    const app = await memberApp(
      {
        "GET /api/v2/suggestions": () => ({ body: [] }),
      },
      {
        version: "2.7.2 (compatible; Pleroma 2.9.1)",
        pleroma: { metadata: { features: ["v2_suggestions"] } },
      },
    );
    render(app, explore(), "/explore");
    await waitFor(() =>
      expect(
        screen.getByRole("status", { name: "location" }),
      ).toHaveTextContent("/explore/suggestions"),
    );
    // One tab is no choice: no tab bar.
    expect(screen.queryByRole("navigation", { name: "Explore" })).toBeNull();
    expect(await screen.findByText("No one to show here.")).toBeInTheDocument();
  });

  it("says when the server shares nothing to explore", async () => {
    const bare = await memberApp({}, "gotosocial");
    render(bare, explore(), "/explore/tags");
    expect(
      await screen.findByText("This server shares no trends or suggestions."),
    ).toBeInTheDocument();
  });
});
