import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, Route, Routes } from "react-router-dom";
import { ProfileHeader } from "../../../src/features/account/ProfileHeader";
import { ProfileInfoPanel } from "../../../src/features/account/ProfileInfoPanel";
import { useRouteAccount } from "../../../src/features/account/useAccountFromRoute";
import { describeWithFixtures } from "../../support/fixtures";
import {
  createTestApp,
  fixture,
  LocationProbe,
  openedModals,
  renderApp,
  type Routes as ServerRoutes,
} from "./support";

function InfoPanel() {
  const account = useRouteAccount();
  return account ? <ProfileInfoPanel accountId={account.id} /> : null;
}

/** The profile layout's part that is ours: header, info panel, then the tab. */
const profile = (
  <Routes>
    <Route
      path=":acct/*"
      element={
        <>
          <ProfileHeader />
          <InfoPanel />
          <LocationProbe />
          <Outlet />
        </>
      }
    />
  </Routes>
);

function lookup(account: Record<string, unknown>): ServerRoutes {
  return { "GET /api/v1/accounts/lookup": () => ({ body: account }) };
}

async function showProfile(
  account: Record<string, unknown>,
  instance: string,
  route = `/@${String(account.acct)}`,
) {
  const app = await createTestApp(lookup(account), instance);
  renderApp(app.store, profile, route);
  await screen.findByRole("heading", { level: 1 });
  return app;
}

