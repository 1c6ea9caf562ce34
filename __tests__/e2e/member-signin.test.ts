import type { Page, Response } from "playwright-core";
import { BASE_PATH, describeInBrowser, setupE2E } from "./support/harness";
import { tokenKey } from "./support/member";

/*
 * The member's session on the demo server, through its real OAuth pages:
 * sign in (authorization code with PKCE), the home timeline with the reading
 * position, a reload that keeps the session, sign-out, and a stored token
 * the server no longer accepts.
 */

const TIMEOUT = 15_000;

interface Marker {
  home?: { last_read_id: string };
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + TIMEOUT;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeInBrowser("member sign-in", () => {
  const e2e = setupE2E();
  const storedToken = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(key), tokenKey(e2e));

  /** Alice's home timeline as the API gives it, newest first. */
  async function aliceHome(): Promise<{ token: string; ids: string[] }> {
    const token = await e2e.server.tokenFor("alice");
    const home = await e2e.server.api<{ id: string }[]>(
      "/api/v1/timelines/home?limit=20",
      { token },
    );
    return { token, ids: home.body.map((status) => status.id) };
  }

  it("signs in on the server's page, keeps the session over a reload and signs out", async () => {
    // Where Alice left off: the third post of her home timeline.
    const { token: apiToken, ids } = await aliceHome();
    const [newest, , third] = ids;
    await e2e.server.api("/api/v1/markers", {
      method: "POST",
      token: apiToken,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ home: { last_read_id: third } }),
    });

    // A visitor asking for home is sent to sign in.
    const page = await e2e.open("/home");
    await page
      .getByRole("heading", { name: /^Sign in to / })
      .waitFor({ timeout: TIMEOUT });
    expect(pathOf(page)).toBe(`${BASE_PATH}/login`);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, "sign-in");

    // The server's own login page (PKCE S256, checked by the demo server).
    await page.getByRole("button", { name: /^Sign in with / }).click();
    await page.waitForURL(/\/oauth\/authorize\?/, { timeout: TIMEOUT });
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      `${e2e.server.url}${BASE_PATH}/login/callback`,
    );
    await page.getByLabel("Username or e-mail").fill("alice");
    await page.getByLabel("Password").fill("potluck");
    await page.getByRole("button", { name: "Sign in and authorize" }).click();

    // Back in the app, on the home timeline, signed in as Alice.
    await page.waitForURL(`**${BASE_PATH}/home`, { timeout: TIMEOUT });
    const feed = page.getByRole("feed", { name: "Home" });
    await feed.getByRole("article").first().waitFor({ timeout: TIMEOUT });
    await page
      .getByRole("button", { name: "Alice Okafor" })
      .waitFor({ timeout: TIMEOUT });
    expect(await storedToken(page)).toBeTruthy();

    // The reading position: two newer posts, the divider on the third.
    await page
      .getByText("2 new posts since you were last here")
      .waitFor({ timeout: TIMEOUT });
    const divider = await page
      .locator('[role="feed"] > [data-index="2"]')
      .evaluate((row) => getComputedStyle(row, "::before").content);
    expect(divider).toBe('"You were here"');
    await e2e.checkA11y(page);
    await e2e.screenshot(page, "home");

    // Having seen the newest post, the marker moves there (5 s after the
    // view settles).
    await until(async () => {
      const markers = await e2e.server.api<Marker>(
        "/api/v1/markers?timeline[]=home",
        { token: apiToken },
      );
      return markers.body.home?.last_read_id === newest;
    });

    // A reload keeps the session.
    await page.reload();
    await feed.getByRole("article").first().waitFor({ timeout: TIMEOUT });
    expect(pathOf(page)).toBe(`${BASE_PATH}/home`);
    await page
      .getByRole("button", { name: "Alice Okafor" })
      .waitFor({ timeout: TIMEOUT });

    // Signing out revokes the token and leaves a visitor.
    const token = await storedToken(page);
    await page.getByRole("button", { name: "Alice Okafor" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    // The page reloads at the start, so nothing of Alice's stays in memory.
    await page.waitForURL(`${e2e.server.url}${BASE_PATH}/`, {
      timeout: TIMEOUT,
    });
    await page
      .getByRole("link", { name: "Sign in" })
      .waitFor({ timeout: TIMEOUT });
    expect(await storedToken(page)).toBeNull();
    const after = await e2e.server.api("/api/v1/accounts/verify_credentials", {
      token: token ?? "",
    });
    expect(after.status).toBe(401);
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("explains on the sign-in screen that a stored token stopped working", async () => {
    const page = await e2e.open("/");
    await page.evaluate(
      (key) => localStorage.setItem(key, "revoked-or-made-up"),
      tokenKey(e2e),
    );
    await page.goto(`${e2e.server.url}${BASE_PATH}/home`);
    await page
      .getByRole("alert")
      .filter({
        hasText:
          "Your session has expired or was revoked. Please sign in again.",
      })
      .waitFor({ timeout: TIMEOUT });
    expect(pathOf(page)).toBe(`${BASE_PATH}/login`);
    expect(await storedToken(page)).toBeNull();
    await e2e.checkA11y(page);
    await e2e.screenshot(page, "expired");
    // The refused verify_credentials call is the only error Chromium logs.
    expect(
      e2e.pageErrors(page).filter((error) => !/\b401\b/.test(error)),
    ).toEqual([]);
  });

  it("leaves the sign-in's code out of a visitor's homepage until the sign-in screen", async () => {
    // The scripts the page runs, by URL: the OAuth calls' paths are string
    // literals, so minifying keeps them in whichever chunk holds the code.
    // A body is read as its response arrives (Chromium drops it later); one
    // that cannot be read is kept as its error, which fails the check below
    // rather than rejecting unhandled once the page has closed.
    const scripts = new Map<string, Promise<string | Error>>();
    const record = (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(
        response.url(),
        response
          .text()
          .catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
      );
    };
    const page = await e2e.open("/", {
      prepare: (opening) => Promise.resolve(opening.on("response", record)),
    });
    await page.locator("article").first().waitFor({ timeout: TIMEOUT });
    const withSignIn = async () => {
      const bodies = await Promise.all(
        [...scripts].map(async ([url, body]) => ({ url, text: await body })),
      );
      return bodies
        .filter(({ url, text }) => {
          if (text instanceof Error)
            throw new Error(`${url} could not be read: ${text.message}`);
          return text.includes("/oauth/token");
        })
        .map(({ url }) => url);
    };
    expect(scripts.size).toBeGreaterThan(3);
    expect(await withSignIn()).toEqual([]);

    await page.getByRole("link", { name: "Sign in" }).click();
    await page
      .getByRole("button", { name: /^Sign in with / })
      .waitFor({ timeout: TIMEOUT });
    expect((await withSignIn()).length).toBeGreaterThan(0);
    page.off("response", record);
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
