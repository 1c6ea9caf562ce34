import type { Page } from "playwright-core";
import {
  BASE_PATH,
  PHONE,
  describeInBrowser,
  setupE2E,
} from "./support/harness";
import { appPath, eventually, feedPosts, visible } from "./support/page";
import { demoRoutes } from "./support/routes";

interface ApiStatus {
  reblog: unknown;
  media_attachments: { type: string }[];
}

interface ApiAccount {
  acct: string;
  statuses_count: number;
  following_count: number;
  followers_count: number;
}

/** The profile tab marked current (aria-current="page"). */
async function currentTab(page: Page): Promise<string | null> {
  const tab = await visible(
    page
      .getByRole("navigation", { name: "Profile sections" })
      .locator('[aria-current="page"]'),
  );
  return tab.textContent();
}

/*
 * The profile layout (spec 01 section 2) on a Pleroma-style server: header
 * card, tabs derived from the path, the tab's screen and the info panel.
 */
describeInBrowser("profile (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("shows the header, counts, bio, verified field and the Posts tab", async () => {
    const routes = await demoRoutes(e2e.server);
    const { body: alice } = await e2e.server.api<ApiAccount>(
      "/api/v1/accounts/lookup?acct=alice",
    );
    const page = await e2e.open(routes.profile);
    const heading = await visible(
      page.getByRole("heading", { level: 1, name: /Alice Okafor/ }),
    );
    await expect(heading.textContent()).resolves.toContain(`@${alice.acct}@`);
    const header = page.getByRole("main");
    for (const [count, label] of [
      [alice.statuses_count, "Posts"],
      [alice.following_count, "Following"],
      [alice.followers_count, "Followers"],
    ] as const) {
      await visible(
        header
          .getByRole("listitem")
          .filter({ hasText: new RegExp(`^\\s*${count}\\s*${label}\\s*$`) }),
      );
    }
    await visible(header.getByText(/^Joined /));
    await visible(header.getByRole("button", { name: "Follow" }));

    // Bio and fields in the info panel beside the timeline.
    const about = await visible(page.getByRole("region", { name: "About" }));
    await visible(about.getByText(/Allotment plot 14/));
    const blog = await visible(
      about.getByRole("link", { name: "alice-grows.example" }),
    );
    await expect(blog.getAttribute("href")).resolves.toBe(
      "https://alice-grows.example",
    );
    await visible(about.getByRole("img", { name: "Verified" }));
    await visible(about.getByText("14, Eastfield allotments"));

    await expect(currentTab(page)).resolves.toBe("Posts");
    const posts = feedPosts(page);
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    // Replies stay on the other tab.
    await expect(
      posts.filter({ hasText: "Plot 9 has been empty" }).count(),
    ).resolves.toBe(0);
    await e2e.look(page, "profile");

    // On a phone the bio moves under the header, still off the screen's edges.
    await page.setViewportSize(PHONE);
    const bio = await visible(
      page
        .getByRole("main")
        .getByRole("region", { name: "About" })
        .getByText(/Allotment plot 14/),
    );
    expect((await bio.boundingBox())!.x).toBeGreaterThanOrEqual(8);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("lists replies on /with_replies", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.profileWithReplies);
    await expect(currentTab(page)).resolves.toBe("Posts and replies");
    await visible(feedPosts(page).filter({ hasText: "Plot 9 has been empty" }));
    await e2e.look(page, "profile-with-replies");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows a grid of pictures on /media", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.profileMedia);
    await expect(currentTab(page)).resolves.toBe("Media");
    const grid = await visible(page.getByRole("list", { name: "Media" }));
    const cells = grid.getByRole("link");
    await visible(
      grid.getByRole("link", { name: /tomatoes, peppers and plums/ }),
    );
    // Only Alice's own posts' pictures: not those of the posts she boosted.
    const { body: alice } = await e2e.server.api<{ id: string }>(
      "/api/v1/accounts/lookup?acct=alice",
    );
    const mediaPosts = async (query: string) =>
      (
        await e2e.server.api<ApiStatus[]>(
          `/api/v1/accounts/${alice.id}/statuses?only_media=true&limit=20${query}`,
        )
      ).body;
    const withBoosts = await mediaPosts("");
    expect(withBoosts.some((s) => s.reblog)).toBe(true);
    const own = await mediaPosts("&exclude_reblogs=true");
    const ownPictures = own
      .flatMap((s) => s.media_attachments)
      .filter((m) => ["image", "gifv", "video"].includes(m.type)).length;
    await eventually(async () => {
      await expect(cells.count()).resolves.toBe(ownPictures);
    });
    // A grid: the first three thumbnails share a row and are square-ish.
    const boxes = await Promise.all(
      [0, 1, 2].map((i) => cells.nth(i).boundingBox()),
    );
    for (const box of boxes) {
      expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(2);
      expect(Math.abs(box!.width - box!.height)).toBeLessThan(4);
    }
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
    // The thumbnails have loaded (no broken images).
    const broken = await grid
      .locator("img")
      .evaluateAll(
        (imgs) =>
          imgs
            .slice(0, 6)
            .filter((img) => !(img as HTMLImageElement).naturalWidth).length,
      );
    expect(broken).toBe(0);
    await e2e.look(page, "profile-media");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("shows a profile's hashtag timeline without the tabs", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.profileHashtag);
    await visible(
      page.getByRole("heading", { name: /^#gardening by @alice@/, level: 2 }),
    );
    await expect(
      page.getByRole("navigation", { name: "Profile sections" }).count(),
    ).resolves.toBe(0);
    const posts = feedPosts(page);
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    const count = Math.min(await posts.count(), 4);
    for (let i = 0; i < count; i += 1) {
      const text = await posts.nth(i).textContent();
      expect(text).toContain("Alice Okafor");
      expect(text?.toLowerCase()).toContain("#gardening");
    }
    await e2e.look(page, "profile-hashtag");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("redirects to the canonical acct", async () => {
    const page = await e2e.open("/@ALICE");
    await visible(
      page.getByRole("heading", { level: 1, name: /Alice Okafor/ }),
    );
    expect(appPath(page, BASE_PATH)).toBe("/@alice");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("notes that an account has moved, linking the new one", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.movedProfile);
    const note = await visible(page.getByRole("note"));
    await expect(note.textContent()).resolves.toContain("has moved to");
    const link = await visible(note.getByRole("link", { name: /Sam Rivera/ }));
    await expect(link.getAttribute("href")).resolves.toBe("/blog/@sam");
    await e2e.look(page, "profile-moved");
    await link.click();
    await visible(
      page.getByRole("heading", { level: 1, name: /^Sam Rivera @sam@/ }),
    );
    expect(appPath(page, BASE_PATH)).toBe("/@sam");
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("says so when no account has the name", async () => {
    const routes = await demoRoutes(e2e.server);
    const page = await e2e.open(routes.unknownProfile);
    await visible(
      page.getByRole("heading", { name: "This account could not be found." }),
    );
    await visible(page.getByRole("main").getByText("@nobody", { exact: true }));
    await expect(
      page.getByRole("navigation", { name: "Profile sections" }).count(),
    ).resolves.toBe(0);
    // The screen says it; no toast repeats the server's raw message. A toast
    // would load its chunk and show within moments of the answer.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await expect(page.getByText("Record not found").count()).resolves.toBe(0);
    await e2e.look(page, "profile-unknown");
    // The lookup's 404 is the expected answer; nothing else may fail.
    expect(
      e2e.pageErrors(page).filter((e) => !e.includes("/accounts/lookup?")),
    ).toEqual([]);
  });
});
