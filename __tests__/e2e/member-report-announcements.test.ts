import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";

/*
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

const FAMILIES = [
  { family: "mastodon", reactions: true },
  { family: "pleroma", reactions: false },
] as const;

describe.each(FAMILIES)("$family", ({ family, reactions }) => {
  describeInBrowser(`member reports and announcements (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    async function openAs(username: string, route: string): Promise<Page> {
      const token = await e2e.server.tokenFor(username);
      const key = `potluck:token:${e2e.server.url}`;
      return e2e.open(route, {
        prepare: (page) =>
          page.addInitScript(
            ([k, t]) => {
              window.localStorage.setItem(k, t);
            },
            [key, token] as const,
          ),
      });
    }

    async function api<T>(
      username: string,
      path: string,
      init: { method?: string; body?: object } = {},
    ): Promise<T> {
      const token = await e2e.server.tokenFor(username);
      const res = await e2e.server.api<T>(path, {
        method: init.method ?? "GET",
        token,
        ...(init.body
          ? {
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(init.body),
            }
          : {}),
      });
      expect(res.status).toBeLessThan(300);
      return res.body;
    }

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
      const page = await openAs("alice", "/home");
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
  });
});
