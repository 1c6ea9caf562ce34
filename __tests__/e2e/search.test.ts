import type { Page } from "playwright-core";
import {
  BASE_PATH,
  PHONE,
  describeInBrowser,
  setupE2E,
} from "./support/harness";
import { appPath, eventually, visible } from "./support/page";

/** Waits until the tab marked current (aria-current="page") is `name`. */
async function expectCurrentTab(page: Page, name: string): Promise<void> {
  await visible(
    page
      .getByRole("navigation", { name: "Result types" })
      .locator('[aria-current="page"]')
      .filter({ hasText: new RegExp(`^${name}$`) }),
  );
}

/*
 * `/search?q=` (spec 01 section 2): results in People, Posts and Hashtags
 * tabs; the sidebar search box and the page's own box (narrow windows) go
 * there.
 */
describeInBrowser("search (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("shows people, posts and hashtags in tabs", async () => {
    const page = await e2e.open("/search?q=potluck");
    const main = page.getByRole("main");
    await visible(
      main.getByRole("heading", { level: 1, name: "Results for “potluck”" }),
    );
    await expectCurrentTab(page, "People");
    await visible(main.getByRole("link", { name: /Potluck Supper Club/ }));
    await visible(main.getByRole("link", { name: /Maren Holt/ }));
    // Fewer people than a page holds: there is nothing more to load.
    const loadMore = main.getByRole("button", { name: "Load more" });
    await expect(loadMore.count()).resolves.toBe(0);
    await e2e.look(page, "search-accounts");

    await page
      .getByRole("navigation", { name: "Result types" })
      .getByRole("link", { name: "Posts" })
      .click();
    await expectCurrentTab(page, "Posts");
    expect(appPath(page, BASE_PATH)).toBe("/search?q=potluck&type=statuses");
    await visible(
      main.getByRole("article").filter({ hasText: "Setlist for the supper" }),
    );
    await e2e.look(page, "search-statuses");

    await page
      .getByRole("navigation", { name: "Result types" })
      .getByRole("link", { name: "Hashtags" })
      .click();
    await expectCurrentTab(page, "Hashtags");
    const tag = await visible(main.getByRole("link", { name: /#potluck/i }));
    await expect(tag.getAttribute("href")).resolves.toBe("/blog/tags/potluck");
    await expect(loadMore.count()).resolves.toBe(0);
    await e2e.look(page, "search-hashtags");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("says when nothing matches", async () => {
    const page = await e2e.open("/search?q=zzzyzzx");
    await visible(page.getByText("Nothing found for “zzzyzzx”."));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("goes to the results from the sidebar search box", async () => {
    const page = await e2e.open("/");
    const box = await visible(page.getByRole("searchbox", { name: "Search" }));
    await box.fill("sourdough");
    await box.press("Enter");
    await visible(
      page.getByRole("heading", { level: 1, name: "Results for “sourdough”" }),
    );
    expect(appPath(page, BASE_PATH)).toBe("/search?q=sourdough");
    // The box keeps the query, and a new one keeps the tab.
    await expect(box.inputValue()).resolves.toBe("sourdough");
    await page
      .getByRole("navigation", { name: "Result types" })
      .getByRole("link", { name: "Hashtags" })
      .click();
    await box.fill("tea");
    await box.press("Enter");
    await eventually(() => {
      expect(appPath(page, BASE_PATH)).toBe("/search?q=tea&type=hashtags");
    });
    await visible(page.getByRole("main").getByRole("link", { name: /#tea/i }));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("searches from the page's own box on a phone", async () => {
    const page = await e2e.open("/", { viewport: PHONE });
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Search" })
      .click();
    await visible(page.getByRole("heading", { level: 1, name: "Search" }));
    await visible(page.getByText("Search for people, posts and hashtags."));
    const box = await visible(page.getByRole("searchbox", { name: "Search" }));
    await box.fill("bread");
    await box.press("Enter");
    await visible(
      page.getByRole("heading", { level: 1, name: "Results for “bread”" }),
    );
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