describeWithFixtures("ProfileHeader", () => {
  it("shows a skeleton while the account loads", async () => {
    const app = await createTestApp(
      lookup(fixture("pleroma-account.json")),
      "akkoma-instance.json",
    );
    renderApp(app.store, profile, "/@alex");
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: /Alex Gleason/ }),
    ).toBeInTheDocument();
  });

  it("shows name, fqn, counts, join date and the staff badge of a Pleroma account", async () => {
    await showProfile(fixture("pleroma-account.json"), "akkoma-instance.json");
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Alex Gleason");
    expect(heading).toHaveTextContent("@alex@gleasonator.com");
    expect(screen.getByText("Following", { exact: false })).toHaveTextContent(
      "1.6K Following",
    );
    expect(screen.getByText(/Followers/)).toHaveTextContent("2.4K Followers");
    expect(screen.getByText(/Posts/)).toHaveTextContent("23K Posts");
    expect(screen.getByText("Joined January 2020")).toBeInTheDocument();
    const badges = screen.getByRole("list", { name: "Badges" });
    expect(within(badges).getByText("Admin")).toBeInTheDocument();
  });

  it("looks the account up by the acct in the URL", async () => {
    const app = await showProfile(
      fixture("pleroma-account.json"),
      "akkoma-instance.json",
    );
    const call = app.calls.find((c) => c.url.pathname.endsWith("/lookup"));
    expect(call?.url.searchParams.get("acct")).toBe("alex");
  });

  it("falls back to get-by-username where the server has no lookup (Pleroma 2.4)", async () => {
    const account = fixture("pleroma-account.json");
    const app = await createTestApp(
      { "GET /api/v1/accounts/alex": () => ({ body: account }) },
      "pleroma-instance.json",
    );
    renderApp(app.store, profile, "/@alex");
    expect(
      await screen.findByRole("heading", { name: /Alex Gleason/ }),
    ).toBeInTheDocument();
  });

  it("marks a verified account (mk.json)", async () => {
    await showProfile(fixture("mk.json"), "akkoma-instance.json");
    const heading = screen.getByRole("heading", { level: 1 });
    expect(
      within(heading).getByRole("img", { name: "Verified account" }),
    ).toBeInTheDocument();
    expect(heading).toHaveTextContent("M. K. Fain");
  });

  it("renders custom emoji in the display name", async () => {
    await showProfile(
      fixture("account-with-emojis.json"),
      "akkoma-instance.json",
    );
    const heading = screen.getByRole("heading", { level: 1 });
    expect(within(heading).getByAltText(":soapbox:")).toHaveAttribute(
      "src",
      "https://gleasonator.com/emoji/Gleasonator/soapbox.png",
    );
  });

  it("notes a moved account and links the new one", async () => {
    await showProfile(fixture("account-moved.json"), "mastodon-instance.json");
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("benis911 has moved to");
    expect(within(note).getByRole("link")).toHaveAttribute(
      "href",
      "/@alex@fedibird.com",
    );
    expect(note).toHaveTextContent("@alex@fedibird.com");
  });

  it("links the RSS feed in the Mastodon form for a local Mastodon account", async () => {
    await showProfile(
      fixture("mastodon-account.json"),
      "mastodon-instance.json",
    );
    expect(
      screen.getByRole("link", { name: "RSS feed of @benis911" }),
    ).toHaveAttribute("href", "https://mastodon.social/@benis911.rss");
  });

  it("links the RSS feed in the /feed.rss form elsewhere (Akkoma)", async () => {
    await showProfile(fixture("pleroma-account.json"), "akkoma-instance.json");
    expect(
      screen.getByRole("link", { name: "RSS feed of @alex" }),
    ).toHaveAttribute("href", "https://gleasonator.com/users/alex/feed.rss");
  });

  it("has no RSS link for a remote account", async () => {
    await showProfile(
      fixture("entities-Account-1.json", "mastodon-docs"),
      "mastodon-instance.json",
    );
    expect(screen.queryByRole("link", { name: /RSS feed/ })).toBeNull();
  });

  it("offers no follow button where the server has no remote interaction (Mastodon)", async () => {
    await showProfile(
      fixture("mastodon-account.json"),
      "mastodon-instance.json",
    );
    expect(screen.queryByRole("button", { name: "Follow" })).toBeNull();
  });

  it("opens the UNAUTHORIZED modal with FOLLOW from the follow button (Akkoma)", async () => {
    const account = fixture("pleroma-account.json");
    const app = await showProfile(account, "akkoma-instance.json");
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));
    expect(openedModals(app.actions)).toEqual([
      {
        type: "UNAUTHORIZED",
        props: {
          action: "FOLLOW",
          accountId: account.id,
          url: "https://gleasonator.com/users/alex",
        },
      },
    ]);
    expect(app.store.getState().modals.stack).toHaveLength(1);
  });

  it("opens the avatar and the header in the MEDIA modal on a plain click", async () => {
    const account = fixture("pleroma-account.json");
    const app = await showProfile(account, "akkoma-instance.json");
    await userEvent.click(
      screen.getByRole("link", { name: "View profile picture" }),
    );
    await userEvent.click(
      screen.getByRole("link", { name: "View header image" }),
    );
    expect(openedModals(app.actions)).toEqual([
      { type: "MEDIA", props: { url: account.avatar, type: "image" } },
      { type: "MEDIA", props: { url: account.header, type: "image" } },
    ]);
  });

  it("redirects a non-canonical acct to the canonical one, keeping the rest of the path", async () => {
    await showProfile(
      fixture("pleroma-account.json"),
      "akkoma-instance.json",
      "/@Alex@gleasonator.com/with_replies",
    );
    await waitFor(() =>
      expect(
        screen.getByRole("status", { name: "location" }),
      ).toHaveTextContent("/@alex/with_replies"),
    );
  });

  it("stays on a canonical URL", async () => {
    await showProfile(
      fixture("pleroma-account.json"),
      "akkoma-instance.json",
      "/@alex/media",
    );
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/@alex/media",
    );
  });

  it.each(["nobody", "nobody@example.com"])(
    "says so when @%s does not exist, naming it, without an error toast",
    async (acct) => {
      // Any path the fake server does not know answers 404 "Record not found".
      const app = await createTestApp({}, "akkoma-instance.json");
      renderApp(app.store, profile, `/@${acct}`);
      expect(
        await screen.findByRole("heading", {
          name: "This account could not be found.",
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(`@${acct}`)).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
      expect(app.store.getState().notices.items).toEqual([]);
    },
  );

  it("says so when the account is suspended", async () => {
    await showProfile(
      { ...fixture("mastodon-account.json"), suspended: true },
      "mastodon-instance.json",
    );
    expect(
      screen.getByRole("heading", { name: "This account has been suspended." }),
    ).toBeInTheDocument();
  });

  it("offers to try again after a server error", async () => {
    let fail = true;
    const account = fixture("pleroma-account.json");
    const app = await createTestApp(
      {
        "GET /api/v1/accounts/lookup": () =>
          fail ? { status: 500, body: { error: "Oops" } } : { body: account },
      },
      "akkoma-instance.json",
    );
    renderApp(app.store, profile, "/@alex");
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await userEvent.click(retry);
    expect(
      await screen.findByRole("heading", { name: /Alex Gleason/ }),
    ).toBeInTheDocument();
  });
});
