import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * The member's notification settings (issue 18), `/settings/notifications`,
 * on three families, each with its own part: Mastodon's notification policy
 * (v2, then the v1 booleans of a Mastodon 4.3 without API versions), Pleroma's
 * notification settings, and GoToSocial's default interaction policies with
 * their reset. Each change is checked on the server and after a reload, and
 * each screen is looked at in the light and the dark theme.
 */

const FAMILIES = ["mastodon", "pleroma", "gotosocial"] as const;

describe.each(FAMILIES)("%s", (family) => {
  describeInBrowser(`member notification settings (${family})`, () => {
    const e2e = setupE2E(["--family", family]);
    let alice = "";

    async function open(route: string): Promise<Page> {
      alice = await e2e.server.tokenFor("alice");
      return openAs(e2e, "alice", route);
    }

    // The caller names the shape of the reply it expects.
    const read = async <T>(path: string): Promise<T> =>
      (await e2e.server.api<T>(path, { token: alice })).body;

    /** Light, then dark (the theme follows the system's by default). */
    async function lookBoth(page: Page, name: string): Promise<void> {
      await page.waitForLoadState("networkidle");
      await page.locator("header svg").first().waitFor({ state: "attached" });
      await e2e.look(page, `${family}-${name}-light`, { fullPage: true });
      const background = () =>
        page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await background();
      await page.emulateMedia({ colorScheme: "dark" });
      await eventually(async () => {
        expect(await background()).not.toBe(light);
      });
      await e2e.look(page, `${family}-${name}-dark`, { fullPage: true });
      await page.emulateMedia({ colorScheme: "light" });
    }

    const saved = (page: Page) =>
      visible(page.getByRole("status").filter({ hasText: "Saved." }));

    beforeEach(async () => {
      await e2e.server.control("reset", {});
      await e2e.server.control("family", { family });
    });

    if (family === "mastodon") {
      test("the policy: a case set to ignore is kept by the server; the v1 booleans where only they exist", async () => {
        const page = await open("/notifications");
        // The notifications column links here.
        await page.getByRole("link", { name: "Filter settings" }).click();
        await page.waitForURL(/\/settings\/notifications$/);
        const form = page.getByRole("region", { name: "Filter settings" });
        await visible(form);
        await visible(
          page
            .getByRole("navigation", { name: "Settings" })
            .getByRole("link", { name: "Notifications" }),
        );
        await form.getByLabel("New accounts").selectOption("drop");
        await form.getByRole("button", { name: "Save" }).click();
        await saved(page);
        expect(
          await read<{ for_new_accounts: string }>(
            "/api/v2/notifications/policy",
          ),
        ).toMatchObject({ for_new_accounts: "drop" });
        await page.reload();
        await visible(form);
        expect(await form.getByLabel("New accounts").inputValue()).toBe("drop");
        await lookBoth(page, "policy");

        // A Mastodon 4.3 that advertises no API version has the v1 policy only.
        await e2e.server.control("family", {
          family: "mastodon",
          version: "4.3.0",
          api_versions: {},
        });
        await page.reload();
        await visible(form);
        await visible(form.getByLabel("People you don't follow"));
        expect(await form.getByLabel("New accounts").inputValue()).toBe(
          "filter",
        );
        expect(
          await form.getByLabel("Accounts limited by moderators").count(),
        ).toBe(0);
        expect(
          await form
            .getByLabel("People you don't follow")
            .locator("option")
            .allTextContents(),
        ).toEqual(["Show", "Filter"]);
        await form.getByLabel("People you don't follow").selectOption("filter");
        await form.getByRole("button", { name: "Save" }).click();
        await saved(page);
        expect(
          await read<{ filter_not_following: boolean }>(
            "/api/v1/notifications/policy",
          ),
        ).toMatchObject({ filter_not_following: true });
        await lookBoth(page, "policy-v1");
        expect(e2e.pageErrors(page)).toEqual([]);
      });
    }

    if (family === "pleroma") {
      test("blocking strangers' notifications is kept on the account", async () => {
        const page = await open("/settings/notifications");
        const form = page.getByRole("region", {
          name: "Notifications from strangers",
        });
        await visible(form);
        expect(
          await page.getByRole("region", { name: "Filter settings" }).count(),
        ).toBe(0);
        const block = form.getByLabel(
          "Block notifications from people you don't follow",
        );
        expect(await block.isChecked()).toBe(false);
        await block.check();
        await form.getByRole("button", { name: "Save" }).click();
        await saved(page);
        const me = await read<{
          pleroma?: { notification_settings?: Record<string, boolean> };
        }>("/api/v1/accounts/verify_credentials");
        expect(me.pleroma?.notification_settings).toMatchObject({
          block_from_strangers: true,
          hide_notification_contents: false,
        });
        await page.reload();
        await visible(form);
        await eventually(async () => {
          expect(await block.isChecked()).toBe(true);
        });
        await lookBoth(page, "strangers");
        expect(e2e.pageErrors(page)).toEqual([]);
      });
    }

    if (family === "gotosocial") {
      test("who may reply to public posts is saved, kept after a reload and reset to the server's defaults", async () => {
        const page = await open("/settings/notifications");
        const form = page.getByRole("region", {
          name: "Who can interact with your new posts",
        });
        await visible(form);
        const reply = form
          .getByRole("group", { name: "Public", exact: true })
          .getByLabel("Reply");
        expect(await reply.inputValue()).toBe("anyone");
        await reply.selectOption("followersApproval");
        await form.getByRole("button", { name: "Save" }).click();
        await saved(page);
        type Policies = Record<
          string,
          Record<string, { always: string[]; with_approval: string[] }>
        >;
        const path = "/api/v1/interaction_policies/defaults";
        expect((await read<Policies>(path)).public?.can_reply).toEqual({
          always: ["followers", "mentioned", "me"],
          with_approval: ["public"],
        });
        await page.reload();
        await visible(form);
        expect(await reply.inputValue()).toBe("followersApproval");
        expect(
          await form
            .getByRole("group", { name: "Followers only" })
            .getByLabel("Boost")
            .isDisabled(),
        ).toBe(true);
        await lookBoth(page, "interactions");

        await form.getByRole("button", { name: "Reset to defaults" }).click();
        await saved(page);
        expect(await reply.inputValue()).toBe("anyone");
        expect((await read<Policies>(path)).public?.can_reply).toEqual({
          always: ["public", "me"],
          with_approval: [],
        });
        expect(e2e.pageErrors(page)).toEqual([]);
      });
    }
  });
});
