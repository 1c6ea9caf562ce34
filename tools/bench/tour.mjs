// A member's hour (issue 17, "Entities stay bounded"): signed in as alice,
// the page goes round every member screen again and again, as someone who
// keeps the tab open all day does, while the server posts a live post every
// second. After each round: heap after two forced collections, DOM nodes
// and the store's entity counts. Bounded means they level off: the last
// rounds hold no more than the first ones did.
/* global window, document, PopStateEvent */
import { memoryFigures, openPage, signInPage, sleep } from "./browser.mjs";

export const TOUR_ROUNDS = 30;
/**
 * A live post this often while the tour runs (the demo server's live
 * texts): over 30 rounds (about a quarter of an hour) as many posts as an
 * hour brings at one a second.
 */
const LIVE_POST_MS = 250;
/** A screen is read once its requests have been quiet this long. */
const QUIET_MS = 400;
const SETTLE_TIMEOUT_MS = 30_000;
/** Read this far down each screen (wheel notches of 100 px), loading more where it is set to. */
const READ_NOTCHES = 15;

/**
 * Installed in the page before its scripts: requests in flight (the API
 * client calls `fetch` through globalThis at each call), and the store,
 * found through the React tree the way a devtools extension would (the
 * production build has no devtools hook).
 */
function installTourProbe() {
  const probe = { inflight: 0, lastActivity: performance.now() };
  window.__tour = probe;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    probe.inflight += 1;
    probe.lastActivity = performance.now();
    return nativeFetch(...args).finally(() => {
      probe.inflight -= 1;
      probe.lastActivity = performance.now();
    });
  };
  probe.settled = (quietMs) =>
    probe.inflight === 0 && performance.now() - probe.lastActivity >= quietMs;
  probe.store = () => {
    const container = document.getElementById("bigbuffet");
    const key = Object.keys(container ?? {}).find((k) =>
      k.startsWith("__reactContainer$"),
    );
    const stack = key ? [container[key]] : [];
    while (stack.length > 0) {
      const fiber = stack.pop();
      const store = fiber?.memoizedProps?.store;
      if (store && typeof store.getState === "function") return store;
      if (fiber?.sibling) stack.push(fiber.sibling);
      if (fiber?.child) stack.push(fiber.child);
    }
    return null;
  };
  probe.counts = () => {
    const state = probe.store()?.getState();
    if (!state) return null;
    const counts = {};
    for (const [name, slice] of Object.entries(state)) {
      const byId = slice?.byId;
      if (byId && typeof byId === "object")
        counts[name] = Object.keys(byId).length;
      // Grouped notifications (Mastodon 4.3+) are kept by group.
      const groups = slice?.groups;
      if (byId && groups && typeof groups === "object")
        counts[`${name}Groups`] = Object.keys(groups).length;
    }
    const timelines = Object.values(state.timelines ?? {});
    counts.timelines = timelines.length;
    counts.timelineItems = timelines.reduce(
      (sum, t) => sum + (t.items?.length ?? 0) + (t.pending?.length ?? 0),
      0,
    );
    return counts;
  };
  /** Each timeline's items and queued posts. */
  probe.timelines = () =>
    Object.fromEntries(
      Object.entries(probe.store()?.getState().timelines ?? {}).map(
        ([key, t]) => [key, t.items.length + t.pending.length],
      ),
    );
}

/** Client-side navigation, as a link would do it (no reload: the page's memory is the figure). */
async function visit(page, appPath) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, appPath);
  await page.waitForFunction((ms) => window.__tour.settled(ms), QUIET_MS, {
    timeout: SETTLE_TIMEOUT_MS,
    polling: 100,
  });
}

/** Scrolls down the screen and back to its top, as a reader would. */
async function read(page) {
  for (let i = 0; i < READ_NOTCHES; i += 1) {
    await page.mouse.wheel(0, 100);
    await sleep(30);
  }
  await page.waitForFunction((ms) => window.__tour.settled(ms), QUIET_MS, {
    timeout: SETTLE_TIMEOUT_MS,
    polling: 100,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The member's screens (under the base path), with the ids the seed gives. */
async function memberScreens(server, token) {
  const state = server.control.state();
  const api = async (path) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json();
  };
  const [list] = await api("/api/v1/lists");
  const thread = state.statuses.welcome;
  return [
    "/home",
    "/notifications",
    "/lists",
    `/lists/${list.id}`,
    "/filters",
    "/bookmarks",
    "/favourites",
    "/conversations",
    "/scheduled",
    "/explore",
    "/explore/tags",
    "/explore/links",
    "/explore/suggestions",
    "/public",
    "/public/local",
    "/followed_tags",
    "/@chen",
    "/@chen/followers",
    `/@maren/posts/${thread}`,
    "/mutes",
    "/blocks",
    "/search?q=garden",
  ];
}

const roundFigures = async (page, cdp) => ({
  ...(await memoryFigures(cdp)),
  counts: await page.evaluate(() => window.__tour.counts()),
});

/** First, last and largest value over the rounds. */
function spread(values) {
  const known = values.filter((v) => v !== null && v !== undefined);
  return {
    first: values[0] ?? null,
    last: values[values.length - 1] ?? null,
    max: known.length > 0 ? Math.max(...known) : null,
  };
}

/** Each figure's first (after one round), last and largest value. */
function summarise(rounds) {
  const kinds = Object.keys(rounds[0]?.counts ?? {});
  return {
    heapMB: spread(rounds.map((r) => r.heapMB)),
    domNodes: spread(rounds.map((r) => r.domNodes)),
    entities: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        spread(rounds.map((r) => r.counts?.[kind] ?? null)),
      ]),
    ),
  };
}

/** The tour, `rounds` times round every screen; `home` is the app's root URL. */
export async function benchTour(browser, server, home, { rounds }) {
  const { context, page, cdp, errors } = await openPage(browser);
  const started = Date.now();
  try {
    const token = await signInPage(page, server.control, server.url, "alice");
    const screens = await memberScreens(server, token);
    await page.addInitScript(installTourProbe);
    await page.goto(`${home}home`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => window.__tour.store() !== null, null, {
      timeout: 60_000,
    });
    await page.mouse.move(700, 450);
    server.control.stream({ interval_ms: LIVE_POST_MS });
    const perRound = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const screen of screens) {
        await visit(page, `${home.replace(/\/$/, "")}${screen}`);
        await read(page);
      }
      perRound.push(await roundFigures(page, cdp));
    }
    server.control.stream({ interval_ms: 0 });
    const timelinesAtEnd = await page.evaluate(() => window.__tour.timelines());
    return {
      runs: 1,
      rounds,
      screens: screens.length,
      minutes: Math.round((Date.now() - started) / 6000) / 10,
      ...summarise(perRound),
      perRound: perRound.map((r) => ({
        heapMB: r.heapMB,
        domNodes: r.domNodes,
        statuses: r.counts?.statuses ?? null,
        accounts: r.counts?.accounts ?? null,
      })),
      timelinesAtEnd,
      pageErrors: errors,
    };
  } finally {
    server.control.stream({ interval_ms: 0 });
    await context.close();
  }
}
