import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { ProfileTabs } from "../../../src/features/account/ProfileTabs";
import { profileTabFor } from "../../../src/features/account/profileRoute";
import { fetchAccountByAcct } from "../../../src/store/accounts/thunks";
import { describeWithFixtures } from "../../support/fixtures";
import { createTestApp, fixture, renderApp } from "./support";

/** The tabs at `route`, with the account (alex, of pleroma-account.json) held or not. */
async function renderTabs(route: string, { held = true, over = {} } = {}) {
  const account = { ...fixture("pleroma-account.json"), ...over };
  const app = await createTestApp(
    { "GET /api/v1/accounts/lookup": () => ({ body: account }) },
    "akkoma-instance.json",
  );
  if (held) await app.store.dispatch(fetchAccountByAcct({ acct: "alex" }));
  renderApp(
    app.store,
    <Routes>
      <Route path=":acct/*" element={<ProfileTabs />} />
    </Routes>,
    route,
  );
}

const current = () =>
  screen
    .queryAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page");

describeWithFixtures("ProfileTabs", () => {
  it.each([
    ["/@alex", "Posts"],
    ["/@alex/", "Posts"],
    ["/@alex/with_replies", "Posts and replies"],
    ["/@alex/media", "Media"],
    ["/@alex/favorites", "Likes"],
  ])("at %s the current tab is %s", async (route, name) => {
    await renderTabs(route);
    expect(current().map((link) => link.textContent)).toEqual([name]);
  });

  it("links the three tabs under the account's acct", async () => {
    await renderTabs("/@alex@gleasonator.com/media", {
      over: { acct: "alex@gleasonator.com" },
    });
    expect(
      screen.getByRole("navigation", { name: "Profile sections" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Posts" })).toHaveAttribute(
      "href",
      "/@alex@gleasonator.com",
    );
    expect(
      screen.getByRole("link", { name: "Posts and replies" }),
    ).toHaveAttribute("href", "/@alex@gleasonator.com/with_replies");
    expect(screen.getByRole("link", { name: "Media" })).toHaveAttribute(
      "href",
      "/@alex@gleasonator.com/media",
    );
    expect(screen.queryByRole("link", { name: "Likes" })).toBeNull();
  });

  it("marks no tab on a post of the profile", async () => {
    await renderTabs("/@alex/posts/123");
    expect(screen.getByRole("navigation")).toBeInTheDocument();
    expect(current()).toEqual([]);
  });

  it("is hidden on the account hashtag timeline", async () => {
    await renderTabs("/@alex/tags/cats");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("is hidden while there is no account to show", async () => {
    await renderTabs("/@alex", { held: false });
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("is hidden for a suspended account", async () => {
    await renderTabs("/@alex", { over: { suspended: true } });
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("profileTabFor", () => {
  it("reads the tab from the part after the acct segment only", () => {
    expect(profileTabFor("/@media")).toEqual({
      hidden: false,
      active: "posts",
    });
    expect(profileTabFor("/@alex/posts/9/favorites")).toEqual({
      hidden: false,
      active: "likes",
    });
    expect(profileTabFor("/@alex/tags/media")).toEqual({
      hidden: true,
      active: undefined,
    });
  });
});
