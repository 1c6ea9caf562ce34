import type { Page } from "playwright-core";
import {
  startDemoServerProcess,
  type DemoServer,
} from "../tools/demoServerProcess";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { appPath, eventually, visible } from "./support/page";
import { openAs, tokenKey } from "./support/member";

/*
 * The member's accounts on the demo server, on a Mastodon-style and a
 * Pleroma-style family: two accounts signed in at once and switched between
 * without a page load, one signed out while the other stays; a session
 * whose token is revoked elsewhere ends with the draft kept; a 429 is
 * waited out and said. Then accounts on two servers at once: the page's own
 * (Mastodon-style) and a Pleroma-style one on another loopback port, which
 * the build under test may reach (tools/e2e.mjs), and a server it may not.
 */

interface Sockets {
  streaming: { sockets: { account_id: string | null; streams: string[] }[] };
  accounts: Record<string, string>;
}

const FAMILIES = ["mastodon", "pleroma"] as const;

describeInBrowser("member accounts", () => {
  const e2e = setupE2E();

  /** Which accounts have a socket open on a server. */
  const socketsOn = async (server: DemoServer) =>
    (await server.control<Sockets>("state")).streaming.sockets.map(
      (s) => s.account_id,
    );

  /** The server's own sign-in page, as a member fills it in. */
  async function signInOnServer(page: Page, username: string): Promise<void> {
    await page.waitForURL(/\/oauth\/authorize\?/);
    await page.getByLabel("Username or e-mail").fill(username);
    await page.getByLabel("Password").fill("potluck");
    await page.getByRole("button", { name: "Sign in and authorize" }).click();
  }

  /** The ids of the posts the Home feed shows, in order. */
  const homeIds = (page: Page) =>
    page
      .getByRole("feed", { name: "Home" })
      .locator("[data-status-id]")
      .evaluateAll((rows) =>
        rows.map((row) => row.getAttribute("data-status-id")),
      );

  describe.each(FAMILIES)("on %s", (family) => {
    beforeAll(async () => {
      await e2e.server.control("family", { family });
    });
    beforeEach(async () => {
      await e2e.server.control("reset", {});
    });

    it("signs in two accounts and switches between them in place; signing one out leaves the other", async () => {
      const page = await openAs(e2e, "alice", "/home", {
        firstLoadOnly: true,
      });
      const home = page.getByRole("feed", { name: "Home" });
      await visible(home.getByRole("article"));
      const state = await e2e.server.control<Sockets>("state");
      const alice = state.accounts.alice;
      const bob = state.accounts.bob;
      // Bob has something waiting that Alice has not.
      await e2e.server.control("notify", {
        to: "bob",
        type: "mention",
        from: "chen",
      });

      // "Add an account" (on the server in use, as offered) asks the
      // server who signs in, and comes back.
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("button", { name: "Add an account" }).click();
      await page
        .getByRole("dialog", { name: "Add an account" })
        .getByRole("button", { name: "Sign in" })
        .click();
      await page.waitForURL(/force_login=true/);
      await signInOnServer(page, "bob");
      await page.waitForURL(`**${BASE_PATH}/home`);
      const bobMenu = page.getByRole("button", { name: "Bob Lindqvist" });
      await visible(bobMenu);
      await visible(home.getByRole("article"));
      const badge = page.getByRole("link", { name: /^Notifications/ });
      const bobBadge = await badge.getAttribute("aria-label");
      const bobHome = await homeIds(page);
      await eventually(async () => {
        const now = await e2e.server.control<Sockets>("state");
        expect(now.streaming.sockets.map((s) => s.account_id)).toEqual([bob]);
      });

      // Switching back to Alice: no page load, her home and badge, her socket.
      await page.evaluate(() => {
        Object.assign(window, { sameDocument: true });
      });
      await bobMenu.click();
      await e2e.look(page, `accounts-${family}-menu`);
      await page
        .getByRole("button", { name: "Switch to Alice Okafor" })
        .click();
      await visible(page.getByRole("button", { name: "Alice Okafor" }));
      await visible(home.getByRole("article"));
      await eventually(async () => {
        expect(await homeIds(page)).not.toEqual(bobHome);
        expect(await badge.getAttribute("aria-label")).not.toBe(bobBadge);
      });
      await eventually(async () => {
        const now = await e2e.server.control<Sockets>("state");
        expect(now.streaming.sockets.map((s) => s.account_id)).toEqual([alice]);
        expect(now.streaming.sockets[0]?.streams.length).toBeGreaterThan(0);
      });
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      await e2e.look(page, `accounts-${family}-switched`);

      // Signing Alice out leaves Bob signed in.
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("button", { name: "Sign out" }).click();
      await visible(page.getByRole("button", { name: "Bob Lindqvist" }));
      expect(e2e.pageErrors(page)).toEqual([]);
    });

    it("a token revoked mid-session leads to the sign-in screen, and the draft comes back", async () => {
      const page = await openAs(e2e, "alice", "/compose", {
        firstLoadOnly: true,
      });
      const form = await visible(page.getByRole("form", { name: "New post" }));
      const draft = `Half a recipe for ${family} ${Date.now()}`;
      await form.getByRole("textbox", { name: "Post text" }).fill(draft);

      // Signed out elsewhere: the next call is refused. The revocation also
      // closes the socket, whose reconnection may notice first: then the
      // button has gone with the composer.
      await e2e.server.control("revoke", { username: "alice" });
      await form
        .getByRole("button", { name: "Post" })
        .click({ timeout: 3000 })
        .catch(() => undefined);

      const notice = await visible(
        page
          .getByRole("alert")
          .filter({ hasText: "Your session has expired or was revoked." }),
      );
      await visible(
        notice.getByText(
          "Anything you were writing is kept and comes back when you sign in.",
        ),
      );
      expect(appPath(page, BASE_PATH)).toBe("/login?next=%2Fcompose");
      await e2e.look(page, `accounts-${family}-revoked`);
      expect(
        await page.evaluate((key) => localStorage.getItem(key), tokenKey(e2e)),
      ).toBeNull();

      // Signing in again brings the member back to the draft.
      await page.getByRole("button", { name: /^Sign in with / }).click();
      await signInOnServer(page, "alice");
      await page.waitForURL(`**${BASE_PATH}/compose`);
      const again = await visible(page.getByRole("form", { name: "New post" }));
      await eventually(async () => {
        await expect(
          again.getByRole("textbox", { name: "Post text" }).inputValue(),
        ).resolves.toBe(draft);
      });
      // The refused calls and socket handshakes are all Chromium logs.
      expect(
        e2e
          .pageErrors(page)
          .filter((error) => !/\b401\b|HTTP Authentication failed/.test(error)),
      ).toEqual([]);
    });

    it("a 429 is waited out and said, then the screen loads", async () => {
      const page = await openAs(e2e, "alice", "/home", {
        firstLoadOnly: true,
      });
      await visible(
        page.getByRole("feed", { name: "Home" }).getByRole("article"),
      );
      await e2e.server.control("rate-limit", {
        count: 1,
        retry_after: 2,
        path: "/api/v1/timelines/public",
      });
      await page.goto(e2e.url("/public"));
      await visible(page.getByText("The server asks us to wait 2 seconds."));
      // Nothing shows as failed while the client waits.
      const feed = page.getByRole("feed");
      expect(await feed.getByRole("article").count()).toBe(0);
      await e2e.screenshot(page, `${family}-rate-limited`);
      await visible(feed.getByRole("article"));
      await expect(
        page.getByRole("button", { name: "Try again" }).count(),
      ).resolves.toBe(0);
      expect(
        e2e.pageErrors(page).filter((error) => !/\b429\b/.test(error)),
      ).toEqual([]);
    });
  });
  describe("on two servers", () => {
    let other: DemoServer | null = null;
    const kitchen = () => {
      if (other === null)
        throw new Error("The second demo server is not running");
      return other;
    };
    beforeAll(async () => {
      await e2e.server.control("family", { family: "mastodon" });
      other = await startDemoServerProcess(["--family", "pleroma"]);
    });
    afterAll(async () => {
      await other?.stop();
    });
    beforeEach(async () => {
      await e2e.server.control("reset", {});
      await kitchen().control("reset", {});
    });

    it("adds an account on another server and switches between servers in place: the home, the badge and the socket follow the account", async () => {
      // Alice has read everything on her server; Bob has news on his.
      const readUpTo = async (
        server: DemoServer,
        username: string,
        skip: number,
      ) => {
        const token = await server.tokenFor(username);
        const newest = await server.api<{ id: string }[]>(
          "/api/v1/notifications?limit=5",
          { token },
        );
        await server.api("/api/v1/markers", {
          method: "POST",
          token,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            notifications: { last_read_id: newest.body[skip]?.id },
          }),
        });
      };
      await readUpTo(e2e.server, "alice", 0);
      await readUpTo(kitchen(), "bob", 4);
      const page = await openAs(e2e, "alice", "/home", {
        firstLoadOnly: true,
      });
      const home = page.getByRole("feed", { name: "Home" });
      await visible(home.getByRole("article"));
      const alice = (await e2e.server.control<Sockets>("state")).accounts.alice;
      const bob = (await kitchen().control<Sockets>("state")).accounts.bob;
      const badge = page.getByRole("link", { name: /^Notifications/ });
      const aliceBadge = "Notifications";
      const aliceHome = await homeIds(page);

      // "Add an account" offers the server in use and says, in place, when
      // a server is beyond what the build may reach.
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page.getByRole("button", { name: "Add an account" }).click();
      const dialog = await visible(
        page.getByRole("dialog", { name: "Add an account" }),
      );
      const field = dialog.getByLabel("Your handle or server");
      await eventually(async () => {
        expect(await field.inputValue()).toBe(e2e.server.url);
      });
      const unreachable = `localhost:${String(kitchen().port)}`;
      await field.fill(`http://${unreachable}`);
      await dialog.getByRole("button", { name: "Sign in" }).click();
      await visible(
        dialog.getByText(
          `Your browser would refuse to connect to ${unreachable}: this site may only reach`,
          { exact: false },
        ),
      );
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await e2e.look(page, "accounts-servers-out-of-reach");

      await field.fill(kitchen().url);
      await dialog.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${kitchen().url}/oauth/authorize?**`);
      await signInOnServer(page, "bob");
      await page.waitForURL(`**${BASE_PATH}/home`);
      const bobMenu = page.getByRole("button", { name: "Bob Lindqvist" });
      await visible(bobMenu);
      await visible(home.getByRole("article"));
      await eventually(async () => {
        expect(await socketsOn(kitchen())).toEqual([bob]);
        expect(await socketsOn(e2e.server)).toEqual([]);
        expect(await badge.getAttribute("aria-label")).toMatch(
          /^Notifications, \d+ unread$/,
        );
      });
      const bobBadge = await badge.getAttribute("aria-label");
      const bobHome = await homeIds(page);
      expect(bobHome).not.toEqual(aliceHome);

      // Back to Alice on the page's own server, without a page load.
      await page.evaluate(() => {
        Object.assign(window, { sameDocument: true });
      });
      await bobMenu.click();
      const toAlice = page.getByRole("button", {
        name: /^Switch to Alice Okafor/,
      });
      await visible(toAlice);
      expect(await toAlice.textContent()).toContain(
        `@alice@${new URL(e2e.server.url).host}`,
      );
      await e2e.look(page, "accounts-servers-menu");
      await toAlice.click();
      await visible(page.getByRole("button", { name: "Alice Okafor" }));
      await eventually(async () => {
        expect(await homeIds(page)).toEqual(aliceHome);
        expect(await badge.getAttribute("aria-label")).toBe(aliceBadge);
      });
      // The other server's socket closed; this one's is Alice's.
      await eventually(async () => {
        expect(await socketsOn(kitchen())).toEqual([]);
        expect(await socketsOn(e2e.server)).toEqual([alice]);
      });

      // And to Bob on the other server again, in place.
      await page.getByRole("button", { name: "Alice Okafor" }).click();
      await page
        .getByRole("button", { name: /^Switch to Bob Lindqvist/ })
        .click();
      await visible(bobMenu);
      await eventually(async () => {
        expect(await homeIds(page)).toEqual(bobHome);
        expect(await badge.getAttribute("aria-label")).toBe(bobBadge);
        expect(await socketsOn(e2e.server)).toEqual([]);
        expect(await socketsOn(kitchen())).toEqual([bob]);
      });
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      await e2e.look(page, "accounts-servers-switched");

      // Signing Bob out leaves Alice, on her server.
      await bobMenu.click();
      await page.getByRole("button", { name: "Sign out" }).click();
      await visible(page.getByRole("button", { name: "Alice Okafor" }));
      await eventually(async () => {
        expect(await socketsOn(kitchen())).toEqual([]);
      });
      // The second demo server's pictures are plain http, which the page's
      // img-src refuses (a real server's are https, which it allows).
      const pictures = `Loading the image '${kitchen().url}/`;
      expect(
        e2e.pageErrors(page).filter((line) => !line.includes(pictures)),
      ).toEqual([]);
    });
  });
});
