import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible } from "./support/page";
import { demoRoutes } from "./support/routes";
import { openAs } from "./support/member";

/*
 * Issue 17's status hover card: on a notification's post excerpt, on a
 * reply line's link (by keyboard too) and on a link in a post's text to a
 * post of the server, on desktop (phones never show it). And its
 * notification calls on a Mastodon-style server (grouped by the
 * server, which counts the unread ones) and a Pleroma-style one (grouped
 * here, counted by the markers): Alice dismisses a row and clears the rest
 * after a confirmation, and the server agrees. The badge shows the server's
 * count where it has one.
 */

const FAMILIES = [
  { family: "mastodon", countsUnread: true },
  { family: "pleroma", countsUnread: false },
] as const;

describe.each(FAMILIES)("$family", ({ family, countsUnread }) => {
  describeInBrowser(`member hover cards and notifications (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    async function asAlice<T>(path: string): Promise<T> {
      const token = await e2e.server.tokenFor("alice");
      const res = await e2e.server.api<T>(path, { token });
      expect(res.status).toBe(200);
      return res.body;
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("hover cards show posts from excerpts, reply lines and links in text", async () => {
      const routes = await demoRoutes(e2e.server);
      const postId = routes.ids.statuses["alice-latest"] ?? "";
      const post = await asAlice<{ url: string; content: string }>(
        `/api/v1/statuses/${postId}`,
      );
      // A few words of the post, as its card shows them.
      const words = post.content
        .replace(/<[^>]+>/g, " ")
        .trim()
        .split(/\s+/)
        .slice(0, 4)
        .join(" ");
      await e2e.server.control("publish", {
        account: "lena",
        text: `@alice this one made my day ${post.url}`,
      });

      const page = await openAs(e2e, "alice", "/notifications");
      const card = page.locator("[data-floating-ui-portal]");
      const list = page.getByRole("list", { name: "Notifications" });
      const likes = list.getByRole("article", {
        name: /and 2 others liked your post$/,
      });
      await visible(likes);
      // The excerpt of the liked post, the row's last link.
      const excerpt = likes.getByRole("link").last();
      const start = (await excerpt.innerText()).slice(0, 20);
      await excerpt.hover();
      await visible(card.getByText(start));
      await e2e.look(page, `${family}-hover-excerpt`, { desktopOnly: true });
      await page.mouse.move(0, 0);
      await gone(card);

      // The link in Lena's text, to Alice's post.
      const mention = list.getByRole("listitem").filter({
        hasText: "this one made my day",
      });
      await mention.locator(`a[href="${post.url}"]`).hover();
      await visible(card.getByText(words));
      await page.mouse.move(0, 0);
      await gone(card);

      // By keyboard: the reply line's link opens it, Escape closes it.
      const replyLink = list
        .getByText(/^Replying to/)
        .first()
        .getByRole("link");
      await page.keyboard.press("Shift");
      await replyLink.focus();
      await visible(card.getByRole("link").first());
      await page.keyboard.press("Escape");
      await gone(card);
      expect(
        await replyLink.evaluate((link) => link === document.activeElement),
      ).toBe(true);
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("the badge counts; Alice dismisses one notification, then clears them all", async () => {
      const asked: string[] = [];
      const home = await openAs(e2e, "alice", "/home");
      home.on("request", (request) => {
        if (request.url().includes("/unread_count")) asked.push(request.url());
      });
      const badge = home.getByRole("link", {
        name: /^Notifications, \d+ unread$/,
      });
      await visible(badge);
      if (countsUnread) {
        const { count } = await asAlice<{ count: number }>(
          "/api/v2/notifications/unread_count",
        );
        await visible(
          home.getByRole("link", { name: `Notifications, ${count} unread` }),
        );
      }
      await home.reload();
      await visible(badge);
      expect(asked.length > 0).toBe(countsUnread);

      const page = await openAs(e2e, "alice", "/notifications");
      const list = page.getByRole("list", { name: "Notifications" });
      const likes = list.getByRole("listitem").filter({
        has: page.getByRole("article", {
          name: /and 2 others liked your post$/,
        }),
      });
      await visible(likes);
      const likesPath = "/api/v1/notifications?types[]=favourite&limit=30";
      const before = (await asAlice<unknown[]>(likesPath)).length;
      await likes.getByRole("button", { name: "Dismiss notification" }).click();
      await gone(likes);
      // The three likes are gone on the server too.
      await eventually(async () => {
        const after = await asAlice<unknown[]>(likesPath);
        expect(after.length).toBe(before - 3);
      });
      await e2e.look(page, `${family}-notifications-dismissed`);

      await page.getByRole("button", { name: "Clear all" }).click();
      const dialog = page.getByRole("dialog", {
        name: "Clear all notifications?",
      });
      await visible(dialog);
      await e2e.look(page, `${family}-notifications-clear`);
      await dialog.getByRole("button", { name: "Clear all" }).click();
      await visible(page.getByText(/No notifications yet/));
      await eventually(async () => {
        expect(await asAlice<unknown[]>("/api/v1/notifications")).toEqual([]);
      });
      await page.reload();
      await visible(page.getByText(/No notifications yet/));
      expect(e2e.pageErrors(page)).toEqual([]);
      expect(e2e.pageErrors(home)).toEqual([]);
    });
  });
});
