// An all-day member session, compressed (issue 21): bob keeps Potluck open
// for eight simulated hours while the demo server publishes fast, drops his
// socket now and then and he goes round every screen. The page's clock is
// installed and moved on ten minutes per step, so the app's own timers
// (liveness probes, polling, relative times, marker saves, the entity
// collector) run as in a real day. After each step: heap after two forced
// collections, DOM nodes, event listeners and open sockets.
/* global window, PopStateEvent */
import { memoryFigures, sleep } from "../bench/browser.mjs";

const STEP_MS = 10 * 60_000;
/** The first hour is warm-up: caches fill, chunks load. */
const WARM_UP_STEPS = 6;

/**
 * In the page before its scripts: counts open sockets and the frames they
 * carry, whoever made them.
 */
function installSoakProbe() {
  const Native = window.WebSocket;
  const live = new Set();
  const probe = { frames: 0, sockets: () => live.size };
  class Counted extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      live.add(this);
      this.addEventListener("message", () => {
        probe.frames += 1;
      });
      this.addEventListener("close", () => live.delete(this));
    }
  }
  window.WebSocket = Counted;
  window.__soak = probe;
}

/** The member's screens (app paths), ids from the seed. */
async function screens(server, token) {
  const state = await server.control("state");
  const lists = await fetch(`${server.url}/api/v1/lists`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const thread = state.statuses.welcome;
  return [
    "/home",
    "/notifications",
    "/lists",
    ...(lists[0] ? [`/lists/${lists[0].id}`] : []),
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
    "/@alice",
    "/@alice/followers",
    ...(thread ? [`/@maren/posts/${thread}`] : []),
    "/mutes",
    "/blocks",
    "/search?q=garden",
    "/settings",
  ];
}

async function visit(page, to) {
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, to);
}

/** Each step's share of `total`, spread evenly over `steps`. */
const shareOf = (total, steps, step) =>
  Math.floor(((step + 1) * total) / steps) - Math.floor((step * total) / steps);

/**
 * Runs the session: `hours` simulated, `events` stream frames wanted,
 * `reconnects` socket drops. Returns the samples and a summary.
 */
export async function runSoak(
  browser,
  server,
  appUrl,
  { hours = 8, events = 50_000, reconnects = 200, log = () => {} } = {},
) {
  const steps = Math.round((hours * 3_600_000) / STEP_MS);
  const { access_token: token } = await server.control("token", {
    username: "bob",
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "en-GB",
    timezoneId: "UTC",
  });
  const errors = [];
  try {
    await context.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [`potluck:token:${server.url}`, token],
    );
    await context.addInitScript(installSoakProbe);
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await page.clock.install();
    await page.goto(appUrl("/home"), { waitUntil: "load" });
    await page
      .getByRole("feed", { name: "Home" })
      .getByRole("article")
      .first()
      .waitFor({ timeout: 60_000 });
    const routes = await screens(server, token);
    const base = new URL(appUrl("/")).pathname.replace(/\/$/, "");
    const samples = [];
    const started = Date.now();
    let dropped = 0;
    for (let step = 0; step < steps; step += 1) {
      // This step's share of the day's posts, as fast as the server goes.
      const posts = shareOf(events, steps, step);
      const before = await page.evaluate(() => window.__soak.frames);
      const t0 = Date.now();
      // Posts by people bob follows: each is an event on his stream.
      await server.control("burst", { count: posts, for: "bob" });
      // Every frame of the burst is in before the socket is dropped (a
      // dropped socket loses what it had not delivered; the app backfills
      // that over REST, but this counts the stream's events).
      const end = Date.now() + 120_000;
      let frames = await page.evaluate(() => window.__soak.frames);
      while (frames - before < posts && Date.now() < end) {
        await sleep(50);
        frames = await page.evaluate(() => window.__soak.frames);
      }
      const t1 = Date.now();
      const drops = shareOf(reconnects, steps, step);
      for (let drop = 0; drop < drops; drop += 1) {
        await server.control("drop-sockets");
        dropped += 1;
        // The reconnect's backoff (a quarter second) passes on the page's
        // clock rather than the wall's.
        await page.clock.fastForward(1000);
        // Back before the next drop.
        const back = Date.now() + 15_000;
        while (Date.now() < back) {
          const state = await server.control("state");
          if (state.streaming.sockets.length > 0) break;
          await sleep(20);
        }
      }
      const t2 = Date.now();
      const screen = routes[step % routes.length];
      await visit(page, `${base}${screen}`);
      await sleep(300);
      await visit(page, `${base}/home`);
      // Ten minutes of the member's day pass on the page's clock.
      await page.clock.fastForward(STEP_MS);
      const t3 = Date.now();
      frames = await page.evaluate(() => window.__soak.frames);
      const figures = await memoryFigures(cdp);
      const t4 = Date.now();
      const sample = {
        step: step + 1,
        simulatedMinutes: (step + 1) * 10,
        posts,
        frames: frames - before,
        sockets: await page.evaluate(() => window.__soak.sockets()),
        ...figures,
      };
      samples.push(sample);
      log(
        `${String(sample.simulatedMinutes).padStart(4)} min: heap ${String(sample.heapMB)} MB, ${String(sample.domNodes)} nodes, ${String(sample.jsEventListeners)} listeners, ${String(sample.sockets)} socket(s), ${String(sample.frames)} frames; ms: burst ${String(t1 - t0)}, drops ${String(t2 - t1)}, screen ${String(t3 - t2)}, memory ${String(t4 - t3)}`,
      );
    }
    const warm = samples[Math.min(WARM_UP_STEPS, samples.length) - 1];
    const last = samples.at(-1);
    const afterWarm = samples.slice(WARM_UP_STEPS - 1);
    return {
      hours,
      steps,
      wallSeconds: Math.round((Date.now() - started) / 1000),
      eventsPublished: samples.reduce((sum, s) => sum + s.posts, 0),
      framesReceived: samples.reduce((sum, s) => sum + s.frames, 0),
      reconnects: dropped,
      screens: routes.length,
      heapStartMB: samples[0]?.heapMB ?? null,
      heapWarmMB: warm?.heapMB ?? null,
      heapEndMB: last?.heapMB ?? null,
      heapMaxAfterWarmMB: Math.max(...afterWarm.map((s) => s.heapMB)),
      domWarm: warm?.domNodes ?? null,
      domEnd: last?.domNodes ?? null,
      listenersWarm: warm?.jsEventListeners ?? null,
      listenersEnd: last?.jsEventListeners ?? null,
      socketsEnd: last?.sockets ?? null,
      pageErrors: errors,
      samples,
    };
  } finally {
    await context.close();
  }
}
