import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ProfileTabs } from "../../../src/features/account/ProfileTabs";
import { ProfileFeaturedScreen } from "../../../src/features/people/ProfileFeaturedScreen";
import { ReactionsModal } from "../../../src/features/people/ReactionsModal";
import { StatusStats } from "../../../src/features/status/StatusStats";
import { fetchAccountByAcct } from "../../../src/store/accounts/thunks";
import { fetchStatus } from "../../../src/store/statuses/thunks";
import { BASE, rawAccount, rawStatus } from "../../store/factories";
import { stubLayoutApis } from "../account/support";
import { callLines, memberApp, render } from "./support";

beforeEach(stubLayoutApis);

const maren = rawAccount("3", { acct: "maren", username: "maren" });

describe("who reacted", () => {
  it("shows the people behind each emoji, one emoji at a time", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/pleroma/statuses/9/reactions": () => ({
          body: [
            {
              name: "❤️",
              count: 2,
              me: false,
              accounts: [
                rawAccount("61", { display_name: "Alice" }),
                rawAccount("62", { display_name: "Chen" }),
              ],
            },
            {
              name: "potluck",
              count: 1,
              me: false,
              url: `${BASE}/emoji/potluck.png`,
              accounts: [rawAccount("63", { display_name: "Supper Club" })],
            },
          ],
        }),
      },
      "pleroma",
    );
    render(app, <ReactionsModal statusId="9" onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Reactions" });
    const heart = within(dialog).getByRole("button", { name: "❤️ 2" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    const people = await within(dialog).findByRole("list", { name: "❤️" });
    expect(within(people).getByText("Alice")).toBeInTheDocument();
    expect(within(people).getByText("Chen")).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole("button", { name: ":potluck: 1" }),
    );
    const club = within(dialog).getByRole("list", { name: ":potluck:" });
    expect(within(club).getByText("Supper Club")).toBeInTheDocument();
    expect(within(club).queryByText("Alice")).toBeNull();
  });

  it("opens from the post's counts, which link to who boosted and who liked", async () => {
    const status = rawStatus("9", {
      account: maren,
      reblogs_count: 2,
      favourites_count: 5,
      pleroma: { emoji_reactions: [{ name: "❤️", count: 2, me: false }] },
    });
    const app = await memberApp(
      { "GET /api/v1/statuses/9": () => ({ body: status }) },
      "pleroma",
    );
    await app.store.dispatch(fetchStatus({ id: "9" }));
    const stored = app.store.getState().statuses.byId["9"];
    if (!stored) throw new Error("the status was not stored");
    render(app, <StatusStats status={stored} />);
    expect(screen.getByRole("link", { name: "2 boosts" })).toHaveAttribute(
      "href",
      "/@maren/posts/9/reblogs",
    );
    expect(screen.getByRole("link", { name: "5 likes" })).toHaveAttribute(
      "href",
      "/@maren/posts/9/favourites",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reactions" }));
    expect(app.store.getState().modals.stack).toEqual([
      { type: "REACTIONS", props: { statusId: "9" } },
    ]);
  });

  it("offers no reactions button where the server does not list who reacted", async () => {
    const status = rawStatus("9", {
      account: maren,
      emoji_reactions: [{ name: "❤️", count: 2, me: false }],
    });
    const app = await memberApp({
      "GET /api/v1/statuses/9": () => ({ body: status }),
    });
    await app.store.dispatch(fetchStatus({ id: "9" }));
    const stored = app.store.getState().statuses.byId["9"];
    if (!stored) throw new Error("the status was not stored");
    render(app, <StatusStats status={stored} />);
    expect(screen.queryByRole("button", { name: "Reactions" })).toBeNull();
  });
});

describe("a profile's featured tab", () => {
  it("lists featured hashtags, each opening the account's posts with it, and endorsed accounts", async () => {
    const app = await memberApp({
      "GET /api/v1/accounts/lookup": () => ({ body: maren }),
      "GET /api/v1/accounts/3/featured_tags": () => ({
        body: [
          {
            id: "1",
            name: "sourdough",
            url: `${BASE}/@maren/tagged/sourdough`,
            statuses_count: "12",
            last_status_at: "2024-05-01",
          },
        ],
      }),
      "GET /api/v1/accounts/3/endorsements": () => ({
        body: [rawAccount("8", { display_name: "Neighbourhood Bakers" })],
      }),
    });
    await app.store.dispatch(fetchAccountByAcct({ acct: "maren" }));
    render(
      app,
      <Routes>
        <Route path="/:acct/featured" element={<ProfileFeaturedScreen />} />
      </Routes>,
      "/@maren/featured",
    );
    const tags = await screen.findByRole("list", { name: "Hashtags" });
    expect(
      within(tags).getByRole("link", { name: "#sourdough 12 posts" }),
    ).toHaveAttribute("href", "/@maren/tags/sourdough");
    const people = await screen.findByRole("list", { name: "People" });
    expect(
      await within(people).findByText("Neighbourhood Bakers"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toEqual(
        expect.arrayContaining([
          "GET /api/v1/accounts/3/featured_tags",
          "GET /api/v1/accounts/3/endorsements",
        ]),
      ),
    );
  });
});

describe("the profile tabs", () => {
  it.each([
    ["mastodon", true],
    ["gotosocial", false],
  ] as const)(
    "offer Featured where the server has it (%s: %s)",
    async (family, offered) => {
      const app = await memberApp(
        { "GET /api/v1/accounts/lookup": () => ({ body: maren }) },
        family,
      );
      await app.store.dispatch(fetchAccountByAcct({ acct: "maren" }));
      render(
        app,
        <Routes>
          <Route path=":acct/*" element={<ProfileTabs />} />
        </Routes>,
        "/@maren/featured",
      );
      const featured = screen.queryByRole("link", { name: "Featured" });
      if (!offered) {
        expect(featured).toBeNull();
        return;
      }
      expect(featured).toHaveAttribute("href", "/@maren/featured");
      expect(featured).toHaveAttribute("aria-current", "page");
    },
  );
});
