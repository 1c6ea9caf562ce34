import type { Page } from "playwright-core";
import {
  BASE_PATH,
  describeInBrowser,
  setupE2E,
  type E2E,
} from "./support/harness";
import { openAs } from "./support/member";
import { appPath, eventually, gone, visible } from "./support/page";

/*
 * Groups (issue 19) on both APIs: the Truth Social-style `/api/v1/groups`
 * of a Pleroma server with the `groups` feature (roles changed and members
 * removed by the group's admins), and Pixelfed's `/api/v0/groups` (no role
 * changes: its admins block). Bob joins Harbour Cooks (public, Maren's),
 * posts to it and sees the post in its timeline; Maren acts on members;
 * Bob leaves.
 */

/** Looks once the lazily loaded parts (icons, panels, tools) are in. */
async function look(e2e: E2E, page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator("header svg").first().waitFor({ state: "attached" });
  await e2e.look(page, name);
}

const memberRow = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Members" })
    .getByRole("listitem")
    .filter({ hasText: name });

const FLAVOURS = [
  { family: "pleroma", moderation: true },
  { family: "pixelfed", moderation: false },
] as const;

for (const { family, moderation } of FLAVOURS) {
  describeInBrowser(`groups (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    it("finds and joins a group, posts to it, sees the post there, leaves", async () => {
      const bob = await openAs(e2e, "bob", "/groups");
      await visible(bob.getByRole("heading", { name: "Your groups" }));
      await bob.getByRole("searchbox", { name: "Find groups" }).fill("Harbour");
      await bob
        .getByRole("search", { name: "Find groups" })
        .getByRole("button", { name: "Find groups" })
        .click();
      await bob.getByRole("link", { name: /Harbour Cooks/ }).click();
      const main = bob.getByRole("main");
      await visible(
        main.getByRole("heading", { level: 1, name: "Harbour Cooks" }),
      );
      await main.getByRole("button", { name: "Join" }).click();
      await visible(main.getByRole("button", { name: "Leave" }));
      await visible(main.getByText("Spare oven at the bakery").first());
      await look(e2e, bob, `group-${family}`);
      await main.getByRole("button", { name: "Post to group" }).click();
      const dialog = bob.getByRole("dialog");
      await visible(dialog.getByText("Posting to Harbour Cooks"));
      const text = `Bob brings a pie ${String(Date.now())}`;
      const box = dialog.getByRole("textbox", { name: "Post text" });
      await eventually(async () => {
        await expect(
          box.evaluate((el) => el === document.activeElement),
        ).resolves.toBe(true);
      });
      await box.fill(text);
      await dialog.getByRole("button", { name: "Post", exact: true }).click();
      await gone(dialog);
      await visible(main.getByRole("article").filter({ hasText: text }));
      await bob.reload();
      await visible(main.getByRole("article").filter({ hasText: text }));

      await main.getByRole("button", { name: "Leave" }).click();
      await visible(main.getByRole("button", { name: "Join" }));
      await bob.goto(e2e.url("/groups"));
      await visible(bob.getByRole("heading", { name: "Your groups" }));
      await expect(
        bob
          .getByRole("list", { name: "Your groups" })
          .getByText("Harbour Cooks")
          .count(),
      ).resolves.toBe(0);
      expect(e2e.pageErrors(bob)).toEqual([]);
    });

    it("lets the group's owner act on its members", async () => {
      const maren = await openAs(e2e, "maren", "/groups");
      await maren.getByRole("link", { name: /Harbour Cooks/ }).click();
      await visible(
        maren.getByRole("heading", { level: 1, name: "Harbour Cooks" }),
      );
      await maren
        .getByRole("navigation", { name: "Group sections" })
        .getByRole("link", { name: "Members", exact: true })
        .click();
      const sam = await visible(memberRow(maren, "Sam"));
      expect(appPath(maren, BASE_PATH)).toMatch(/^\/groups\/[^/]+\/members$/);
      await visible(memberRow(maren, "Alice").getByText("Admin"));
      await look(e2e, maren, `group-members-${family}`);
      if (moderation) {
        await sam.getByRole("button", { name: "Make admin" }).click();
        await visible(sam.getByRole("button", { name: "Remove admin" }));
        await visible(sam.getByText("Admin"));
        const chen = memberRow(maren, "Chen");
        await chen.getByRole("button", { name: "Remove" }).click();
        await gone(chen);
      } else {
        await expect(
          maren.getByRole("button", { name: "Make admin" }).count(),
        ).resolves.toBe(0);
      }
      await sam.getByRole("button", { name: "Block" }).click();
      const dialog = await visible(maren.getByRole("dialog"));
      await dialog.getByRole("button", { name: "Block" }).click();
      await gone(memberRow(maren, "Sam"));
      await maren.reload();
      await visible(memberRow(maren, "Alice"));
      await expect(memberRow(maren, "Sam").count()).resolves.toBe(0);
      if (moderation)
        await expect(memberRow(maren, "Chen").count()).resolves.toBe(0);
      expect(e2e.pageErrors(maren)).toEqual([]);
    });
  });
}
