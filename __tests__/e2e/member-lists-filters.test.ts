import type { Locator, Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { apiAs, openAs, type ApiAsInit } from "./support/member";

/*
 * Lists and filters (issue 17) on a Mastodon-style server (v2 filters with
 * titles and several keywords each, favourite and exclusive lists) and a
 * Pleroma-style one (v1 filters: one keyword each, named by it; lists of
 * anyone). Alice makes, fills, renames and deletes a list and reads one live;
 * she makes, edits and deletes a filter; and, the filter test of the issue,
 * posts streamed into her live home and a live list that match her hide
 * filter never show, one matching a warn filter folds, and a change to the
 * filter made elsewhere applies at once, without a reload.
 */

interface ApiList {
  id: string;
  title: string;
}

interface ApiFilter {
  id: string;
  title: string;
  filter_action?: string;
}

interface ApiV1Filter {
  id: string;
  phrase: string;
  irreversible: boolean;
}

const FAMILIES = [
  {
    family: "mastodon",
    /** The warn filter's title as folded posts show it. */
    warnTitle: "Harbour works",
    hideTitle: "Kitchen gadgets",
  },
  { family: "pleroma", warnTitle: "terrace", hideTitle: "kettle" },
] as const;

describe.each(FAMILIES)("$family", ({ family, warnTitle, hideTitle }) => {
  describeInBrowser(`member lists and filters (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    const asAlice = <T>(path: string, init?: ApiAsInit) =>
      apiAs<T>(e2e, "alice", path, init);

    const listId = async (title: string) => {
      const lists = await asAlice<ApiList[]>("/api/v1/lists");
      const found = lists.find((l) => l.title === title);
      if (!found) throw new Error(`no list ${title}`);
      return found.id;
    };

    const postIn = (page: Page, feed: string, text: string): Locator =>
      page
        .getByRole("feed", { name: feed })
        .getByRole("article")
        .filter({ hasText: text });

    /**
     * Records, from now on, whether any text containing `needle` is ever in
     * the page (a post shown for a moment and then hidden counts).
     */
    async function watchFor(page: Page, needle: string): Promise<void> {
      await page.evaluate((text) => {
        const seen = { hit: false };
        Object.assign(window, { potluckSeen: seen });
        new MutationObserver(() => {
          if (document.body.textContent.includes(text)) seen.hit = true;
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      }, needle);
    }

    const everSeen = (page: Page) =>
      page.evaluate(
        () =>
          (window as unknown as { potluckSeen: { hit: boolean } }).potluckSeen
            .hit,
      );

    /** Looks once the lazily loaded parts (icons, panels, tools) are in. */
    async function look(page: Page, name: string): Promise<void> {
      await page.waitForLoadState("networkidle");
      // The icon inliner loads after the first paint: its first icon is in.
      // (By CSS: an open dialog hides the top bar from the accessibility tree.)
      await page.locator("header svg").first().waitFor({ state: "attached" });
      await e2e.look(page, name);
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("makes a list, fills it by search, reads it live, renames and deletes it", async () => {
      const page = await openAs(e2e, "alice", "/lists");
      const lists = await visible(page.getByRole("list", { name: "Lists" }));
      await visible(lists.getByRole("link", { name: "Allotment people" }));
      await look(page, `${family}-lists`);

      await page.getByLabel("Title of a new list").fill("Neighbours");
      await page.getByRole("button", { name: "Create list" }).click();
      await lists.getByRole("link", { name: "Neighbours" }).click();
      await visible(page.getByRole("heading", { name: "Neighbours" }));

      // Members: found by search (on Mastodon among the people Alice follows).
      await page.getByRole("button", { name: "Members" }).click();
      const panel = page.getByRole("region", { name: "Members" });
      await panel.getByLabel("Search for people to add").fill("yuki");
      const found = panel.getByRole("listitem").filter({ hasText: "@yuki" });
      await (await visible(found)).getByRole("button", { name: "Add" }).click();
      const members = panel.getByRole("list", { name: "Members" });
      await visible(members.getByText("@yuki"));
      const id = await listId("Neighbours");
      await eventually(async () => {
        const accounts = await asAlice<{ acct: string }[]>(
          `/api/v1/lists/${id}/accounts`,
        );
        expect(accounts.map((a) => a.acct)).toEqual(["yuki@hoshi.example"]);
      });
      await look(page, `${family}-list-members`);

      // The list's timeline is live: a member's new post arrives.
      await waitForStream(e2e.server, `list:${id}`);
      const text = `Yuki's kites over the common ${String(Date.now())}`;
      await e2e.server.control("publish", { account: "yuki", text });
      await visible(postIn(page, "Neighbours", text));

      await members
        .getByRole("listitem")
        .filter({ hasText: "@yuki" })
        .getByRole("button", { name: "Remove" })
        .click();
      await gone(members.getByText("@yuki"));
      await eventually(async () => {
        const accounts = await asAlice<unknown[]>(
          `/api/v1/lists/${id}/accounts`,
        );
        expect(accounts).toEqual([]);
      });

      await page.getByRole("button", { name: "Edit" }).click();
      const edit = await visible(
        page.getByRole("dialog", { name: "Edit list" }),
      );
      await edit.getByLabel("Title").fill("Street neighbours");
      if (family === "mastodon") {
        await edit.getByLabel("Show replies to").selectOption("none");
        await edit.getByLabel("Hide these members' posts from home").check();
      }
      await look(page, `${family}-list-edit`);
      await edit.getByRole("button", { name: "Save" }).click();
      await visible(page.getByRole("heading", { name: "Street neighbours" }));
      const saved = await asAlice<{
        title: string;
        replies_policy: string;
        exclusive: boolean;
      }>(`/api/v1/lists/${id}`);
      expect(saved.title).toBe("Street neighbours");
      if (family === "mastodon") {
        expect(saved).toMatchObject({
          replies_policy: "none",
          exclusive: true,
        });
      }

      await page.getByRole("button", { name: "Delete list" }).click();
      const confirm = await visible(
        page.getByRole("dialog", { name: "Delete list" }),
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await visible(page.getByRole("list", { name: "Lists" }));
      await gone(page.getByRole("link", { name: "Street neighbours" }));
      await eventually(async () => {
        const left = await asAlice<ApiList[]>("/api/v1/lists");
        expect(left.map((l) => l.title)).not.toContain("Street neighbours");
      });
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("makes, edits and deletes a filter", async () => {
      const page = await openAs(e2e, "alice", "/filters");
      const rows = await visible(page.getByRole("list", { name: "Filters" }));
      await visible(rows.getByRole("heading", { name: warnTitle }));
      await look(page, `${family}-filters`);

      await page.getByRole("button", { name: "New filter" }).click();
      const dialog = await visible(
        page.getByRole("dialog", { name: "New filter" }),
      );
      if (family === "mastodon") {
        await dialog.getByLabel("Title", { exact: true }).fill("Weather");
        await dialog.getByRole("textbox", { name: "Keywords" }).fill("drizzle");
        await dialog.getByRole("button", { name: "Add keyword" }).click();
        await dialog
          .getByRole("textbox", { name: "Keywords" })
          .nth(1)
          .fill("fog");
        await dialog.getByLabel("Blur media").check();
      } else {
        await dialog.getByRole("textbox", { name: "Keywords" }).fill("drizzle");
        await dialog.getByLabel("Hide completely").check();
      }
      await dialog.getByLabel("Expires").selectOption({ label: "1 day" });
      await look(page, `${family}-filter-editor`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await gone(dialog);
      const name = family === "mastodon" ? "Weather" : "drizzle";
      const row = rows.getByRole("listitem").filter({
        has: page.getByRole("heading", { name, exact: true }),
      });
      await visible(row);
      await visible(
        row.getByText(family === "mastodon" ? "Blur media" : "Hide completely"),
      );

      await row.getByRole("button", { name: "Edit filter" }).click();
      const editing = await visible(
        page.getByRole("dialog", { name: "Edit filter" }),
      );
      await editing.getByLabel("Profiles").check();
      await editing.getByLabel("Hide behind a warning").check();
      await editing.getByRole("button", { name: "Save" }).click();
      await gone(editing);
      await visible(row.getByText("Hide behind a warning"));
      await visible(row.getByText(/Profiles/));

      await row.getByRole("button", { name: "Delete filter" }).click();
      await (
        await visible(page.getByRole("dialog", { name: "Delete filter" }))
      )
        .getByRole("button", { name: "Delete" })
        .click();
      await gone(row);
      await eventually(async () => {
        const path =
          family === "mastodon" ? "/api/v2/filters" : "/api/v1/filters";
        const left = await asAlice<(ApiFilter | ApiV1Filter)[]>(path);
        expect(
          left.map((f) => ("title" in f ? f.title : f.phrase)),
        ).not.toContain(name);
      });
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("a profile's menu, the sidebar, favourite lists, Filter this post, and filters on profiles, hashtags, threads and notifications", async () => {
      const stamp = String(Date.now());
      const publish = (text: string, replyTo?: string) =>
        e2e.server.control<{ id: string }>("publish", {
          account: "lena",
          text,
          ...(replyTo ? { reply_to: replyTo } : {}),
        });
      const plain = `Beans are climbing ${stamp} #gardening`;
      const root = await publish(plain);
      await publish(`Tea on the terrace ${stamp} #gardening`, root.id);
      await publish(`The new kettle whistles ${stamp} #gardening`, root.id);
      await publish(`@alice the kettle is on ${stamp}`);
      await publish(`@alice beans for you ${stamp}`);

      // On her profile, a hashtag and the thread: the kettle never shows,
      // the terrace folds behind its filter's title.
      const lena = "lena@kueche.example";
      const page = await openAs(e2e, "alice", `/@${lena}`);
      const check = async (feed: Locator) => {
        await visible(feed.getByRole("article").filter({ hasText: plain }));
        await visible(feed.getByText(`Filtered: ${warnTitle}`));
        expect(
          await feed.getByText(`Tea on the terrace ${stamp}`).count(),
        ).toBe(0);
        expect(await feed.getByText(`kettle whistles ${stamp}`).count()).toBe(
          0,
        );
      };
      await check(page.getByRole("main"));
      await look(page, `${family}-profile-filtered`);

      // The profile's menu puts Lena in a list and takes her off.
      const harbour = await listId("Harbour news");
      const members = () =>
        asAlice<{ acct: string }[]>(`/api/v1/lists/${harbour}/accounts`);
      await page.getByRole("button", { name: `More for @${lena}` }).click();
      await page
        .getByRole("button", { name: "Add to or remove from lists" })
        .click();
      const dialog = await visible(
        page.getByRole("dialog", { name: `Lists with @${lena}` }),
      );
      await dialog.getByRole("checkbox", { name: "Harbour news" }).check();
      await eventually(async () => {
        expect((await members()).map((a) => a.acct)).toContain(lena);
      });
      await look(page, `${family}-profile-lists`);
      await dialog.getByRole("checkbox", { name: "Harbour news" }).uncheck();
      await eventually(async () => {
        expect((await members()).map((a) => a.acct)).not.toContain(lena);
      });
      await dialog.getByRole("button", { name: "Close" }).click();

      await page.goto(e2e.url("/tags/gardening"));
      await check(page.getByRole("main"));
      await page.goto(e2e.url(`/@${lena}/posts/${root.id}`));
      await check(page.getByRole("main"));

      // Notifications: the kettle mention is hidden there too.
      await page.goto(e2e.url("/notifications"));
      const list = page.getByRole("list", { name: "Notifications" });
      await visible(list.getByText(`beans for you ${stamp}`));
      expect(await list.getByText(`the kettle is on ${stamp}`).count()).toBe(0);

      // The sidebar's lists open a list.
      await page
        .getByRole("complementary")
        .getByRole("link", { name: "Allotment people" })
        .click();
      await visible(page.getByRole("heading", { name: "Allotment people" }));

      if (family === "mastodon") {
        // A favourite list comes first.
        await page.goto(e2e.url("/lists"));
        const lists = await visible(page.getByRole("list", { name: "Lists" }));
        const allotment = lists
          .getByRole("listitem")
          .filter({ hasText: "Allotment people" });
        await allotment.getByRole("button", { name: "Favourite list" }).click();
        await eventually(async () => {
          const titles = await lists.getByRole("link").allInnerTexts();
          expect(titles.slice(0, 2).sort()).toEqual([
            "Allotment people",
            "Harbour news",
          ]);
        });

        // "Filter this post" puts a post into a hide filter: it goes.
        await page.goto(e2e.url(`/@${lena}`));
        const post = page
          .getByRole("main")
          .getByRole("article")
          .filter({ hasText: plain });
        await post.getByRole("button", { name: "More" }).click();
        await page.getByRole("button", { name: "Filter this post" }).click();
        const filterDialog = await visible(
          page.getByRole("dialog", { name: "Filter this post" }),
        );
        await filterDialog.getByRole("radio", { name: hideTitle }).check();
        await filterDialog
          .getByRole("button", { name: "Filter this post" })
          .click();
        await gone(post);
        const filters =
          await asAlice<(ApiFilter & { statuses: { status_id: string }[] })[]>(
            "/api/v2/filters",
          );
        expect(
          filters
            .find((f) => f.title === hideTitle)
            ?.statuses.map((x) => x.status_id),
        ).toContain(root.id);
      }
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("streamed posts: the hidden never show, the warned fold, an edit elsewhere applies live", async () => {
      const listIdOf = await listId("Allotment people");
      const home = await openAs(e2e, "alice", "/home");
      const list = await openAs(e2e, "alice", `/lists/${listIdOf}`);
      await visible(home.getByRole("feed", { name: "Home" }));
      await visible(list.getByRole("feed", { name: "Allotment people" }));
      await waitForStream(e2e.server, "user");
      await waitForStream(e2e.server, `list:${listIdOf}`);

      const stamp = String(Date.now());
      const hidden = `The new kettle whistles ${stamp}`;
      const warned = `Tea on the terrace at four ${stamp}`;
      const plain = `Beans are climbing ${stamp}`;
      for (const page of [home, list]) {
        await watchFor(page, hidden);
        await page.evaluate(() => Object.assign(window, { potluckMark: true }));
      }
      // Lena is followed by Alice and in her "Allotment people".
      for (const text of [hidden, warned, plain])
        await e2e.server.control("publish", { account: "lena", text });

      for (const [page, feed] of [
        [home, "Home"],
        [list, "Allotment people"],
      ] as const) {
        await visible(postIn(page, feed, plain));
        await visible(postIn(page, feed, `Filtered: ${warnTitle}`));
        expect(await postIn(page, feed, warned).count()).toBe(0);
        expect(await everSeen(page)).toBe(false);
      }
      await look(home, `${family}-home-filtered`);

      // The folded post opens on request.
      await postIn(list, "Allotment people", `Filtered: ${warnTitle}`)
        .getByRole("button", { name: "Show anyway" })
        .click();
      await visible(postIn(list, "Allotment people", warned));

      // Elsewhere (the API), the warn filter becomes a hide filter: both
      // pages hear filters_changed and the post goes, without a reload.
      if (family === "mastodon") {
        const filters = await asAlice<ApiFilter[]>("/api/v2/filters");
        const harbour = filters.find((f) => f.title === warnTitle);
        await asAlice(`/api/v2/filters/${String(harbour?.id)}`, {
          method: "PUT",
          body: { filter_action: "hide" },
        });
      } else {
        const filters = await asAlice<ApiV1Filter[]>("/api/v1/filters");
        const terrace = filters.find((f) => f.phrase === warnTitle);
        await asAlice(`/api/v1/filters/${String(terrace?.id)}`, {
          method: "PUT",
          body: { irreversible: true },
        });
      }
      for (const [page, feed] of [
        [home, "Home"],
        [list, "Allotment people"],
      ] as const) {
        await gone(postIn(page, feed, `Filtered: ${warnTitle}`));
        await gone(postIn(page, feed, warned));
        await visible(postIn(page, feed, plain));
        expect(
          await page.evaluate(
            () => (window as { potluckMark?: boolean }).potluckMark === true,
          ),
        ).toBe(true);
      }

      // And the hide filter deleted elsewhere: the kettle post comes back.
      if (family === "mastodon") {
        const filters = await asAlice<ApiFilter[]>("/api/v2/filters");
        const kitchen = filters.find((f) => f.title === hideTitle);
        await asAlice(`/api/v2/filters/${String(kitchen?.id)}`, {
          method: "DELETE",
        });
      } else {
        const filters = await asAlice<ApiV1Filter[]>("/api/v1/filters");
        const kettle = filters.find((f) => f.phrase === hideTitle);
        await asAlice(`/api/v1/filters/${String(kettle?.id)}`, {
          method: "DELETE",
        });
      }
      await visible(postIn(home, "Home", hidden));
      expect(e2e.pageErrors(home)).toEqual([]);
      expect(e2e.pageErrors(list)).toEqual([]);
    });
  });
});
