import type { Page } from "playwright-core";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { appPath, feedPosts, visible } from "./support/page";
import { demoRoutes, type DemoRoutes } from "./support/routes";

interface RouteCase {
  name: string;
  route: (routes: DemoRoutes) => string;
  /** What a person must see there. */
  sees: (page: Page) => Promise<void>;
  /** The path the app ends on, when it redirects. */
  endsOn?: (routes: DemoRoutes) => string;
  /** False where the screen is one already looked at (same page, other path). */
  look?: false;
}

const article = (page: Page, text: string) =>
  visible(
    page.getByRole("main").getByRole("article").filter({ hasText: text }),
  );

/*
 * Every route of spec 01 section 2 on a server without events or the
 * extended API (Mastodon 4.5): each shows what it should, axe-clean, at
 * desktop and phone widths (screenshots mastodon-<route>-{desktop,phone}).
 */
const CASES: RouteCase[] = [
  {
    name: "home",
    route: (r) => r.home,
    sees: async (page) => {
      await visible(
        feedPosts(page, "Local timeline").filter({
          hasText: "Courgette count: 14",
        }),
      );
      // No directory or topics without the extended API.
      await expect(
        page.getByRole("region", { name: "People" }).count(),
      ).resolves.toBe(0);
      await expect(
        page.getByRole("region", { name: "Topics" }).count(),
      ).resolves.toBe(0);
      await visible(page.getByRole("searchbox", { name: "Search" }));
    },
  },
  {
    name: "hashtag",
    route: (r) => r.hashtag,
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 1, name: "#gardening" }),
      );
      await visible(feedPosts(page).filter({ hasText: "Courgette count: 14" }));
    },
  },
  {
    name: "search",
    route: () => "/search?q=harbour&type=statuses",
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 1, name: "Results for “harbour”" }),
      );
      await article(page, "harbour");
    },
  },
  {
    name: "profile",
    route: (r) => r.profile,
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 1, name: /Alice Okafor/ }),
      );
      await visible(feedPosts(page).filter({ hasText: "Courgette count: 14" }));
      // Mastodon offers no remote interaction endpoint: no follow button.
      await expect(
        page.getByRole("main").getByRole("button", { name: "Follow" }).count(),
      ).resolves.toBe(0);
      // The main family's RSS address.
      const rss = await visible(
        page.getByRole("link", { name: "RSS feed of @alice" }),
      );
      await expect(rss.getAttribute("href")).resolves.toMatch(/\/@alice\.rss$/);
    },
  },
  {
    name: "profile-with-replies",
    route: (r) => r.profileWithReplies,
    sees: async (page) => {
      await visible(
        feedPosts(page).filter({ hasText: "Plot 9 has been empty" }),
      );
    },
  },
  {
    name: "profile-media",
    route: (r) => r.profileMedia,
    sees: async (page) => {
      await visible(
        page
          .getByRole("list", { name: "Media" })
          .getByRole("link", { name: /tomatoes, peppers and plums/ }),
      );
    },
  },
  {
    name: "profile-hashtag",
    route: (r) => r.profileHashtag,
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 2, name: /^#gardening by @alice@/ }),
      );
      await visible(feedPosts(page).filter({ hasText: "Courgette count: 14" }));
    },
  },
  {
    name: "status",
    route: (r) => r.post,
    sees: async (page) => {
      await article(page, "I will bring bread for everyone");
      await article(page, "Is there an oven at the boathouse");
      await article(page, "Last time it had seaweed in it");
    },
  },
  {
    name: "status-legacy",
    route: (r) => r.legacyPost,
    endsOn: (r) => r.post,
    look: false,
    sees: async (page) => {
      await article(page, "I will bring bread for everyone");
    },
  },
  {
    name: "status-quotes",
    route: (r) => r.postQuotes,
    sees: async (page) => {
      await visible(page.getByRole("heading", { level: 1, name: "Quotes" }));
      await article(page, "Bookmarking this for when my neighbour's tree");
    },
  },
  {
    name: "event",
    route: (r) => r.event,
    sees: async (page) => {
      // No event support on this server: the route does not exist.
      await visible(
        page.getByRole("heading", { level: 1, name: "Page not found" }),
      );
    },
  },
  {
    name: "event-discussion",
    route: (r) => r.eventDiscussion,
    look: false,
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 1, name: "Page not found" }),
      );
    },
  },
  {
    name: "not-found",
    route: (r) => r.notFound,
    look: false,
    sees: async (page) => {
      await visible(
        page.getByRole("heading", { level: 1, name: "Page not found" }),
      );
    },
  },
];

describeInBrowser("every route (mastodon 4.5)", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  it.each(CASES)("$name", async ({ name, route, sees, endsOn, look }) => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(route(routes));
    await sees(page);
    expect(appPath(page, BASE_PATH)).toBe((endsOn ?? route)(routes));
    if (look !== false) await e2e.look(page, `mastodon-${name}`);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
