import type { Page } from "playwright-core";
import corpus from "../support/xssVectors.json";
import { recordSecurityRows } from "./support/securityFigures";
import {
  describeInBrowser,
  settle,
  setupE2E,
  type E2E,
} from "./support/harness";
import { demoRoutes } from "./support/routes";
import { openAs } from "./support/member";

/*
 * Issue 21: the XSS corpus (__tests__/support/xssVectors.json, its sources
 * named there) in every text, HTML and URL field of every entity the demo
 * server holds (POST /__control/hostile), and every screen walked with them:
 * as a visitor, a member and staff, on a Mastodon-style and a Pleroma-style
 * server (chats and events). On each: no script ran (`__RUN__`, the
 * vectors' script, is a global whose every read counts), no dialog or popup
 * opened, no request left for another host than the server (and the seed
 * data's own *.example hosts), no policy violation and no uncaught error.
 */

interface Vector {
  name: string;
  kind: "html" | "url";
  payload: string;
}
const VECTORS = corpus.vectors as Vector[];
const HTML = VECTORS.filter((v) => v.kind === "html").map((v) => v.payload);
const URLS = VECTORS.filter((v) => v.kind === "url").map((v) => v.payload);

interface Watch {
  /** What only a vector would do, by route. */
  events: string[];
  route: string;
}

