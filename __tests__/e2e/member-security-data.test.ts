import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible } from "./support/page";
import { openAs } from "./support/member";

/*
 * The member's security and data settings (issue 18) on a Mastodon-API
 * server with the calls (GoToSocial: Mastodon has them only on its website,
 * where Potluck says so) and a Pleroma-style one. Alice changes her password
 * (a wrong current password is refused beside its field), signs another
 * app out (its token stops working), exports her block list and imports it
 * back (the accounts are blocked again), asks Pleroma for a backup and sees
 * it listed, and turns on two-factor sign-in with a code from the key shown.
 */

const FAMILIES = [
  {
    family: "gotosocial",
    wrongPassword: "Unauthorized: old password was incorrect",
  },
  { family: "pleroma", wrongPassword: "Invalid password." },
] as const;

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits), as authenticator apps compute codes. */
function totp(base32Key: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = Array.from(
    base32Key
      .replace(/\s+/g, "")
      .toUpperCase()
      .matchAll(/[A-Z2-7]/g),
    ([c]) => alphabet.indexOf(c).toString(2).padStart(5, "0"),
  ).join("");
  const key = Buffer.from(
    (bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30000)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(
    6,
    "0",
  );
}

describe.each(FAMILIES)("$family", ({ family, wrongPassword }) => {
  describeInBrowser(`member security and data (${family})`, () => {
    const e2e = setupE2E(["--family", family]);

    // The caller names the shape of the reply it expects.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
    async function call<T>(
      path: string,
      token: string,
      init: { method?: string; form?: Record<string, string> } = {},
    ): Promise<{ status: number; body: T }> {
      return e2e.server.api<T>(path, {
        method: init.method ?? "GET",
        token,
        ...(init.form
          ? {
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(init.form),
            }
          : {}),
      });
    }

    /** Signs in as another app would, with the password grant. */
    async function signInElsewhere(
      appName: string,
      password: string,
    ): Promise<number> {
      const app = await call<{ client_id: string; client_secret: string }>(
        "/api/v1/apps",
        "",
        {
          method: "POST",
          form: { client_name: appName, scopes: "read write" },
        },
      );
      const token = await call<{ access_token?: string }>("/oauth/token", "", {
        method: "POST",
        form: {
          grant_type: "password",
          client_id: app.body.client_id,
          client_secret: app.body.client_secret,
          username: "alice",
          password,
          scope: "read write",
        },
      });
      return token.status;
    }

    async function look(page: Page, name: string): Promise<void> {
      await page.waitForLoadState("networkidle");
      await page.locator("header svg").first().waitFor({ state: "attached" });
      await e2e.look(page, `${family}-${name}`, { fullPage: true });
    }

    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("changes the password, refusing a wrong current one beside its field", async () => {
      const page = await openAs(e2e, "alice", "/settings/security");
      const form = await visible(
        page.getByRole("region", { name: "Change password" }),
      );
      await visible(page.getByRole("region", { name: "Signed-in apps" }));
      await look(page, "security");

      const current = form.getByLabel("Current password");
      await current.fill("not-my-password");
      await form
        .getByLabel("New password", { exact: true })
        .fill("kettle-lid-2026");
      await form.getByLabel("New password again").fill("kettle-lid-2026");
      await form.getByRole("button", { name: "Change password" }).click();
      await visible(form.getByText(wrongPassword));
      expect(await current.getAttribute("aria-invalid")).toBe("true");
      const describedBy =
        (await current.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        wrongPassword,
      );
      await look(page, "security-wrong-password");

      await current.fill("potluck");
      await form.getByRole("button", { name: "Change password" }).click();
      await visible(form.getByText("Password changed."));
      expect(await current.getAttribute("aria-invalid")).toBeNull();
      expect(await signInElsewhere("Checker", "kettle-lid-2026")).toBe(200);
      expect(await signInElsewhere("Checker", "potluck")).toBe(400);
      // The browser logs the refusal it was meant to get, and nothing else.
      expect(
        e2e.pageErrors(page).filter((line) => !/status of 40[13]/.test(line)),
      ).toEqual([]);
      expect(e2e.pageErrors(page)).toHaveLength(1);
    });

    it("signs another app out: its token stops working", async () => {
      expect(await signInElsewhere("Kitchen tablet", "potluck")).toBe(200);
      const app = await call<{ client_id: string; client_secret: string }>(
        "/api/v1/apps",
        "",
        { method: "POST", form: { client_name: "Kitchen tablet 2" } },
      );
      expect(app.status).toBe(200);
      const token = (
        await call<{ access_token: string }>("/oauth/token", "", {
          method: "POST",
          form: {
            grant_type: "password",
            client_id: app.body.client_id,
            client_secret: app.body.client_secret,
            username: "alice",
            password: "potluck",
            scope: "read",
          },
        })
      ).body.access_token;
      const verify = () =>
        call("/api/v1/accounts/verify_credentials", token).then(
          (r) => r.status,
        );
      expect(await verify()).toBe(200);

      const page = await openAs(e2e, "alice", "/settings/security");
      const sessions = await visible(
        page.getByRole("region", { name: "Signed-in apps" }),
      );
      const row = sessions
        .getByRole("listitem")
        .filter({ hasText: "Kitchen tablet 2" });
      await visible(row);
      if (family === "gotosocial") {
        // The session that asked for the list is this browser's.
        const mine = sessions
          .getByRole("listitem")
          .filter({ hasText: "This browser" });
        await visible(mine);
        expect(await mine.getByRole("button").count()).toBe(0);
      }
      await row.getByRole("button", { name: "Sign out" }).click();
      await gone(row);
      await eventually(async () => {
        expect(await verify()).toBe(401);
      });
      await visible(
        sessions.getByRole("listitem").filter({ hasText: "Tusky" }),
      );
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("marks this browser's session, signed in through the server's page, and offers no sign-out for it", async () => {
      const page = await e2e.open("/login?next=%2Fsettings%2Fsecurity");
      await page.getByRole("button", { name: /^Sign in with / }).click();
      await page.waitForURL(/\/oauth\/authorize\?/);
      await page.getByLabel("Username or e-mail").fill("alice");
      await page.getByLabel("Password").fill("potluck");
      await page.getByRole("button", { name: "Sign in and authorize" }).click();
      const sessions = await visible(
        page.getByRole("region", { name: "Signed-in apps" }),
      );
      const mine = sessions
        .getByRole("listitem")
        .filter({ hasText: "This browser" });
      await visible(mine);
      expect(await mine.textContent()).toContain("Potluck");
      expect(await mine.getByRole("button").count()).toBe(0);
      // The others can be signed out.
      await visible(
        sessions
          .getByRole("listitem")
          .filter({ hasText: "Tusky" })
          .getByRole("button", { name: "Sign out" }),
      );
      await look(page, "security-this-browser");
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("exports the block list and imports it back", async () => {
      const token = await e2e.server.tokenFor("alice");
      const idOf = async (acct: string) =>
        (
          await call<{ id: string }>(
            `/api/v1/accounts/lookup?acct=${encodeURIComponent(acct)}`,
            token,
          )
        ).body.id;
      const blocked = ["chen", "yuki@hoshi.example"];
      const ids = await Promise.all(blocked.map(idOf));
      for (const id of ids)
        expect(
          (
            await call(`/api/v1/accounts/${id}/block`, token, {
              method: "POST",
            })
          ).status,
        ).toBe(200);

      const page = await openAs(e2e, "alice", "/settings/data");
      const exports = await visible(
        page.getByRole("region", { name: "Export" }),
      );
      await look(page, "data");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        exports.getByRole("button", { name: "Blocked accounts" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("blocks.csv");
      const file = await download.path();
      const csv = await readFile(file, "utf8");
      expect(csv).toContain("yuki@hoshi.example");
      expect(csv).toMatch(/chen@/);

      for (const id of ids)
        await call(`/api/v1/accounts/${id}/unblock`, token, { method: "POST" });
      expect((await call<unknown[]>("/api/v1/blocks", token)).body).toEqual([]);

      const importing = page.getByRole("region", { name: "Import" });
      await importing
        .getByLabel("Into")
        .selectOption({ label: "Blocked accounts" });
      await importing.getByLabel("CSV file").setInputFiles(file);
      await importing.getByRole("button", { name: "Import" }).click();
      await visible(importing.getByText("2 accounts sent."));
      await look(page, "data-imported");

      await page.goto(e2e.url("/blocks"));
      const list = page.getByRole("main");
      await visible(list.getByText("@yuki@hoshi.example"));
      await visible(list.getByText(/@chen/));
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("turns on two-factor sign-in with a code from the key shown", async () => {
      const page = await openAs(e2e, "alice", "/settings/security");
      const section = await visible(
        page.getByRole("region", { name: "Two-factor sign-in" }),
      );
      await section.getByRole("button", { name: "Set up" }).click();
      const key = await visible(section.locator("code"));
      // The key as text beside its QR code, drawn (not the empty box shown
      // while the encoder loads) and named for assistive technology.
      expect(await key.textContent()).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      const qr = await visible(
        section.getByRole("img", {
          name: "QR code of the key, for your authenticator app",
        }),
      );
      expect(await qr.locator("path").getAttribute("d")).toMatch(/^M\d/);
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      await visible(
        section.getByRole("link", { name: "Open in authenticator app" }),
      );
      await look(page, "security-2fa-setup");
      await section
        .getByLabel("Code from the app")
        .fill(totp((await key.textContent()) ?? ""));
      if (family === "pleroma")
        await section.getByLabel("Current password").fill("potluck");
      await section.getByRole("button", { name: "Turn on" }).click();
      await visible(section.getByText(/Recovery codes/));
      expect(await section.getByRole("listitem").count()).toBe(10);
      const token = await e2e.server.tokenFor("alice");
      if (family === "pleroma") {
        const status = await call<{ settings: { enabled: boolean } }>(
          "/api/pleroma/accounts/mfa",
          token,
        );
        expect(status.body.settings.enabled).toBe(true);
      } else {
        const user = await call<{ two_factor_enabled_at: string | null }>(
          "/api/v1/user",
          token,
        );
        expect(user.body.two_factor_enabled_at).not.toBeNull();
      }
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    if (family === "pleroma") {
      it("requests a backup and lists it until it can be downloaded", async () => {
        const page = await openAs(e2e, "alice", "/settings/data");
        const backups = await visible(
          page.getByRole("region", { name: "Backups" }),
        );
        await visible(backups.getByText("No backups yet."));
        await backups.getByRole("button", { name: "Request a backup" }).click();
        await visible(backups.getByRole("listitem"));
        await visible(backups.getByRole("link", { name: /^Download/ }), 20_000);
        await visible(backups.getByText("Ready"));
        await look(page, "data-backup");
        expect(e2e.pageErrors(page)).toEqual([]);
      });
    }
  });
});

describeInBrowser("member security and data (mastodon)", () => {
  const e2e = setupE2E(["--family", "mastodon"]);

  it("says that Mastodon keeps security settings on its website, and exports made here", async () => {
    const page = await openAs(e2e, "alice", "/settings/security");
    await visible(
      page.getByText("Your server keeps these settings on its own website."),
    );
    expect(
      await page.getByRole("region", { name: "Change password" }).count(),
    ).toBe(0);
    await page.goto(e2e.url("/settings/data"));
    const exports = await visible(page.getByRole("region", { name: "Export" }));
    expect(await page.getByRole("region", { name: "Import" }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exports.getByRole("button", { name: "Following" }).click(),
    ]);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.split("\n")[0]).toBe("Account address");
    expect(csv.trim().split("\n").length).toBeGreaterThan(1);
    await page.waitForLoadState("networkidle");
    await e2e.look(page, "mastodon-data", { fullPage: true });
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
