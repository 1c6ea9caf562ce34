import type { Locator, Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, feedPosts, visible, waitForStream } from "./support/page";
import { openAs } from "./support/member";

/*
 * Posting and interacting as members on the demo server. Alice writes a post
 * with an image (alt text) and a poll on /compose and finds it in her home
 * timeline; Bob, who follows her, sees it arrive live in his and likes and
 * boosts it.
 *
 * The server presents itself as Pleroma: Mastodon refuses a poll on a post
 * with attachments, Pleroma takes both (and asks for the boost's audience).
 *
 * Needs the lead's routes: `/compose` → ComposeScreen, `/home` → the home
 * timeline (a feed named "Home", streaming `user`).
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

interface Counts {
  favourites_count: number;
  reblogs_count: number;
  poll: { options: { title: string }[] } | null;
  media_attachments: { description: string | null }[];
}

describeInBrowser("member compose", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  /** The post in a Home feed whose text contains `text`. */
  const postIn = (page: Page, text: string): Locator =>
    page
      .getByRole("feed", { name: "Home" })
      .getByRole("article")
      .filter({ hasText: text });

  beforeEach(async () => {
    await e2e.server.control("reset", {});
  });

  it("Alice posts a poll with an image; Bob sees it arrive live, likes and boosts it", async () => {
    const text = `Which loaf for Sunday? ${Date.now()}`;

    // Bob reads his home timeline, live.
    const bob = await openAs(e2e, "bob", "/home");
    await visible(bob.getByRole("feed", { name: "Home" }).getByRole("article"));
    await waitForStream(e2e.server, "user");

    // Alice writes: text, an image with alt text, a poll.
    const alice = await openAs(e2e, "alice", "/compose");
    const form = await visible(alice.getByRole("form", { name: "New post" }));
    await form.getByRole("textbox", { name: "Post text" }).fill(text);
    await form
      .getByLabel("Add images, video or audio")
      .setInputFiles({ name: "loaf.png", mimeType: "image/png", buffer: PNG });
    const alt = await visible(
      form.getByLabel("Description (alt text) of loaf.png"),
    );
    await alt.fill("A round loaf on a board");
    await form.getByRole("button", { name: "Add a poll" }).click();
    await form.getByLabel("Choice 1").fill("Rye");
    await form.getByLabel("Choice 2").fill("Spelt");
    await e2e.checkA11y(alice);
    await e2e.screenshot(alice, "compose-filled");
    await form.getByRole("button", { name: "Post" }).click();
    await visible(alice.getByText("Your post is live."));
    await expect(
      form.getByRole("textbox", { name: "Post text" }).inputValue(),
    ).resolves.toBe("");

    // It is in her home timeline, with its poll and its described image.
    await alice.goto(e2e.url("/home"));
    const own = await visible(postIn(alice, text));
    await visible(own.getByText("Rye"));
    await visible(own.getByRole("img", { name: "A round loaf on a board" }));
    const id = await own.getAttribute("data-status-id");
    if (!id) throw new Error("the post has no id");

    // Bob sees it arrive without reloading, likes and boosts it.
    const seen = await visible(postIn(bob, text));
    await seen.getByRole("button", { name: "Like" }).click();
    await eventually(async () => {
      await expect(
        seen
          .getByRole("button", { name: /^Like/ })
          .getAttribute("aria-pressed"),
      ).resolves.toBe("true");
    });
    await seen.getByRole("button", { name: "Boost" }).click();
    await bob.getByRole("button", { name: "Boost: Public" }).click();
    await e2e.screenshot(bob, "liked-and-boosted");

    // The server has them.
    const token = await e2e.server.tokenFor("alice");
    await eventually(async () => {
      const status = await e2e.server.api<Counts>(`/api/v1/statuses/${id}`, {
        token,
      });
      expect(status.body.favourites_count).toBe(1);
      expect(status.body.reblogs_count).toBe(1);
      expect(status.body.poll?.options.map((o) => o.title)).toEqual([
        "Rye",
        "Spelt",
      ]);
      expect(status.body.media_attachments[0]?.description).toBe(
        "A round loaf on a board",
      );
    });

    // Alice's notifications show Bob's like and boost of that post.
    await alice.goto(e2e.url("/notifications"));
    const list = alice.getByRole("list", { name: "Notifications" });
    for (const what of [
      /Bob Lindqvist.*liked your post/,
      /Bob Lindqvist.*boosted your post/,
    ]) {
      const row = await visible(list.getByRole("article", { name: what }));
      await expect(row.textContent()).resolves.toContain(text);
    }
    await e2e.screenshot(alice, "notified");
    expect(e2e.pageErrors(alice)).toEqual([]);
    expect(e2e.pageErrors(bob)).toEqual([]);
  });

  it("loads the composer's code after a member's first post, before any press; never on a visitor's homepage", async () => {
    // When the first post was marked, and when the composer's chunk was asked for.
    const timings = (page: Page) =>
      page.evaluate(() => ({
        post:
          performance.getEntriesByName("potluck:first-post")[0]?.startTime ??
          null,
        composer: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/compose-modal\.\w+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
        modalStack: performance
          .getEntriesByType("resource")
          .some((entry) => /\/modal-stack\.\w+\.js$/.test(entry.name)),
      }));

    const bob = await openAs(e2e, "bob", "/home");
    await visible(feedPosts(bob, "Home").first());
    await eventually(async () => {
      const { post, composer } = await timings(bob);
      expect(post).not.toBeNull();
      expect(composer).toHaveLength(1);
      expect(composer[0]).toBeGreaterThan(post ?? Infinity);
    });
    await bob.getByRole("button", { name: "New post" }).click();
    await visible(bob.getByRole("dialog", { name: "New post" }));
    expect(e2e.pageErrors(bob)).toEqual([]);

    const visitor = await e2e.open("/");
    await visible(feedPosts(visitor).first());
    // The parts that wait for the first post have come in; the composer has not.
    await eventually(async () => {
      await expect(timings(visitor)).resolves.toMatchObject({
        modalStack: true,
      });
    });
    await expect(timings(visitor)).resolves.toMatchObject({ composer: [] });
    expect(e2e.pageErrors(visitor)).toEqual([]);
  });

  it("replies in the compose modal, mentions prefilled", async () => {
    const { id } = await e2e.server.control<{ id: string }>("publish", {
      account: "alice",
      text: "Who is bringing the bread?",
    });
    const bob = await openAs(e2e, "bob", `/@alice/posts/${id}`);
    const post = await visible(
      bob
        .getByRole("article")
        .filter({ hasText: "Who is bringing the bread?" }),
    );
    await post.getByRole("button", { name: "Reply" }).click();
    const dialog = await visible(bob.getByRole("dialog", { name: "Reply" }));
    await visible(dialog.getByText("Replying to @alice"));
    const box = dialog.getByRole("textbox", { name: "Post text" });
    await expect(box.inputValue()).resolves.toBe("@alice ");
    await e2e.checkA11y(bob);
    await box.press("End");
    await box.pressSequentially("I am!");
    await box.press("Control+Enter");
    await dialog.waitFor({ state: "detached" });
    const token = await e2e.server.tokenFor("alice");
    await eventually(async () => {
      const context = await e2e.server.api<{
        descendants: { content: string }[];
      }>(`/api/v1/statuses/${id}/context`, { token });
      expect(context.body.descendants.map((s) => s.content).join()).toContain(
        "I am!",
      );
    });
    expect(e2e.pageErrors(bob)).toEqual([]);
  });

  it("a scheduled post says when it goes out, and the server holds it", async () => {
    const page = await openAs(e2e, "alice", "/compose");
    const form = await visible(page.getByRole("form", { name: "New post" }));
    await form
      .getByRole("textbox", { name: "Post text" })
      .fill("Bread is out of the oven at noon");
    await form.getByRole("button", { name: "Schedule" }).click();
    // The browser runs in UTC, so an ISO time is its local time too.
    const at = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    await form.getByLabel("Post at").fill(at);
    await form.getByRole("button", { name: "Schedule" }).last().click();
    await visible(form.getByText(/^Scheduled for /));
    await expect(
      form.getByRole("textbox", { name: "Post text" }).inputValue(),
    ).resolves.toBe("");
    const token = await e2e.server.tokenFor("alice");
    const scheduled = await e2e.server.api<
      { scheduled_at: string; params: { text: string } }[]
    >("/api/v1/scheduled_statuses", { token });
    // Alice has seeded scheduled posts too: this one is among them.
    expect(
      scheduled.body.filter(
        (item) => item.params.text === "Bread is out of the oven at noon",
      ),
    ).toEqual([expect.objectContaining({ scheduled_at: `${at}:00.000Z` })]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("a reply the server refuses keeps its text and says why", async () => {
    const { id } = await e2e.server.control<{ id: string }>("publish", {
      account: "bob",
      text: "Anyone seen my rolling pin?",
    });
    const alice = await openAs(e2e, "alice", `/@bob/posts/${id}`);
    const post = await visible(
      alice.getByRole("article").filter({ hasText: "my rolling pin" }),
    );
    await post.getByRole("button", { name: "Reply" }).click();
    const dialog = await visible(alice.getByRole("dialog", { name: "Reply" }));
    // The post goes while Alice writes: the server will not take the reply.
    await e2e.server.control("delete", { id });
    const box = dialog.getByRole("textbox", { name: "Post text" });
    await box.press("End");
    await box.pressSequentially("Under the sink.");
    await dialog.getByRole("button", { name: "Post" }).click();
    await visible(dialog.getByText("Your post was not sent: Record not found"));
    await expect(box.inputValue()).resolves.toBe("@bob Under the sink.");
    await e2e.screenshot(alice, "reply-refused");
  });

  it("a draft survives a reload", async () => {
    const page = await openAs(e2e, "alice", "/compose");
    const box = await visible(page.getByRole("textbox", { name: "Post text" }));
    await box.fill("Half a recipe");
    // Saved a moment after typing stops.
    await page.waitForTimeout(800);
    await page.reload();
    await eventually(async () => {
      await expect(
        page.getByRole("textbox", { name: "Post text" }).inputValue(),
      ).resolves.toBe("Half a recipe");
    });
  });
});
