import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * kmyblue circles (issue 19) switched on for a Mastodon-style and a
 * Pleroma-style server (the Fedibird capability `kmyblue_circle_history`):
 * Alice makes a circle, adds Chen by search and posts to it from the
 * composer's audience menu; Chen, a member, can read the post and Bob, who
 * is not, cannot; the post is in the circle's history with its circle
 * mark. Local-only posts are offered only where the family has them
 * (Pleroma), and Mastodon's composer does not offer them.
 */

interface ApiStatus {
  id: string;
  content: string;
  visibility: string;
}

const FAMILIES = [
  { family: "mastodon", localOnly: false },
  { family: "pleroma", localOnly: true },
] as const;

describe.each(FAMILIES)("$family", ({ family, localOnly }) => {
  describeInBrowser(`member circles (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    async function as<T>(username: string, path: string) {
      const token = await e2e.server.tokenFor(username);
      return e2e.server.api<T>(path, { method: "GET", token });
    }

    async function look(page: Page, name: string): Promise<void> {
      await page.waitForLoadState("networkidle");
      await page.locator("header svg").first().waitFor({ state: "attached" });
      await e2e.look(page, name);
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
      await e2e.server.control("extensions", { circles: true });
    });

    it("makes a circle, adds a member, posts to it: the member reads it, others cannot", async () => {
      const page = await openAs(e2e, "alice", "/");
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("link", { name: "Circles" }).click();
      const circles = await visible(
        page.getByRole("list", { name: "Circles" }),
      );
      await visible(circles.getByRole("link", { name: "Supper crew" }));
      await look(page, `${family}-circles`);

      await page.getByLabel("Title of a new circle").fill("Quiet table");
      await page.getByRole("button", { name: "Create circle" }).click();
      await circles.getByRole("link", { name: "Quiet table" }).click();
      await visible(page.getByRole("heading", { name: "Quiet table" }));
      const circleId = new URL(page.url()).pathname.split("/").pop() ?? "";

      const panel = page.getByRole("region", { name: "Members" });
      await panel.getByLabel("Search for people to add").fill("chen");
      const found = panel.getByRole("listitem").filter({ hasText: "@chen" });
      await (await visible(found)).getByRole("button", { name: "Add" }).click();
      await visible(
        panel.getByRole("list", { name: "Members" }).getByText("@chen"),
      );
      await eventually(async () => {
        const res = await as<{ acct: string }[]>(
          "alice",
          `/api/v1/circles/${circleId}/accounts`,
        );
        expect(res.body.map((a) => a.acct)).toEqual(["chen"]);
      });
      await look(page, `${family}-circle-members`);

      // Posting to the circle from the composer's audience menu.
      const text = `Soup at mine on Friday ${String(Date.now())}`;
      await page.goto(e2e.url("/compose"));
      const form = await visible(page.getByRole("form", { name: "New post" }));
      await form.getByRole("textbox", { name: "Post text" }).fill(text);
      const audience = form.getByRole("combobox", { name: "Audience" });
      await audience
        .locator("option", { hasText: "Circle" })
        .waitFor({ state: "attached" });
      expect(
        await audience.locator("option", { hasText: "Local only" }).count(),
      ).toBe(localOnly ? 1 : 0);
      await audience.selectOption("circle");
      await form
        .getByRole("combobox", { name: "Circle" })
        .selectOption({ label: "Quiet table" });
      await form.getByRole("button", { name: "Post" }).click();
      await visible(page.getByText("Your post is live."));

      let postId = "";
      await eventually(async () => {
        const res = await as<ApiStatus[]>(
          "alice",
          `/api/v1/circles/${circleId}/statuses`,
        );
        const post = res.body.find((s) => s.content.includes("Soup at mine"));
        expect(post).toBeDefined();
        postId = post?.id ?? "";
      });
      const chen = await as<ApiStatus>("chen", `/api/v1/statuses/${postId}`);
      expect(chen.status).toBe(200);
      const bob = await as<ApiStatus>("bob", `/api/v1/statuses/${postId}`);
      expect(bob.status).toBe(404);

      // The circle's history shows it, marked as a circle post.
      await page.goto(e2e.url(`/circles/${circleId}`));
      const post = await visible(
        page
          .getByRole("feed", { name: "Quiet table" })
          .getByRole("article")
          .filter({ hasText: text }),
      );
      await visible(post.getByRole("img", { name: "Circle" }));
      await look(page, `${family}-circle-history`);

      // Rename, then delete.
      await page.getByRole("button", { name: "Rename circle" }).click();
      const rename = await visible(
        page.getByRole("dialog", { name: "Rename circle" }),
      );
      await rename.getByLabel("Title").fill("Soup table");
      await rename.getByRole("button", { name: "Save" }).click();
      await visible(page.getByRole("heading", { name: "Soup table" }));
      await page.getByRole("button", { name: "Delete circle" }).click();
      const confirm = await visible(
        page.getByRole("dialog", { name: "Delete circle" }),
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await visible(page.getByRole("list", { name: "Circles" }));
      await gone(page.getByRole("link", { name: "Soup table" }));
      expect(e2e.pageErrors(page)).toEqual([]);
    });
  });
});
