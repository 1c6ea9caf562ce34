import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { FollowedTagsScreen } from "../../../src/features/timeline/FollowedTagsScreen";
import { HashtagTimelineScreen } from "../../../src/features/timeline/HashtagTimelineScreen";
import { PublicTimelineScreen } from "../../../src/features/timeline/PublicTimelineScreen";
import { BASE, rawStatus, sid } from "../../store/factories";
import { LocationProbe, stubLayoutApis } from "../account/support";
import { callLines, memberApp, render } from "../people/support";

beforeEach(stubLayoutApis);

const tag = (name: string, following: boolean) => ({
  name,
  url: `${BASE}/tags/${name}`,
  history: [],
  following,
});

function publicRoutes() {
  return (
    <>
      <Routes>
        <Route path="/public" element={<PublicTimelineScreen />} />
        <Route
          path="/public/local"
          element={<PublicTimelineScreen scope="local" />}
        />
        <Route
          path="/public/remote"
          element={<PublicTimelineScreen scope="remote" />}
        />
      </Routes>
      <LocationProbe />
    </>
  );
}

describe("the federated timeline", () => {
  it("switches to other servers and to media only, each its own timeline and stream", async () => {
    const app = await memberApp({
      "GET /api/v1/timelines/public": () => ({ body: [rawStatus(sid(1))] }),
    });
    render(app, publicRoutes(), "/public");
    const tabs = screen.getByRole("navigation", { name: "Federated timeline" });
    await userEvent.click(
      within(tabs).getByRole("link", { name: "Other servers" }),
    );
    const media = screen.getByRole("button", { name: "Media only" });
    expect(media).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(media);
    expect(screen.getByRole("button", { name: "Media only" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/public/remote",
    );
    await waitFor(() =>
      expect(callLines(app)).toEqual(
        expect.arrayContaining([
          "GET /api/v1/timelines/public?limit=20",
          "GET /api/v1/timelines/public?remote=true&limit=20",
          "GET /api/v1/timelines/public?remote=true&only_media=true&limit=20",
        ]),
      ),
    );
    // Only the timeline on screen is followed live (other streams, the
    // viewer's own, are another feature's).
    const streams = Object.keys(app.store.getState().streaming.subscriptions);
    expect(streams.filter((key) => key.startsWith("public"))).toEqual([
      "public:remote:media",
    ]);
  });

  it("offers neither other servers nor media only where the family has neither (GoToSocial)", async () => {
    const app = await memberApp(
      { "GET /api/v1/timelines/public": () => ({ body: [] }) },
      "gotosocial",
    );
    render(app, publicRoutes(), "/public/remote?media=true");
    await waitFor(() =>
      expect(
        screen.getByRole("status", { name: "location" }),
      ).toHaveTextContent(/^\/public$/),
    );
    const tabs = screen.getByRole("navigation", { name: "Federated timeline" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["All", "This server"]);
    expect(screen.queryByRole("button", { name: "Media only" })).toBeNull();
  });
});

describe("followed hashtags", () => {
  it("follows a tag from its page, the button changing at once", async () => {
    const app = await memberApp({
      "GET /api/v1/tags/tea": () => ({ body: tag("tea", false) }),
      "POST /api/v1/tags/tea/follow": () => ({ body: tag("tea", true) }),
      "GET /api/v1/timelines/tag/tea": () => ({ body: [] }),
    });
    render(
      app,
      <Routes>
        <Route path="/tags/:id" element={<HashtagTimelineScreen />} />
      </Routes>,
      "/tags/tea",
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Follow" }),
    );
    expect(
      screen.getByRole("button", { name: "Unfollow" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toContain("POST /api/v1/tags/tea/follow"),
    );
  });

  it("shows no follow button to visitors", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/timelines/tag/tea": () => ({ body: [rawStatus(sid(2))] }),
      },
      "mastodon",
      { signedIn: false },
    );
    render(
      app,
      <Routes>
        <Route path="/tags/:id" element={<HashtagTimelineScreen />} />
      </Routes>,
      "/tags/tea",
    );
    expect(
      await screen.findByRole("heading", { name: "#tea" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).toBeNull();
    expect(callLines(app)).not.toContain("GET /api/v1/tags/tea");
  });

  it("unfollows a tag from the list in place and follows it again", async () => {
    const app = await memberApp({
      "GET /api/v1/followed_tags": () => ({
        body: [tag("tea", true), tag("bread", true)],
      }),
      "POST /api/v1/tags/tea/unfollow": () => ({ body: tag("tea", false) }),
      "POST /api/v1/tags/tea/follow": () => ({ body: tag("tea", true) }),
    });
    render(app, <FollowedTagsScreen />);
    const list = await screen.findByRole("list", { name: "Followed hashtags" });
    const [tea] = within(list).getAllByRole("listitem");
    if (!tea) throw new Error("expected the followed tags");
    await userEvent.click(
      within(tea).getByRole("button", { name: "Unfollow" }),
    );
    const follow = within(tea).getByRole("button", { name: "Follow" });
    expect(follow).toHaveAccessibleDescription("#tea");
    await userEvent.click(follow);
    expect(
      within(tea).getByRole("button", { name: "Unfollow" }),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});