/** The canary and the policy violations, in the page before its own scripts. */
function armCanary(): void {
  const win = window as unknown as { __ran: number; __violations: string[] };
  win.__ran = 0;
  win.__violations = [];
  Object.defineProperty(window, "__RUN__", {
    get() {
      win.__ran += 1;
      return undefined;
    },
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    // Chromium (156 on) also reports an inline handler that is only parsed,
    // in a document that runs nothing: DOMPurify's own parse, DOMParser, a
    // <template>. Such a report is dispatched at the page's document, not at
    // an element of it, and nothing ran; a handler in the page itself is
    // an element's report (and the attribute sweep below finds it).
    if (
      event.effectiveDirective === "script-src-attr" &&
      event.target === document
    )
      return;
    win.__violations.push(
      `${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

function watch(page: Page, server: string): Watch {
  const state: Watch = { events: [], route: "" };
  const note = (line: string) => state.events.push(`${state.route}: ${line}`);
  const allowed = new URL(server).host;
  page.on("request", (request) => {
    const { protocol, host, hostname } = new URL(request.url());
    if (protocol === "data:" || protocol === "blob:") return;
    if (host !== allowed && !hostname.endsWith(".example"))
      note(`request ${request.url()}`);
  });
  page.on("dialog", (dialog) => {
    note(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("popup", (popup) => note(`popup ${popup.url()}`));
  page.on("pageerror", (error) => note(`pageerror ${error.message}`));
  return state;
}

async function traces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const win = window as unknown as { __ran: number; __violations: string[] };
    const found = [...win.__violations];
    if (win.__ran > 0) found.push(`script ran ${String(win.__ran)} times`);
    // React never writes an inline handler; a vector's would be one.
    for (const element of document.querySelectorAll("*"))
      for (const { name } of element.attributes)
        if (name.startsWith("on")) found.push(`${element.localName}[${name}]`);
    return found;
  });
}

/** Whether the screen shows corpus text (as text: a vector's own words). */
const showsCorpus = (page: Page) =>
  page.evaluate(() =>
    /__RUN__|xss\.invalid|javascript|onerror|onload|<[a-z]/i.test(
      document.body.innerText,
    ),
  );

/** Routes whose screen showed no corpus text (each walk adds to it). */
const quietRoutes: string[] = [];

/** Opens each route in turn in one tab, as `username` (or a visitor), and returns every trace. */
async function walk(
  e2e: E2E,
  username: string | null,
  routes: string[],
): Promise<string[]> {
  let state: Watch = { events: [], route: "" };
  const options = {
    prepare: async (p: Page) => {
      state = watch(p, e2e.server.url);
      state.route = routes[0]!;
      await p.addInitScript(armCanary);
    },
  };
  const page = username
    ? await openAs(e2e, username, routes[0]!, options)
    : await e2e.open(routes[0]!, options);
  // The canary counts: a read of __RUN__ in the page is seen.
  await page.evaluate("void window.__RUN__");
  expect(await traces(page)).toEqual(["script ran 1 times"]);
  await page.evaluate("window.__ran = 0");
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    state.route = route;
    if (index > 0) await page.goto(e2e.url(route));
    await page.locator("main").first().waitFor();
    await page.waitForLoadState("networkidle");
    await settle(page);
    // Hover and focus what is on screen: handlers that need a pointer.
    await page.mouse.move(400, 300, { steps: 3 });
    await page.mouse.move(700, 500, { steps: 3 });
    for (const line of await traces(page)) found.push(`${route}: ${line}`);
    if (!(await showsCorpus(page))) quietRoutes.push(route);
    if (["/@alice", "/chats", "/admin/reports"].includes(route))
      await e2e.screenshot(page, `xss-corpus${route.replace(/\W+/g, "-")}`);
  }
  return [...found, ...state.events];
}

async function placeCorpus(e2e: E2E): Promise<void> {
  const placed = await e2e.server.control<{ fields: number }>("hostile", {
    html: HTML,
    urls: URLS,
  });
  expect(placed.fields).toBeGreaterThan(VECTORS.length);
}

let routesWalked = 0;
let tracesSeen = 0;

describeInBrowser("XSS corpus (Mastodon)", () => {
  const e2e = setupE2E();

  it("runs no vector on any public, member or staff screen", async () => {
    const routes = await demoRoutes(e2e.server);
    const reports = await e2e.server.api<{ id: string }[]>(
      "/api/v1/admin/reports",
      { token: await e2e.server.tokenFor("maren") },
    );
    await placeCorpus(e2e);
    const visitor = [
      routes.home,
      "/public",
      routes.hashtag,
      routes.search,
      routes.profile,
      routes.profileWithReplies,
      routes.profileMedia,
      routes.post,
      routes.postQuotes,
      "/@alice/followers",
      "/explore",
      "/explore/links",
    ];
    const member = [
      "/home",
      "/notifications",
      "/bookmarks",
      "/favourites",
      "/conversations",
      "/lists",
      "/followed_tags",
      "/scheduled",
      "/settings/profile",
    ];
    const staff = [
      "/admin",
      "/admin/reports",
      ...(reports.body[0] ? [`/admin/reports/${reports.body[0].id}`] : []),
      "/admin/accounts",
    ];
    const found = [
      ...(await walk(e2e, null, visitor)),
      ...(await walk(e2e, "alice", member)),
      ...(await walk(e2e, "maren", staff)),
    ];
    routesWalked += visitor.length + member.length + staff.length;
    tracesSeen += found.length;
    expect(found).toEqual([]);
    expect(quietRoutes).toEqual([]);
  }, 150_000);
});

describeInBrowser("XSS corpus (Pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  afterAll(() => {
    recordSecurityRows([
      { name: "XSS vectors", tried: VECTORS.length, executed: tracesSeen },
      { name: "XSS corpus routes", tried: routesWalked, executed: tracesSeen },
    ]);
  });

  it("runs no vector in chats, events and the Pleroma staff screens", async () => {
    const routes = await demoRoutes(e2e.server);
    const token = await e2e.server.tokenFor("alice");
    const chats = await e2e.server.api<{ id: string }[]>(
      "/api/v2/pleroma/chats",
      { token },
    );
    await placeCorpus(e2e);
    const member = [
      "/chats",
      ...(chats.body[0] ? [`/chats/${chats.body[0].id}`] : []),
      routes.event,
      "/events",
      "/notifications",
    ];
    const staff = ["/admin/reports", "/admin/accounts", "/admin/announcements"];
    const found = [
      ...(await walk(e2e, "alice", member)),
      ...(await walk(e2e, "maren", staff)),
    ];
    routesWalked += member.length + staff.length;
    tracesSeen += found.length;
    expect(found).toEqual([]);
    expect(quietRoutes).toEqual([]);
    expect(chats.body.length).toBeGreaterThan(0);
  }, 90_000);
});
