import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import {
  eventually,
  feedPosts,
  gone,
  visible,
  waitForStream,
} from "./support/page";

/** Marks the document, so a test can tell a live update from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { potluckE2eMark?: boolean }).potluckE2eMark = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as { potluckE2eMark?: boolean }).potluckE2eMark === true,
  );
}

/*
 * Live updates over the streaming socket (spec 01 section 1): posts the
 * server publishes appear without a reload, at the top when the reader is
 * there, behind a "new posts" bar when they have scrolled down; deleted
 * posts disappear.
 */
describeInBrowser("live timeline (mastodon)", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  afterEach(async () => {
    await e2e.server.control("reset");
  });

  it("puts a new post at the top without a reload", async () => {
    const page = await e2e.open("/");
    const posts = feedPosts(page, "Local timeline");
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    await waitForStream(e2e.server, "public:local");
    await markDocument(page);

    await e2e.server.control("publish", {
      account: "bob",
      text: "Fresh from the e2e darkroom: a live post #filmphotography",
    });
    await eventually(async () => {
      await expect(posts.first().textContent()).resolves.toContain(
        "Fresh from the e2e darkroom",
      );
    });
    await expect(posts.first().textContent()).resolves.toContain(
      "Bob Lindqvist",
    );
    await expect(posts.nth(1).textContent()).resolves.toContain(
      "Courgette count: 14",
    );
    expect(await isSameDocument(page)).toBe(true);
    await e2e.look(page, "live-new-post", { desktopOnly: true });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  // An 18-digit snowflake id must survive the `delete` frame exactly (it is
  // not parsed as a JSON number).
  it("removes a deleted post without a reload", async () => {
    const page = await e2e.open("/");
    const posts = feedPosts(page, "Local timeline");
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    await waitForStream(e2e.server, "public:local");
    await markDocument(page);
    await e2e.server.control("delete", { key: "alice-latest" });
    // Streamed frames apply within a frame or two; 3 s is plenty.
    await gone(posts.filter({ hasText: "Courgette count: 14" }), 3000);
    await expect(posts.first().textContent()).resolves.toContain(
      "New roll in the camera",
    );
    expect(await isSameDocument(page)).toBe(true);
  });

  it("queues posts behind a new-posts bar while the reader is further down", async () => {
    const page = await e2e.open("/");
    const posts = feedPosts(page, "Local timeline");
    await visible(posts.filter({ hasText: "Courgette count: 14" }));
    await waitForStream(e2e.server, "public:local");
    await markDocument(page);
    await page.mouse.wheel(0, 2500);
    await eventually(async () => {
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    });
    // Let the throttled scroll report (50 ms) reach the store.
    await page.waitForTimeout(200);

    await e2e.server.control("publish", {
      account: "maren",
      text: "Loaves are out of the oven, come and get them #sourdough",
    });
    const bar = await visible(page.getByRole("button", { name: "1 new post" }));
    // Nothing moved under the reader's eyes.
    await expect(
      posts.filter({ hasText: "Loaves are out of the oven" }).count(),
    ).resolves.toBe(0);
    await e2e.look(page, "live-new-posts-bar", { desktopOnly: true });

    await bar.click();
    await eventually(async () => {
      await expect(posts.first().textContent()).resolves.toContain(
        "Loaves are out of the oven",
      );
    });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeLessThan(50);
    await gone(page.getByRole("button", { name: "1 new post" }));
    expect(await isSameDocument(page)).toBe(true);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
