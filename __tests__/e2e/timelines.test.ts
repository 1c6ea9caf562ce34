import { describeInBrowser, screenshotPath, setupE2E } from "./support/harness";
import {
  feedPosts,
  overflowsSideways,
  visible,
  eventually,
} from "./support/page";
import { demoRoutes } from "./support/routes";

/*
 * The three-column screens on a server with the extended API (pleroma):
 * the homepage `/` (local timeline, people directory, topics) and the
 * hashtag timeline `/tags/:id`, at xl, lg and phone widths.
 */
describeInBrowser("timelines (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("shows the local timeline, the sortable directory on the left and topics on the right", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.home);
    await visible(page.getByRole("heading", { name: "Local timeline" }));
    const posts = feedPosts(page, "Local timeline");
    // The newest local posts of the seed data, newest first.
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    await expect(posts.first().textContent()).resolves.toContain(
      "Alice Okafor",
    );
    await expect(posts.nth(1).textContent()).resolves.toContain(
      "New roll in the camera",
    );
    await expect(posts.nth(1).textContent()).resolves.toContain(
      "Bob Lindqvist",
    );
    await expect(posts.nth(2).textContent()).resolves.toContain("Maren Holt");

    // At xl the directory is a column of its own, left of the timeline.
    const people = await visible(page.getByRole("region", { name: "People" }));
    const main = page.getByRole("main");
    const peopleBox = await people.boundingBox();
    const mainBox = await main.boundingBox();
    expect(peopleBox!.x + peopleBox!.width).toBeLessThanOrEqual(mainBox!.x);
    await expect(
      people.getByRole("combobox", { name: "Sort by" }).inputValue(),
    ).resolves.toBe("active");
    await visible(people.getByRole("link", { name: /Alice Okafor/ }));

    // The topics panel on the right: the seed's hashtags, linking in-app.
    const topics = await visible(page.getByRole("region", { name: "Topics" }));
    const topicsBox = await topics.boundingBox();
    expect(topicsBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
    const gardening = await visible(
      topics.getByRole("link", { name: /#Gardening/ }),
    );
    await expect(gardening.getAttribute("href")).resolves.toBe(
      "/blog/tags/gardening",
    );
    await visible(topics.getByRole("link", { name: /#Sourdough/ }));
    await e2e.look(page, "home");

    // The sort select re-orders the directory.
    const newest = await e2e.server.api<{ display_name: string }[]>(
      "/api/v1/directory?order=new&limit=3",
    );
    const firstNewest = newest.body[0]!.display_name.replace(/:\w+:/g, "");
    await people
      .getByRole("combobox", { name: "Sort by" })
      .selectOption({ label: "Newest" });
    await eventually(async () => {
      const first = people.getByRole("listitem").first();
      await expect(first.textContent()).resolves.toContain(firstNewest.trim());
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("puts the directory under the search box below xl", async () => {
    const routes = await demoRoutes(e2e.server);
    // Between lg (976 px) and xl (1280 px): one sidebar, on the right.
    const page = await e2e.open(routes.home, {
      viewport: { width: 1100, height: 900 },
    });
    await visible(feedPosts(page).first());
    const people = await visible(page.getByRole("region", { name: "People" }));
    const search = await visible(page.getByRole("search"));
    const topics = await visible(page.getByRole("region", { name: "Topics" }));
    const [peopleBox, searchBox, topicsBox, mainBox] = await Promise.all([
      people.boundingBox(),
      search.boundingBox(),
      topics.boundingBox(),
      page.getByRole("main").boundingBox(),
    ]);
    expect(peopleBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
    expect(Math.abs(peopleBox!.x - searchBox!.x)).toBeLessThan(2);
    expect(peopleBox!.y).toBeGreaterThan(searchBox!.y + searchBox!.height);
    expect(topicsBox!.y).toBeGreaterThan(peopleBox!.y + peopleBox!.height);
    await expect(page.getByRole("complementary").count()).resolves.toBe(1);
    await e2e.checkA11y(page);
    await page.screenshot({
      path: screenshotPath("home-1100"),
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("drops the sidebars on a phone and keeps the timeline readable", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.home, {
      viewport: { width: 390, height: 844 },
    });
    const first = await visible(
      feedPosts(page).filter({ hasText: "Courgette count: 14" }),
    );
    await expect(page.getByRole("complementary").count()).resolves.toBe(0);
    await expect(
      page.getByRole("region", { name: "People" }).count(),
    ).resolves.toBe(0);
    // The top bar offers search instead.
    await visible(
      page.getByRole("banner").getByRole("link", { name: "Search" }),
    );
    expect(await overflowsSideways(page)).toBe(false);
    const box = await first.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const fontSize = await first
      .getByText("Courgette count: 14")
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(14);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows a hashtag timeline at /tags/:id", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.hashtag);
    await visible(page.getByRole("heading", { name: "#gardening", level: 1 }));
    const posts = feedPosts(page);
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    // Every post shown carries the tag.
    const count = Math.min(await posts.count(), 5);
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(
        posts
          .nth(i)
          .getByRole("link", { name: /#gardening/i })
          .count(),
      ).resolves.toBeGreaterThan(0);
    }
    await e2e.look(page, "hashtag");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows the hashtag the operator chose as the homepage", async () => {
    const routes = await demoRoutes(e2e.server);
    await e2e.server.control("config", {
      homePage: { type: "hashtag", hashtag: "sourdough" },
    });
    try {
      const page = await e2e.open(routes.home);
      await visible(
        page.getByRole("heading", { name: "#sourdough", level: 1 }),
      );
      await expect(
        page.getByRole("heading", { name: "Local timeline" }).count(),
      ).resolves.toBe(0);
      const first = await visible(feedPosts(page, "#sourdough"));
      await expect(
        first.getByRole("link", { name: /#sourdough/i }).count(),
      ).resolves.toBeGreaterThan(0);
      await e2e.look(page, "home-hashtag", { desktopOnly: true });
      expect(e2e.pageErrors(page)).toEqual([]);
    } finally {
      await e2e.server.control("config", {});
    }
  });
});
