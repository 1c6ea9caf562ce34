import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import {
  appPath,
  eventually,
  gone,
  visible,
  waitForStream,
} from "./support/page";
import { openAs } from "./support/member";

/*
 * The staff console's shell and report queue (issue 16) on the demo
 * server's Mastodon-style family and its Pleroma-style one: a moderator
 * triages ten reports by keyboard (assign, warn, suspend with a note,
 * resolve, undo), a report filed meanwhile arrives live without moving the
 * open one, a plain member sees no console, and a moderator sees no
 * admin-only section.
 */

interface ServerReport {
  id: string;
  action_taken?: boolean;
  state?: string;
  assigned_account: { id: string; username?: string } | null;
  account: {
    id: string;
    username?: string;
    pleroma?: { deactivated?: boolean };
  };
  target_account?: { id: string; suspended?: boolean; username?: string };
  notes?: { content: string }[];
}

interface ServerAccount {
  suspended?: boolean;
}

type Family = "mastodon" | "pleroma";

describeInBrowser("staff console: shell and report queue", () => {
  const e2e = setupE2E();

  async function useFamily(family: Family) {
    await e2e.server.control("family", { family });
    await e2e.server.control("reset", {});
  }

  const queue = (page: Page) =>
    page.getByRole("list", { name: "Report queue" });
  const heading = (page: Page) => page.getByRole("heading", { level: 2 });
  /** The open report's id, from the address ("" on the queue). */
  const openReport = (page: Page) =>
    /\/admin\/reports\/([^/?]+)/.exec(appPath(page, ""))?.[1] ?? "";
  /** The undo toast ("Resolved: @tidebot · Undo · Send now"). */
  const toast = (page: Page) =>
    page.getByRole("status").filter({ hasText: /: @/ });

  /** A report as the server has it now, read as the admin. */
  async function serverReport(family: Family, id: string) {
    const token = await e2e.server.tokenFor("maren");
    const path =
      family === "pleroma"
        ? `/api/v1/pleroma/admin/reports/${id}`
        : `/api/v1/admin/reports/${id}`;
    const { body } = await e2e.server.api<ServerReport>(path, { token });
    return body;
  }
  const isResolved = (report: ServerReport) =>
    report.action_taken === true || report.state === "resolved";

  /** Presses `key` and waits until another report is open; returns its id. */
  async function pressAndAdvance(page: Page, key: string): Promise<string> {
    const before = openReport(page);
    await page.keyboard.press(key);
    let after = before;
    await eventually(() => {
      after = openReport(page);
      expect(after).not.toBe(before);
      expect(after).not.toBe("");
    });
    await visible(heading(page));
    return after;
  }

  /** Sends the change the toast shows at once (Enter) and waits for it to go. */
  async function sendNow(page: Page) {
    await visible(toast(page));
    await page.keyboard.press("Enter");
    await gone(toast(page));
  }

  /** Opens the first report of the queue by keyboard. */
  async function openFirst(page: Page): Promise<string> {
    await visible(queue(page).getByRole("link"));
    await page.keyboard.press("j");
    const first =
      (await queue(page)
        .getByRole("link")
        .first()
        .getAttribute("data-report-id")) ?? "";
    await page.keyboard.press("Enter");
    await eventually(() => {
      expect(openReport(page)).toBe(first);
    });
    await visible(heading(page));
    return first;
  }

  /** Resolves open reports with `r` until `count` have been triaged. */
  async function resolveUntil(page: Page, triaged: string[], count: number) {
    while (triaged.length < count) {
      triaged.push(openReport(page));
      await pressAndAdvance(page, "r");
    }
    await sendNow(page);
  }

  it("lets a moderator triage ten reports by keyboard on Mastodon, and a new one arrives live", async () => {
    await useFamily("mastodon");
    const page = await openAs(e2e, "mod", "/admin/reports");
    const triaged: string[] = [];
    await e2e.look(page, "admin-reports-queue");

    // 1: assign to me, then warn with a message (which resolves it).
    const first = await openFirst(page);
    await page.keyboard.press("a");
    await visible(toast(page).filter({ hasText: "Assigned to you" }));
    await sendNow(page);
    await page.keyboard.press("w");
    const warn = page.getByRole("dialog");
    await visible(warn);
    const message = warn.getByRole("textbox", { name: /^Message to/ });
    await eventually(async () => {
      expect(
        await message.evaluate((el) => el === document.activeElement),
      ).toBe(true);
    });
    await e2e.look(page, "admin-reports-warn");
    await message.fill("Please post the tide table once a day.");
    triaged.push(first);
    const second = await pressAndAdvance(page, "Control+Enter");
    await visible(toast(page).filter({ hasText: "Warned" }));

    // 2: suspend with a note to the member.
    await page.keyboard.press("s");
    const suspend = page.getByRole("dialog");
    await visible(suspend);
    await page.keyboard.type("Spam account, suspended after three reports.");
    triaged.push(second);
    const third = await pressAndAdvance(page, "Control+Enter");
    await visible(toast(page).filter({ hasText: "Suspended" }));

    // 3: resolve, then undo: the report comes back open, and nothing is sent.
    await pressAndAdvance(page, "r");
    await visible(toast(page).filter({ hasText: "Resolved" }));
    await page.keyboard.press("u");
    await eventually(() => {
      expect(openReport(page)).toBe(third);
    });
    await gone(toast(page));
    expect(isResolved(await serverReport("mastodon", third))).toBe(false);

    // 3-10: resolve each in turn, the next opening by itself.
    await resolveUntil(page, triaged, 10);

    const reports = await Promise.all(
      triaged.map((id) => serverReport("mastodon", id)),
    );
    expect(reports.map(isResolved)).toEqual(triaged.map(() => true));
    expect(reports[0]?.assigned_account?.username).toBe("mod");
    expect(new Set(triaged).size).toBe(10);
    const token = await e2e.server.tokenFor("maren");
    const target = reports[1]?.target_account?.id ?? "";
    const { body: suspended } = await e2e.server.api<ServerAccount>(
      `/api/v1/admin/accounts/${target}`,
      { token },
    );
    expect(suspended.suspended).toBe(true);

    // A report filed now joins the queue's top, marked new: the open report
    // and the rows on screen stay where they are.
    const reading = openReport(page);
    const row = queue(page).locator(`[data-report-id="${reading}"]`);
    const rowTop = async () => (await row.boundingBox())?.y ?? -1;
    const before = await rowTop();
    // The queue grows by one row (92 px) when the report arrives.
    const height = async () => (await queue(page).boundingBox())?.height ?? 0;
    const tall = await height();
    await waitForStream(e2e.server, "user");
    const filed = await e2e.server.control<{ id: string }>("report", {
      comment: "Filed while the moderator reads another",
    });
    await eventually(async () => {
      expect(await height()).toBe(tall + 92);
    });
    expect(openReport(page)).toBe(reading);
    expect(Math.abs((await rowTop()) - before)).toBeLessThan(2);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    const arrived = queue(page).getByRole("link").first();
    await eventually(async () => {
      expect(await arrived.getAttribute("data-report-id")).toBe(filed.id);
    });
    await visible(arrived.getByText("New"));
    await e2e.look(page, "admin-reports-live");
  });

  it("explains on Pleroma what the moderator's role and the server cannot do, and deletes reported posts with a note", async () => {
    await useFamily("pleroma");
    const page = await openAs(e2e, "mod", "/admin/reports");
    const triaged: string[] = [];
    const first = await openFirst(page);
    await page.keyboard.press("a");
    await sendNow(page);
    await eventually(async () => {
      const report = await serverReport("pleroma", first);
      expect(report.assigned_account?.id).toBeTruthy();
    });

    // Pleroma has no warnings; its moderators may not suspend by default.
    await page.keyboard.press("w");
    await visible(page.getByText("This server's API cannot warn accounts."));
    await page.keyboard.press("s");
    await visible(page.getByText("Your role cannot suspend accounts."));
    await e2e.look(page, "admin-reports-pleroma-role");

    // The reported posts deleted, with a note to the team.
    await page.keyboard.press("d");
    const dialog = page.getByRole("dialog");
    await visible(dialog);
    await page.keyboard.type("Spam links, removed.");
    triaged.push(first);
    await pressAndAdvance(page, "Control+Enter");
    await sendNow(page);
    await eventually(async () => {
      const report = await serverReport("pleroma", first);
      expect(isResolved(report)).toBe(true);
      expect(report.notes?.map((n) => n.content)).toContain(
        "Spam links, removed.",
      );
    });

    // Resolve and undo, then work through to ten.
    const undone = openReport(page);
    await pressAndAdvance(page, "r");
    await page.keyboard.press("u");
    await eventually(() => {
      expect(openReport(page)).toBe(undone);
    });
    await resolveUntil(page, triaged, 10);
    const reports = await Promise.all(
      triaged.map((id) => serverReport("pleroma", id)),
    );
    expect(reports.map(isResolved)).toEqual(triaged.map(() => true));
  });

  it("lets a Pleroma admin suspend with a note to the team", async () => {
    await useFamily("pleroma");
    const page = await openAs(e2e, "maren", "/admin/reports");
    const first = await openFirst(page);
    const before = await serverReport("pleroma", first);
    await page.keyboard.press("s");
    const dialog = page.getByRole("dialog");
    await visible(dialog);
    const note = dialog.getByRole("textbox", { name: "Note to the team" });
    await eventually(async () => {
      expect(await note.evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
    });
    await note.fill("Suspended: repeated spam.");
    await pressAndAdvance(page, "Control+Enter");
    await sendNow(page);
    await eventually(async () => {
      const report = await serverReport("pleroma", first);
      expect(isResolved(report)).toBe(true);
      expect(report.notes?.map((n) => n.content)).toContain(
        "Suspended: repeated spam.",
      );
    });
    // Pleroma's report names the reported account `account`.
    const after = await serverReport("pleroma", first);
    expect(before.account.pleroma?.deactivated).toBe(false);
    expect(after.account.pleroma?.deactivated).toBe(true);
  });

  it("shows a plain member no console, and a moderator no admin-only section", async () => {
    await useFamily("mastodon");
    const member = await openAs(e2e, "alice", "/admin");
    await visible(
      member.getByText(
        "The staff console is for the server's admins and moderators.",
      ),
    );
    await e2e.look(member, "admin-not-staff");
    await member.getByRole("button", { name: /Alice/ }).click();
    await visible(member.getByRole("link", { name: "Your profile" }));
    expect(
      await member.getByRole("link", { name: /Staff console/ }).count(),
    ).toBe(0);

    const mod = await openAs(e2e, "mod", "/admin/domains");
    const nav = mod.getByRole("navigation", { name: "Staff console" });
    await visible(nav.getByRole("link", { name: /Reports/ }));
    const links = await nav.getByRole("link").allTextContents();
    expect(links.map((text) => text.replace(/\d+$/, ""))).toEqual([
      "Dashboard",
      "Reports",
      "Accounts",
    ]);
    await visible(mod.getByText("Your role cannot open Federation."));
    await mod.getByRole("button", { name: /moderator/ }).click();
    await visible(mod.getByRole("link", { name: /Staff console/ }));
  });
});
