import type { Locator } from "playwright-core";
import type { ControlState } from "../tools/demoServerProcess";
import { runAxe } from "./support/axe";
import { DESKTOP, describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, overflowsSideways, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * What members do most to posts, on the demo server presenting itself as
 * Pleroma, looked at as a person would: the buttons change at once, and the
 * server has the change afterwards. Bob likes, boosts to a chosen audience,
 * bookmarks, reacts and votes; Alice pins, edits and deletes her own post; a
 * like of a post deleted meanwhile is undone with a toast naming the action;
 * Bob mutes and blocks Alice from her post's menu; a German post is
 * translated on Akkoma; the phone top bar keeps the server's name on one line.
 */

interface ApiRelationship {
  id: string;
  muting: boolean;
  blocking: boolean;
}

interface ApiStatus {
  id: string;
  favourited: boolean;
  bookmarked: boolean;
  reblog: { id: string } | null;
  visibility: string;
  content: string;
  pleroma?: { emoji_reactions: { name: string; me: boolean }[] };
  poll: { own_votes: number[]; voted: boolean } | null;
  account: { acct: string };
}

describeInBrowser("member interactions", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  /** A post of Alice's, fresh for each test, and its page as Bob sees it. */
  async function alicePostForBob(text: string) {
    const { id } = await e2e.server.control<{ id: string }>("publish", {
      account: "alice",
      text,
    });
    const page = await openAs(e2e, "bob", `/@alice/posts/${id}`);
    const post = await visible(
      page.getByRole("article").filter({ hasText: text }),
    );
    return { id, page, post };
  }

  const statusAs = async (username: string, id: string) => {
    const token = await e2e.server.tokenFor(username);
    return e2e.server.api<ApiStatus>(`/api/v1/statuses/${id}`, { token });
  };

  const pressed = (button: Locator) => button.getAttribute("aria-pressed");

  beforeEach(async () => {
    await e2e.server.control("reset", {});
    await e2e.server.control("family", { family: "pleroma" });
  });

  it("likes and unlikes, boosts to a chosen audience, bookmarks and reacts", async () => {
    const { id, page, post } = await alicePostForBob(
      `Sourdough discard crackers, anyone? ${Date.now()}`,
    );
    const bar = post.getByRole("group", { name: "Post actions" });

    const like = bar.getByRole("button", { name: /^Like/ });
    await like.click();
    await eventually(async () => expect(await pressed(like)).toBe("true"));
    await eventually(async () =>
      expect((await statusAs("bob", id)).body.favourited).toBe(true),
    );
    await like.click();
    await eventually(async () => expect(await pressed(like)).toBe("false"));
    await eventually(async () =>
      expect((await statusAs("bob", id)).body.favourited).toBe(false),
    );

    // On Pleroma a boost asks for its audience.
    await bar.getByRole("button", { name: /^Boost/ }).click();
    await page.getByRole("button", { name: "Boost: Quiet public" }).click();
    await eventually(async () =>
      expect(await pressed(bar.getByRole("button", { name: /^Boost/ }))).toBe(
        "true",
      ),
    );

    const bookmark = bar.getByRole("button", { name: "Bookmark" });
    await bookmark.click();
    await eventually(async () => expect(await pressed(bookmark)).toBe("true"));

    await bar.getByRole("button", { name: "React" }).click();
    await page.getByRole("button", { name: "🎉" }).click();
    const reactions = await visible(
      post.getByRole("list", { name: "Reactions" }),
    );
    await eventually(async () =>
      expect(await pressed(reactions.getByRole("button", { name: /🎉/ }))).toBe(
        "true",
      ),
    );
    await e2e.checkA11y(page);
    await e2e.screenshot(page, "liked-boosted-bookmarked-reacted");

    // The server has them: Bob's boost is quiet public.
    const token = await e2e.server.tokenFor("bob");
    const state = await e2e.server.control<ControlState>("state");
    await eventually(async () => {
      const status = (await statusAs("bob", id)).body;
      expect(status.bookmarked).toBe(true);
      expect(status.pleroma?.emoji_reactions).toContainEqual(
        expect.objectContaining({ name: "🎉", me: true }),
      );
      const own = await e2e.server.api<ApiStatus[]>(
        `/api/v1/accounts/${state.accounts.bob ?? ""}/statuses?limit=5`,
        { token },
      );
      expect(own.body.find((s) => s.reblog?.id === id)?.visibility).toBe(
        "unlisted",
      );
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("votes in a poll and sees the results at once", async () => {
    const state = await e2e.server.control<ControlState>("state");
    const id = state.statuses["supper-poll"] ?? "";
    const page = await openAs(e2e, "bob", `/@potluckclub/posts/${id}`);
    const post = await visible(
      page.getByRole("article").filter({ hasText: "balance the table" }),
    );
    await post.getByRole("radio", { name: "Dessert" }).check();
    await post.getByRole("button", { name: "Vote" }).click();
    const results = await visible(post.getByRole("list", { name: "Poll" }));
    await visible(results.getByRole("img", { name: "Your choice" }));
    await visible(results.getByText(/^\d+%$/));
    await expect(
      post.getByRole("button", { name: "Vote" }).count(),
    ).resolves.toBe(0);
    await e2e.screenshot(page, "voted");
    await eventually(async () => {
      const poll = (await statusAs("bob", id)).body.poll;
      expect(poll?.own_votes).toEqual([2]);
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("pins a post to the profile, edits it, and deletes it", async () => {
    const text = `Rhubarb is ready ${Date.now()}`;
    const { id } = await e2e.server.control<{ id: string }>("publish", {
      account: "alice",
      text,
    });
    const page = await openAs(e2e, "alice", "/@alice");
    const pinned = page.getByRole("region", { name: "Pinned posts" });
    const copies = page.getByRole("article").filter({ hasText: "Rhubarb is" });
    await visible(copies);

    // Pinned from the timeline, it shows above it at once.
    await copies.first().getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Pin on profile" }).click();
    await visible(pinned.getByRole("article").filter({ hasText: text }));
    await e2e.screenshot(page, "pinned");
    const token = await e2e.server.tokenFor("alice");
    const state = await e2e.server.control<ControlState>("state");
    await eventually(async () => {
      const list = await e2e.server.api<ApiStatus[]>(
        `/api/v1/accounts/${state.accounts.alice ?? ""}/statuses?pinned=true`,
        { token },
      );
      expect(list.body.map((s) => s.id)).toContain(id);
    });

    // Edited: every copy shows the new text and the edited marker.
    await copies.first().getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = await visible(page.getByRole("dialog"));
    const box = dialog.getByRole("textbox", { name: "Post text" });
    await expect(box.inputValue()).resolves.toBe(text);
    await box.fill(`Rhubarb is ready, and so is the custard ${id}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await gone(page.getByRole("dialog"));
    const edited = page
      .getByRole("article")
      .filter({ hasText: "so is the custard" });
    await eventually(async () => expect(await edited.count()).toBe(2));
    await visible(edited.first().getByRole("button", { name: /^Edited/ }));
    await e2e.screenshot(page, "edited");

    // Deleted: gone from the pinned list and the timeline, and from the server.
    await edited.first().getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = await visible(
      page.getByRole("dialog", { name: "Delete this post?" }),
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await gone(edited);
    await gone(pinned);
    await eventually(async () =>
      expect((await statusAs("alice", id)).status).toBe(404),
    );
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("a like the server refuses is undone, with a toast saying why", async () => {
    const { id, page, post } = await alicePostForBob(
      `About to vanish ${Date.now()}`,
    );
    // Quietly: a streamed delete would take the post off the screen first.
    await e2e.server.control("delete", { id, quiet: true });
    const like = post.getByRole("button", { name: /^Like/ });
    await like.click();
    await visible(page.getByText("“Like” failed: Record not found"));
    await eventually(async () => expect(await pressed(like)).toBe("false"));
    await e2e.screenshot(page, "refused-like");
  });

  it("mutes and blocks the author from a post's menu, as from the profile", async () => {
    const { page, post } = await alicePostForBob(
      `Leftover risotto becomes arancini ${Date.now()}`,
    );
    const state = await e2e.server.control<ControlState>("state");
    const alice = state.accounts.alice ?? "";
    const token = await e2e.server.tokenFor("bob");
    const relationship = async () => {
      const { body } = await e2e.server.api<ApiRelationship[]>(
        `/api/v1/accounts/relationships?id[]=${alice}`,
        { token },
      );
      return body[0];
    };
    const more = post.getByRole("button", { name: "More" });

    await more.click();
    const mute = await visible(
      page.getByRole("button", { name: "Mute @alice" }),
    );
    await visible(page.getByRole("button", { name: "Block @alice" }));
    await visible(mute.locator("svg"));
    await e2e.screenshot(page, "post-menu-author");
    await mute.click();
    const muteDialog = await visible(
      page.getByRole("dialog", { name: "Mute @alice?" }),
    );
    await muteDialog.getByRole("button", { name: "Mute" }).click();
    await gone(muteDialog);
    await eventually(async () =>
      expect((await relationship())?.muting).toBe(true),
    );
    // The menu now lifts the mute instead.
    await more.click();
    await visible(page.getByRole("button", { name: "Unmute @alice" }));

    await page.getByRole("button", { name: "Block @alice" }).click();
    const blockDialog = await visible(
      page.getByRole("dialog", { name: "Block @alice?" }),
    );
    await e2e.screenshot(page, "post-menu-block-asks");
    await blockDialog.getByRole("button", { name: "Block" }).click();
    await gone(blockDialog);
    await eventually(async () =>
      expect((await relationship())?.blocking).toBe(true),
    );
    // The dialog gives the focus back to the menu's toggle.
    await eventually(async () =>
      expect(await more.evaluate((el) => el === document.activeElement)).toBe(
        true,
      ),
    );
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("translates a German post on Akkoma", async () => {
    await e2e.server.control("family", { family: "akkoma" });
    const state = await e2e.server.control<ControlState>("state");
    const id = state.statuses["lena-soup"] ?? "";
    const { acct } = (await statusAs("bob", id)).body.account;
    const page = await openAs(e2e, "bob", `/@${acct}/posts/${id}`);
    const post = await visible(page.locator(`article[data-status-id="${id}"]`));
    await visible(post.getByText(/Kartoffelsuppe mit Majoran/));
    await post.getByRole("button", { name: "Translate" }).click();
    await visible(post.getByText(/potato soup with marjoram/));
    await visible(post.getByText("Translated from German"));
    await post.getByRole("button", { name: "Show original" }).click();
    await visible(post.getByText(/Kartoffelsuppe mit Majoran/));
    // Akkoma has no v2 instance: the app falls back to v1 (spec 02 section 7.11).
    const errors = e2e
      .pageErrors(page)
      .filter((e) => !e.includes("/api/v2/instance"));
    expect(errors).toEqual([]);
  });

  it("keeps the server's name on one line in a 360 px wide phone's top bar; names the sidebars", async () => {
    const page = await openAs(e2e, "bob", "/", {
      viewport: { width: 360, height: 740 },
    });
    const bar = page.getByRole("banner");
    const brand = await visible(
      bar.getByRole("link", { name: "Potluck Demo" }),
    );
    await visible(bar.getByRole("button", { name: "New post" }));
    const lines = await brand.evaluate((link) => {
      const name = link.querySelector("span");
      if (!name) return 0;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      return Math.round(name.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
    expect(await overflowsSideways(page)).toBe(false);
    await e2e.screenshot(page, "phone-360-top-bar");

    // Wide, the two sidebars are landmarks told apart by name (axe, moderate).
    await page.setViewportSize(DESKTOP);
    await visible(page.getByRole("complementary", { name: "People" }));
    await visible(page.getByRole("complementary", { name: "Sidebar" }));
    const rules: string[] = (await runAxe(page)).map((v) => v.id);
    expect(rules.filter((id) => id.startsWith("landmark"))).toEqual([]);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
