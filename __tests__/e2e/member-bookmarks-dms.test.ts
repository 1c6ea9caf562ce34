import type { Locator, Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { apiAs, openAs, type ApiAsInit } from "./support/member";

/*
 * A member's own collections on the demo server (issue 17), on a
 * Mastodon-style server (kmyblue-style bookmark categories: a post may sit in
 * several) and a Pleroma-style one (folders: one per bookmark): bookmarks
 * put into a folder and moved, likes that follow the member's likes, direct
 * messages arriving live, read and answered, and scheduled posts retimed,
 * edited and deleted.
 */

interface ApiStatus {
  id: string;
  content: string;
  visibility: string;
  in_reply_to_id: string | null;
  mentions: { acct: string }[];
}

interface ApiConversation {
  id: string;
  unread: boolean;
  last_status: ApiStatus | null;
}

interface ApiScheduled {
  id: string;
  scheduled_at: string;
  params: { text: string };
}

interface ApiFolder {
  id: string;
  name?: string;
  title?: string;
}

const FAMILIES = [
  {
    family: "mastodon",
    folders: "/api/v1/bookmark_categories",
    inFolder: (id: string) => `/api/v1/bookmark_categories/${id}/statuses`,
  },
  {
    family: "pleroma",
    folders: "/api/v1/pleroma/bookmark_folders",
    inFolder: (id: string) => `/api/v1/bookmarks?folder_id=${id}`,
  },
] as const;

describe.each(FAMILIES)("$family", ({ family, folders, inFolder }) => {
  describeInBrowser(`member collections (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    const asMember = <T>(username: string, path: string, init?: ApiAsInit) =>
      apiAs<T>(e2e, username, path, init);

    const folderId = async (name: string) => {
      const list = await asMember<ApiFolder[]>("alice", folders);
      const found = list.find((f) => (f.name ?? f.title) === name);
      if (!found) throw new Error(`no folder ${name}`);
      return found.id;
    };

    /** The feed's post whose text contains `text`. */
    const postIn = (page: Page, feed: string, text: string): Locator =>
      page
        .getByRole("feed", { name: feed })
        .getByRole("article")
        .filter({ hasText: text });

    async function chooseFolder(page: Page, post: Locator, pick: string[]) {
      await post.getByRole("button", { name: "More" }).first().click();
      await page.getByRole("button", { name: "Bookmark folder" }).click();
      const dialog = await visible(
        page.getByRole("dialog", { name: "Bookmark folder" }),
      );
      await visible(dialog.getByText("Supper plans"));
      for (const name of ["Recipes", "Supper plans"]) {
        const option = dialog.getByLabel(name);
        if (family === "mastodon") await option.setChecked(pick.includes(name));
        else if (pick.includes(name)) await option.check();
      }
      return dialog;
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("bookmarks a post into a folder, moves it to another, and views the folder", async () => {
      const text = `Nettle soup for the supper ${String(Date.now())}`;
      const { id } = await e2e.server.control<{ id: string }>("publish", {
        account: "chen",
        text,
      });
      const page = await openAs(e2e, "alice", `/@chen/posts/${id}`);
      const post = await visible(
        page.getByRole("article").filter({ hasText: text }),
      );
      const dialog = await chooseFolder(page, post, ["Recipes"]);
      await e2e.look(page, `${family}-bookmarks-folder-dialog`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await gone(dialog);
      const recipes = await folderId("Recipes");
      await eventually(async () => {
        const inRecipes = await asMember<ApiStatus[]>(
          "alice",
          inFolder(recipes),
        );
        expect(inRecipes.map((s) => s.id)).toContain(id);
      });

      // The folder's page lists it; moved from there, it leaves at once.
      await page.goto(e2e.url("/bookmarks"));
      const bar = page.getByRole("navigation", { name: "Bookmarks" });
      await bar.getByRole("link", { name: /Recipes/ }).click();
      const inList = await visible(postIn(page, "Recipes", text));
      await e2e.look(page, `${family}-bookmarks-folder`);
      const moving = await chooseFolder(page, inList, ["Supper plans"]);
      await moving.getByRole("button", { name: "Save" }).click();
      await gone(postIn(page, "Recipes", text));

      await bar.getByRole("link", { name: /Supper plans/ }).click();
      await visible(postIn(page, "Supper plans", text));
      const supper = await folderId("Supper plans");
      await eventually(async () => {
        const [inSupper, inRecipes] = await Promise.all([
          asMember<ApiStatus[]>("alice", inFolder(supper)),
          asMember<ApiStatus[]>("alice", inFolder(recipes)),
        ]);
        expect(inSupper.map((s) => s.id)).toContain(id);
        expect(inRecipes.map((s) => s.id)).not.toContain(id);
      });
      await bar.getByRole("link", { name: "All" }).click();
      await visible(postIn(page, "Bookmarks", text));
      await e2e.look(page, `${family}-bookmarks-all`);
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("likes follow the member: unliked leaves at once, liked elsewhere is on top", async () => {
      const first = `Warm scones ${String(Date.now())}`;
      const second = `Cold brew ${String(Date.now())}`;
      const a = await e2e.server.control<{ id: string }>("publish", {
        account: "bob",
        text: first,
      });
      const b = await e2e.server.control<{ id: string }>("publish", {
        account: "bob",
        text: second,
      });
      await asMember("alice", `/api/v1/statuses/${a.id}/favourite`, {
        method: "POST",
      });
      const page = await openAs(e2e, "alice", "/favourites");
      await visible(postIn(page, "Likes", first));
      await e2e.look(page, `${family}-favourites`);

      // Liked on the post's own page, it is on top of the likes.
      await page.goto(e2e.url(`/@bob/posts/${b.id}`));
      const other = await visible(
        page.getByRole("article").filter({ hasText: second }),
      );
      await other.getByRole("button", { name: /^Like/ }).first().click();
      await page.goBack();
      await eventually(async () => {
        const texts = await page
          .getByRole("feed", { name: "Likes" })
          .getByRole("article")
          .allTextContents();
        expect(texts[0]).toContain(second);
      });

      // Unliked from the list, it leaves at once.
      const again = postIn(page, "Likes", first);
      await again.getByRole("button", { name: /^Like/ }).first().click();
      await gone(again);
      await eventually(async () => {
        const list = await asMember<ApiStatus[]>("alice", "/api/v1/favourites");
        expect(list.map((s) => s.id)).toEqual(expect.arrayContaining([b.id]));
        expect(list.map((s) => s.id)).not.toContain(a.id);
      });
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("a direct message arrives live, is marked read, and the reply stays direct", async () => {
      const page = await openAs(e2e, "alice", "/conversations");
      await visible(page.getByRole("feed", { name: "Direct messages" }));
      await waitForStream(e2e.server, "direct");
      const text = `Tea at four on the slipway? ${String(Date.now())}`;
      const sent = await asMember<ApiStatus>("bob", "/api/v1/statuses", {
        method: "POST",
        body: { status: `@alice ${text}`, visibility: "direct" },
      });
      const feed = page.getByRole("feed", { name: "Direct messages" });
      const row = feed.getByRole("article", { name: /^With / }).filter({
        hasText: text,
      });
      await visible(row);
      await expect(row.getAttribute("aria-posinset")).resolves.toBe("1");
      await visible(row.getByText("Unread", { exact: true }));
      await e2e.look(page, `${family}-conversations`);

      await row.getByRole("button", { name: "Mark as read" }).click();
      await gone(row.getByText("Unread", { exact: true }));
      await eventually(async () => {
        const list = await asMember<ApiConversation[]>(
          "alice",
          "/api/v1/conversations",
        );
        const mine = list.find((c) => c.last_status?.id === sent.id);
        expect(mine?.unread).toBe(false);
      });

      await row.getByRole("button", { name: "Reply" }).first().click();
      const dialog = await visible(page.getByRole("dialog", { name: "Reply" }));
      await expect(dialog.getByLabel("Audience").inputValue()).resolves.toBe(
        "direct",
      );
      const box = dialog.getByRole("textbox", { name: "Post text" });
      await expect(box.inputValue()).resolves.toBe("@bob ");
      await e2e.look(page, `${family}-conversations-reply`);
      await box.press("End");
      await box.pressSequentially("Yes, with biscuits.");
      await box.press("Control+Enter");
      await gone(dialog);
      await eventually(async () => {
        const list = await asMember<ApiConversation[]>(
          "bob",
          "/api/v1/conversations",
        );
        const reply = list
          .map((c) => c.last_status)
          .find((s) => s?.content.includes("with biscuits"));
        expect(reply).toMatchObject({
          visibility: "direct",
          in_reply_to_id: sent.id,
        });
        expect(reply?.mentions.map((m) => m.acct)).toContain("bob");
      });
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("scheduled posts: retimed, edited in the composer, and deleted", async () => {
      const page = await openAs(e2e, "alice", "/scheduled");
      const list = await visible(
        page.getByRole("list", { name: "Scheduled posts" }),
      );
      const courgette = list
        .getByRole("article")
        .filter({ hasText: "Courgette giveaway" });
      const lettuce = list
        .getByRole("article")
        .filter({ hasText: "winter lettuce" });
      await visible(lettuce);
      await e2e.look(page, `${family}-scheduled`, { fullPage: true });

      // Retime: a day later than it was.
      const before = await asMember<ApiScheduled[]>(
        "alice",
        "/api/v1/scheduled_statuses",
      );
      const giveaway = before.find((s) => s.params.text.includes("Courgette"));
      if (!giveaway) throw new Error("no seeded courgette post");
      await courgette.getByRole("button", { name: "Change time" }).click();
      const form = page.getByRole("form", { name: "Change time" });
      // The browser runs in UTC, so an ISO time is its local time too.
      const later = new Date(Date.parse(giveaway.scheduled_at) + 86_400_000);
      later.setUTCSeconds(0, 0);
      await form.getByLabel("Post at").fill(later.toISOString().slice(0, 16));
      await form.getByRole("button", { name: "Save" }).click();
      await gone(form);
      await eventually(async () => {
        const now = await asMember<ApiScheduled>(
          "alice",
          `/api/v1/scheduled_statuses/${giveaway.id}`,
        );
        expect(Date.parse(now.scheduled_at)).toBe(later.getTime());
      });

      // Edit: scheduled anew with the new text, the old one gone.
      await lettuce.getByRole("button", { name: "Edit" }).click();
      const dialog = await visible(
        page.getByRole("dialog", { name: "Edit scheduled post" }),
      );
      const box = dialog.getByRole("textbox", { name: "Post text" });
      await box.press("End");
      await box.pressSequentially(" And the broad beans.");
      await e2e.look(page, `${family}-scheduled-edit`);
      await dialog.getByRole("button", { name: "Schedule" }).last().click();
      await gone(dialog);
      await visible(
        list.getByRole("article").filter({ hasText: "broad beans" }),
      );
      await eventually(async () => {
        const now = await asMember<ApiScheduled[]>(
          "alice",
          "/api/v1/scheduled_statuses",
        );
        const texts = now.map((s) => s.params.text);
        expect(texts.filter((t) => t.includes("winter lettuce"))).toEqual([
          expect.stringContaining("broad beans"),
        ]);
      });

      // Delete, after asking.
      await courgette.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await gone(courgette);
      await eventually(async () => {
        const now = await asMember<ApiScheduled[]>(
          "alice",
          "/api/v1/scheduled_statuses",
        );
        expect(now.map((s) => s.id)).not.toContain(giveaway.id);
      });
      expect(e2e.pageErrors(page)).toEqual([]);
    });
  });
});
