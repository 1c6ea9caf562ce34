import type { Page } from "playwright-core";
import { describeInBrowser, PHONE, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { openAs } from "./support/member";

/*
 * The staff console's sections other than reports (issue 16), on the demo
 * server's Mastodon-style families (Mastodon, and GoToSocial for rules) and
 * its Pleroma-style one: sign-ups approved and rejected in place (by the
 * role that may), a sign-up arriving live, a domain block and an IP block
 * added and removed (Pleroma has no IP blocks), a rule edited, a moderator
 * who does not see what only admins may use, and a plain member who sees no
 * console.
 */

interface PendingAccount {
  id: string;
  username: string;
}

describeInBrowser("staff console sections", () => {
  const e2e = setupE2E();

  async function useFamily(family: "mastodon" | "gotosocial" | "pleroma") {
    await e2e.server.control("family", { family });
    await e2e.server.control("reset", {});
  }

  const row = (page: Page, list: string, name: string | RegExp) =>
    page
      .getByRole("list", { name: list })
      .getByRole("listitem", { name })
      .first();

  async function answerSignUps(page: Page) {
    const list = page.getByRole("list", { name: "Accounts" });
    await visible(list.getByRole("listitem"));
    const names = await list
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) => item.getAttribute("aria-label") ?? ""),
      );
    expect(names.length).toBeGreaterThanOrEqual(3);
    const [first = "", second = ""] = names;
    await row(page, "Accounts", first)
      .getByRole("button", { name: "Approve" })
      .click();
    await gone(row(page, "Accounts", first));
    await row(page, "Accounts", second)
      .getByRole("button", { name: "Reject" })
      .click();
    await gone(row(page, "Accounts", second));
    return names.slice(2);
  }

  /** Rewrites the first rule, and finds it so after a reload. */
  async function editFirstRule(page: Page, text: string) {
    const rules = page.getByRole("list", { name: "Rules" });
    const first = rules.getByRole("listitem").first();
    await first.getByRole("button", { name: "Edit" }).click();
    await first.getByLabel("Rule").fill(text);
    await first.getByRole("button", { name: "Save" }).click();
    await visible(rules.getByText(text));
    await page.reload();
    await visible(page.getByRole("list", { name: "Rules" }).getByText(text));
  }

  /** A plain member: `/admin` says it is for staff, and the account menu has no console. */
  async function memberSeesNoConsole() {
    const member = await openAs(e2e, "alice", "/admin");
    await visible(
      member.getByText(
        "The staff console is for the server's admins and moderators.",
      ),
    );
    await member.getByRole("button", { name: /Alice/ }).click();
    await visible(member.getByRole("link", { name: "Your profile" }));
    expect(
      await member.getByRole("link", { name: /Staff console/ }).count(),
    ).toBe(0);
  }

  async function signUpArrivesLive(page: Page, username: string) {
    await waitForStream(e2e.server, "user:notification");
    const added = await e2e.server.control<PendingAccount>("signup", {
      username,
      reason: "I bake bread and would love to share it here.",
    });
    expect(added.username).toBe(username);
    await visible(
      row(page, "Accounts", new RegExp(username, "i")).getByText(
        "I bake bread and would love to share it here.",
      ),
    );
  }

  describe("Mastodon-style", () => {
    beforeEach(() => useFamily("mastodon"));

    it("a moderator answers sign-ups in place, and a new one arrives live", async () => {
      const page = await openAs(e2e, "mod", "/admin/accounts?status=pending");
      await visible(page.getByRole("heading", { name: "Accounts", level: 1 }));
      const rest = await answerSignUps(page);
      // Two more approved together.
      const list = page.getByRole("list", { name: "Accounts" });
      for (const name of rest.slice(0, 2))
        await row(page, "Accounts", name)
          .getByRole("checkbox", { name: `Select ${name}` })
          .check();
      await page.getByRole("button", { name: "Approve selected (2)" }).click();
      await eventually(async () =>
        expect(await list.getByRole("listitem").count()).toBe(rest.length - 2),
      );
      await signUpArrivesLive(page, "breadwinner");
      await e2e.look(page, "admin-accounts-pending");
    });

    it("an admin blocks a domain and an IP range and lifts both", async () => {
      const page = await openAs(e2e, "maren", "/admin/domains");
      const form = page.getByRole("form", { name: "Blocked domains" });
      await form.getByLabel("Domain", { exact: true }).fill("crumbs.example");
      await form.getByLabel("Severity").selectOption({ label: "Limit" });
      await form.getByLabel("Public comment").fill("Floods of spam");
      await form.getByRole("button", { name: "Block" }).click();
      const block = row(page, "Blocked domains", "crumbs.example");
      await visible(block.getByText("Floods of spam"));
      await e2e.look(page, "admin-domains");
      await block.getByRole("button", { name: "Unblock" }).click();
      await gone(block);
      await page.reload();
      await visible(page.getByRole("list", { name: "Blocked domains" }));
      expect(
        await page.getByRole("listitem", { name: "crumbs.example" }).count(),
      ).toBe(0);

      await page.goto(e2e.url("/admin/ip_blocks"));
      const ipForm = page.getByRole("form", { name: "IP blocks" });
      await ipForm.getByLabel("IP address").fill("198.18.0.0/15");
      await ipForm.getByLabel("Comment").fill("Bot sign-ups from this range");
      await ipForm.getByRole("button", { name: "Block" }).click();
      const ip = row(page, "IP blocks", "198.18.0.0/15");
      await visible(ip.getByText("Bot sign-ups from this range"));
      // On a phone the sections' row scrolls to the one open.
      await page.setViewportSize(PHONE);
      const current = page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "IP blocks" });
      await eventually(async () => {
        const box = await current.boundingBox();
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0).toBe(true);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
          PHONE.width,
        );
      });
      await e2e.look(page, "admin-ip-blocks");
      await ip.getByRole("button", { name: "Unblock" }).click();
      await gone(ip);
    });

    it("an admin's dashboard draws the metrics; an account and the e-mail blocks", async () => {
      const page = await openAs(e2e, "maren", "/admin");
      await visible(page.getByRole("heading", { name: "Last 30 days" }));
      await visible(
        page.getByRole("img", {
          name: /^New members: \d+ in the last 30 days$/,
        }),
      );
      await e2e.look(page, "admin-dashboard", { fullPage: true });

      await page.goto(e2e.url("/admin/accounts?q=alice&by=username"));
      await row(page, "Accounts", /Alice/).getByRole("link").first().click();
      await visible(page.getByRole("button", { name: "Limit" }));
      await e2e.look(page, "admin-account");

      await page.goto(e2e.url("/admin/email_blocks"));
      const addresses = page.getByRole("form", {
        name: "Blocked e-mail addresses",
      });
      await addresses.getByLabel("E-mail").fill("someone@example.org");
      await addresses.getByRole("button", { name: "Test" }).click();
      await visible(
        page
          .getByRole("status")
          .getByText(/someone@example\.org is (not )?blocked\./),
      );
      await e2e.look(page, "admin-email-blocks");
    });

    it("a moderator sees no admin-only section", async () => {
      const page = await openAs(e2e, "mod", "/admin");
      const nav = page.getByRole("navigation", { name: "Staff console" });
      await visible(nav.getByRole("link", { name: "Accounts" }));
      for (const name of ["Federation", "IP blocks", "E-mail blocks"])
        expect(await nav.getByRole("link", { name }).count()).toBe(0);
      await e2e.look(page, "admin-dashboard-moderator");
    });

    it("an admin edits a rule on GoToSocial, Mastodon-style with rules", async () => {
      await useFamily("gotosocial");
      const page = await openAs(e2e, "maren", "/admin/rules");
      await editFirstRule(page, "Be kind to new bakers.");
      await e2e.look(page, "admin-rules");
    });
  });

  describe("Pleroma-style", () => {
    beforeEach(() => useFamily("pleroma"));

    it("an admin answers sign-ups the moderator cannot, and a new one arrives live", async () => {
      const page = await openAs(e2e, "maren", "/admin/accounts?status=pending");
      await answerSignUps(page);
      await signUpArrivesLive(page, "sourdough");
      await e2e.look(page, "admin-accounts-pending-pleroma");
    });

    it("an admin blocks a domain through the config and edits a rule", async () => {
      const page = await openAs(e2e, "maren", "/admin/domains");
      const form = page.getByRole("form", { name: "Blocked domains" });
      await form.getByLabel("Domain", { exact: true }).fill("crumbs.example");
      await form.getByLabel("Reject media files").check();
      await form.getByRole("button", { name: "Block" }).click();
      const block = row(page, "Blocked domains", "crumbs.example");
      await visible(block.getByText("Reject media files"));
      await e2e.look(page, "admin-domains-pleroma");
      await block.getByRole("button", { name: "Unblock" }).click();
      await gone(block);
      await page.reload();
      await visible(page.getByRole("list", { name: "Blocked domains" }));
      expect(
        await page.getByRole("listitem", { name: "crumbs.example" }).count(),
      ).toBe(0);
      // Pleroma has no IP blocks: the console offers none.
      const nav = page.getByRole("navigation", { name: "Staff console" });
      await visible(nav.getByRole("link", { name: "Federation" }));
      expect(await nav.getByRole("link", { name: "IP blocks" }).count()).toBe(
        0,
      );

      await page.goto(e2e.url("/admin/rules"));
      await editFirstRule(page, "Be kind to new bakers.");
      await e2e.look(page, "admin-rules-pleroma");
    });

    it("an admin's server sections: invites, relays, announcements, log, settings", async () => {
      const page = await openAs(e2e, "maren", "/admin/invites");
      const create = page.getByRole("form", { name: "Create invite" });
      await create.getByLabel("Uses allowed").fill("5");
      await create.getByRole("button", { name: "Create invite" }).click();
      await visible(page.getByText("Used: 0 of 5"));
      await e2e.look(page, "admin-invites");

      await page.goto(e2e.url("/admin/relays"));
      await visible(page.getByRole("list", { name: "Relays" }));
      await e2e.look(page, "admin-relays");

      await page.goto(e2e.url("/admin/announcements"));
      const announce = page.getByRole("form", { name: "Announcements" });
      await announce
        .getByLabel("Text")
        .fill("The bakery opens at nine tomorrow.");
      await announce.getByRole("button", { name: "Publish now" }).click();
      await visible(
        page
          .getByRole("list", { name: "Announcements" })
          .getByText("The bakery opens at nine tomorrow."),
      );
      await e2e.look(page, "admin-announcements");

      await page.goto(e2e.url("/admin/log"));
      await visible(page.getByText(/created announcement/));
      await e2e.look(page, "admin-log");

      await page.goto(e2e.url("/admin/config"));
      await visible(page.getByRole("form", { name: "Server settings" }));
      await e2e.look(page, "admin-config");
    });

    it("a moderator sees neither accounts nor admin-only sections; a member no console", async () => {
      const page = await openAs(e2e, "mod", "/admin");
      const nav = page.getByRole("navigation", { name: "Staff console" });
      await visible(nav.getByRole("link", { name: "Reports" }));
      for (const name of ["Accounts", "Federation", "Rules", "Server settings"])
        expect(await nav.getByRole("link", { name }).count()).toBe(0);
      await e2e.look(page, "admin-dashboard-moderator-pleroma");
      await memberSeesNoConsole();
    });
  });
});
