import type { Page } from "playwright-core";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { appPath, feedPosts, gone, visible } from "./support/page";
import { demoRoutes } from "./support/routes";

/** The text of the post row holding keyboard focus. */
function focusedPost(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.activeElement?.closest("[data-status-id]")?.textContent ?? "",
  );
}

/** The fallback error screen of spec 01 section 8, both links going home. */
async function expectErrorScreen(page: Page): Promise<void> {
  await visible(
    page.getByRole("heading", { level: 1, name: "Something went wrong." }),
  );
  await visible(page.getByText(/We're sorry for the interruption/));
  const clear = await visible(
    page.getByRole("link", { name: "clear cookies and browser data" }),
  );
  await expect(clear.getAttribute("href")).resolves.toBe(`${BASE_PATH}/`);
  const home = await visible(page.getByRole("link", { name: "Return Home" }));
  await expect(home.getAttribute("href")).resolves.toBe(`${BASE_PATH}/`);
}

/*
 * What every page shares (spec 01 sections 2 and 8): the not-found page,
 * keyboard shortcuts, hash-router mode and the fallback error screen, on a
 * server without the extended API (mastodon).
 */
describeInBrowser("app shell (mastodon)", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  it("shows the not-found page for an unknown path, with a way home", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.notFound);
    await visible(
      page.getByRole("heading", { level: 1, name: "Page not found" }),
    );
    await visible(page.getByText(/isn't here/));
    await e2e.look(page, "not-found");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await visible(page.getByRole("heading", { name: "Local timeline" }));
    expect(appPath(page, BASE_PATH)).toBe("/");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("opens the shortcuts help with ? and closes it with Escape", async () => {
    const page = await e2e.open("/");
    await visible(feedPosts(page));
    await page.keyboard.press("?");
    const dialog = await visible(
      page.getByRole("dialog", { name: "Keyboard shortcuts" }),
    );
    await visible(dialog.getByText("Focus the search box"));
    await e2e.look(page, "modal-hotkeys");
    await page.keyboard.press("Escape");
    await gone(page.getByRole("dialog"));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("moves between posts with j and k, and to the search box with s", async () => {
    const page = await e2e.open("/");
    const posts = feedPosts(page);
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    await page.keyboard.press("j");
    await expect(focusedPost(page)).resolves.toContain("Courgette count: 14");
    await page.keyboard.press("j");
    await expect(focusedPost(page)).resolves.toContain(
      "New roll in the camera",
    );
    await page.keyboard.press("j");
    await expect(focusedPost(page)).resolves.toContain(
      "Test bake for the supper",
    );
    await page.keyboard.press("k");
    await expect(focusedPost(page)).resolves.toContain(
      "New roll in the camera",
    );

    await page.keyboard.press("s");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      "potluck-search",
    );
    // Typing there is typing, not shortcuts; Escape leaves the box.
    await page.keyboard.type("jk");
    await expect(
      page.getByRole("searchbox", { name: "Search" }).inputValue(),
    ).resolves.toBe("jk");
    await page.keyboard.press("Escape");
    await expect(
      page.evaluate(() => document.activeElement?.id ?? ""),
    ).resolves.not.toBe("potluck-search");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("runs in hash-router mode when the operator says so", async () => {
    await e2e.server.control("config", { useHashRouter: true });
    try {
      const page = await e2e.open("/#/@alice");
      await visible(
        page.getByRole("heading", { level: 1, name: /Alice Okafor/ }),
      );
      await visible(feedPosts(page).filter({ hasText: "Courgette count: 14" }));
      // In-app links stay in the hash.
      const tab = page
        .getByRole("navigation", { name: "Profile sections" })
        .getByRole("link", { name: "Media" });
      await expect(tab.getAttribute("href")).resolves.toBe("#/@alice/media");
      await tab.click();
      await visible(page.getByRole("list", { name: "Media" }));
      expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}/`);
      expect(new URL(page.url()).hash).toBe("#/@alice/media");
      await e2e.look(page, "hash-router-profile", { desktopOnly: true });
      expect(e2e.pageErrors(page)).toEqual([]);
    } finally {
      await e2e.server.control("config", {});
    }
  });

  it("shows the error screen when the interface messages cannot load", async () => {
    // Spec 01 section 8: a failed language load is logged and re-thrown, and
    // the fallback error screen shows (English defaults, as nothing loaded).
    const page = await e2e.open("/", {
      prepare: (p) =>
        p.route(/\/js\/locale-en[\w-]*\.[\w]+\.js$/, (route) => route.abort()),
    });
    await expectErrorScreen(page);
    await e2e.look(page, "error-screen");
    // "clear cookies and browser data" empties the storage and loads the home
    // page afresh.
    await page.evaluate(() => {
      localStorage.setItem("potluck-e2e", "1");
      sessionStorage.setItem("potluck-e2e", "1");
    });
    await page.unrouteAll();
    await page
      .getByRole("link", { name: "clear cookies and browser data" })
      .click();
    await visible(page.getByRole("heading", { name: "Local timeline" }));
    await expect(
      page.evaluate(() => [
        localStorage.getItem("potluck-e2e"),
        sessionStorage.getItem("potluck-e2e"),
      ]),
    ).resolves.toEqual([null, null]);
  });

  // A failure inside a route is caught by the route error boundary
  // (src/app/RouteErrorBoundary.tsx), which shows the app's error screen.
  it("shows the error screen when a screen fails to render", async () => {
    // A screen whose code cannot be fetched (a deploy removed an old chunk).
    const page = await e2e.open("/", {
      prepare: (p) =>
        p.route(/\/js\/community-timeline\.[\w]+\.js$/, (route) =>
          route.abort(),
        ),
    });
    await visible(page.getByText(/^Something went wrong\.$/));
    await expect(
      page.getByRole("heading", { name: "Something went wrong." }).count(),
    ).resolves.toBe(1);
    await expectErrorScreen(page);
  });
});
