import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { apiAs, openAs, type ApiAsInit } from "./support/member";

/*
 * Reporting: Alice reports one of Bob's posts with its reasons (a category
 * where the server has them, a rule), another of his posts and a comment,
 * blocks him from the confirmation, and the moderator's queue has it.
 * Announcements on a Mastodon-style server (with reactions) and a
 * Pleroma-style one (without): Alice reads them at the top of her home,
 * reacts and takes it back, marks one read, and sees one published, edited
 * and deleted live, without a reload.
 */

interface ApiAnnouncement {
  id: string;
  read: boolean;
  reactions: { name: string; count: number; me: boolean }[];
}

interface AdminReport {
  comment: string;
  category: string;
  rules: { id: string; text: string }[];
  statuses: unknown[];
  target_account: { username: string };
}

interface PleromaReport {
  content: string;
  statuses: unknown[];
  account: { username: string };
}

/** Mastodon takes categories; Pleroma 2.9 takes rules without them. */
const FAMILIES = [
  { family: "mastodon", reactions: true, categories: true },
  { family: "pleroma", reactions: false, categories: false },
] as const;

describe.each(FAMILIES)("$family", ({ family, reactions, categories }) => {
  describeInBrowser(`member reports and announcements (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    const api = <T>(username: string, path: string, init?: ApiAsInit) =>
      apiAs<T>(e2e, username, path, init);

    /** Looks once the lazily loaded parts (icons, panels, tools) are in. */
    async function look(page: Page, name: string): Promise<void> {
      await page.waitForLoadState("networkidle");
      await page.locator("header svg").first().waitFor({ state: "attached" });
      await e2e.look(page, name);
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("shows the announcements, reacts, marks read, and follows them live", async () => {
      const page = await openAs(e2e, "alice", "/home");
      const panel = await visible(
        page.getByRole("region", { name: "Announcements" }),
      );
      const toggle = panel.getByRole("button", { name: /^Announcements/ });
      await visible(panel.getByText("The Midsummer supper is on Saturday"));
      await visible(toggle.getByText("Unread: 2"));
      await visible(panel.getByText("1 of 2"));
      await look(page, `${family}-announcements`);

      if (reactions) {
        await panel.getByRole("button", { name: "React" }).click();
        await page.getByRole("button", { name: "☕" }).click();
        const mine = panel.getByRole("button", { name: "☕ 1" });
        await visible(mine);
        await eventually(async () => {
          const [first] = await api<ApiAnnouncement[]>(
            "alice",
            "/api/v1/announcements",
          );
          expect(first?.reactions).toContainEqual({
            name: "☕",
            count: 1,
            me: true,
          });
        });
        await look(page, `${family}-announcements-reacted`);
        await mine.click();
        await gone(mine);
        await eventually(async () => {
          const [first] = await api<ApiAnnouncement[]>(
            "alice",
            "/api/v1/announcements",
          );
          expect(first?.reactions.map((r) => r.name)).not.toContain("☕");
        });
      } else {
        await visible(panel.getByRole("button", { name: "🎻 1" }));
        expect(await panel.getByRole("button", { name: "React" }).count()).toBe(
          0,
        );
      }

      // Marked read, the next unread one shows.
      await panel.getByRole("button", { name: "Mark as read" }).click();
      await visible(panel.getByText("Welcome to the demo server!"));
      await visible(toggle.getByText("Unread: 1"));
      await eventually(async () => {
        const list = await api<ApiAnnouncement[]>(
          "alice",
          "/api/v1/announcements",
        );
        expect(list.map((a) => a.read)).toEqual([true, false]);
      });

      // Folded away, then one published live opens it on itself.
      await toggle.click();
      await gone(panel.getByText("Welcome to the demo server!"));
      await waitForStream(e2e.server, "user");
      const published = await e2e.server.control<{ id: string }>(
        "announcement",
        { text: "The harbour market moves to Sunday this week." },
      );
      await visible(panel.getByText("The harbour market moves to Sunday"));
      await visible(panel.getByText("1 of 3"));

      await e2e.server.control("announcement", {
        action: "edit",
        id: published.id,
        text: "The harbour market moves to Monday this week.",
      });
      await visible(panel.getByText("The harbour market moves to Monday"));
      await gone(panel.getByText("The harbour market moves to Sunday"));

      await e2e.server.control("announcement", {
        action: "delete",
        id: published.id,
      });
      await gone(panel.getByText("The harbour market moves to Monday"));
      await visible(panel.getByText("of 2"));
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("reports a post with its reasons, blocks from the confirmation, and the moderators have it", async () => {
      const page = await openAs(e2e, "alice", "/home");
      const post = await visible(
        page
          .getByRole("feed", { name: "Home" })
          .getByRole("article")
          .filter({ hasText: "New roll in the camera" }),
      );
      await post.getByRole("button", { name: "More" }).click();
      await page.getByRole("button", { name: "Report @bob" }).click();
      const dialog = await visible(
        page.getByRole("dialog", { name: "Report @bob" }),
      );
      if (categories) {
        await dialog.getByLabel("Rule violation").check();
      } else {
        expect(await dialog.getByLabel("Spam").count()).toBe(0);
      }
      await dialog.getByLabel(/^Be kind\./).check();
      const posts = dialog.getByRole("group", { name: "Posts to include" });
      const boxes = posts.getByRole("checkbox");
      await eventually(async () => {
        expect(await boxes.count()).toBeGreaterThan(1);
      });
      expect(await boxes.first().isChecked()).toBe(true);
      await boxes.nth(1).check();
      const comment = `Keeps posting the same thing (${family}).`;
      await dialog.getByLabel("Comment for the moderators").fill(comment);
      await look(page, `${family}-report`);

      await dialog.getByRole("button", { name: "Send report" }).click();
      await visible(
        dialog.getByText("Thank you. The moderators will look at your report."),
      );
      await look(page, `${family}-report-sent`);
      await dialog.getByRole("button", { name: "Block @bob" }).click();
      await visible(dialog.getByText("You blocked @bob."));
      await dialog.getByRole("button", { name: "Done" }).click();
      await gone(page.getByRole("dialog"));

      const bob = await api<{ id: string }>(
        "alice",
        "/api/v1/accounts/lookup?acct=bob",
      );
      const [relationship] = await api<{ blocking: boolean }[]>(
        "alice",
        `/api/v1/accounts/relationships?id[]=${bob.id}`,
      );
      expect(relationship?.blocking).toBe(true);

      // The moderator's queue has it, as filed.
      if (categories) {
        const queue = await api<AdminReport[]>("mod", "/api/v1/admin/reports");
        const filed = queue.find((r) => r.comment === comment);
        expect(filed?.category).toBe("violation");
        expect(filed?.rules.map((r) => r.text)).toEqual([
          "Be kind. Disagree with ideas, not with people.",
        ]);
        expect(filed?.statuses).toHaveLength(2);
        expect(filed?.target_account.username).toBe("bob");
      } else {
        const queue = await api<{ reports: PleromaReport[] }>(
          "mod",
          "/api/v1/pleroma/admin/reports?state=open",
        );
        const filed = queue.reports.find((r) => r.content === comment);
        expect(filed?.statuses).toHaveLength(2);
        expect(filed?.account.username).toBe("bob");
      }
      expect(e2e.pageErrors(page)).toEqual([]);
    });
  });
});
