// The homepage, cold: what it loads before its first post paints, when that
// happens, and how long the main thread was blocked before it.
/* global window */
import { gzipSync } from "node:zlib";
import {
  DOCUMENT_MARK,
  FIRST_POST_MARK,
  firstPostTime,
  median,
  openPage,
  sleep,
} from "./browser.mjs";

/**
 * Chunks of detail screens, modals and member screens, which a list route must
 * not load before its first post (nor preload after it).
 */
export const DETAIL_CHUNK =
  /^(status|thread|quotes|account-.*|event-.*|profile-.*|.*-modal|compose|notifications|follow-requests|home|sign-in.*)$/;
const LONG_TASK_MS = 50;
const TRACE_CATEGORIES = ["blink.user_timing"];

/**
 * Main-thread CPU time before the first post, from a Chromium trace: the
 * difference in thread time (`tts`) between the probe's mark at document
 * creation and the first-post mark. Unlike wall times it barely moves when
 * other processes compete for the cores, so it compares builds on a busy
 * machine.
 */
export function mainThreadCpuMs(traceEvents) {
  const mark = traceEvents.find((e) => e.name === FIRST_POST_MARK);
  const start = traceEvents
    .filter(
      (e) =>
        e.name === DOCUMENT_MARK &&
        mark &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ts < mark.ts,
    )
    .sort((a, b) => b.ts - a.ts)[0];
  if (!mark?.tts || !start?.tts) return null;
  return (mark.tts - start.tts) / 1000;
}

/** `js/status.0123456789.js` → `status`; other files keep their name. */
export function chunkName(url) {
  const file = new URL(url).pathname.split("/").pop() ?? url;
  return file.replace(/\.[0-9a-f]{10}\.(js|css)$/, "");
}

const kindOf = (url, type) => {
  const { pathname } = new URL(url);
  if (pathname.endsWith(".css") || type.includes("css")) return "css";
  if (pathname.endsWith(".js") || type.includes("javascript")) return "js";
  if (pathname.endsWith(".map")) return "map";
  return null;
};

/**
 * One cold load of `url`. Scripts and style sheets count as "before the
 * first post" when their request started before the mark (they competed for
 * the network and, for scripts, the main thread before the paint).
 */
async function loadOnce(browser, url, { throttled, prepare }) {
  const { context, page, errors } = await openPage(browser, { throttled });
  if (prepare) await prepare(page);
  const bodies = new Map();
  const reading = [];
  page.on("response", (response) => {
    const kind = kindOf(
      response.url(),
      response.headers()["content-type"] ?? "",
    );
    if (!kind) return;
    reading.push(
      response
        .body()
        .then((body) => bodies.set(response.url(), { kind, body }))
        .catch(() => {}),
    );
  });
  try {
    // Tracing only unthrottled: CPU throttling pauses the thread, which
    // thread time does not count anyway.
    if (!throttled)
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "domcontentloaded", timeout: 60_000 });
    const firstPostMs = await firstPostTime(page);
    const cpuMs = throttled
      ? null
      : mainThreadCpuMs(
          JSON.parse(String(await browser.stopTracing())).traceEvents,
        );
    // Whatever the route preloads after its first paint lands within this
    // wait (a detail chunk loaded now would be a preload).
    await page
      .waitForLoadState("networkidle", { timeout: throttled ? 15_000 : 5_000 })
      .catch(() => {});
    await sleep(throttled ? 500 : 300);
    const { resources, longTasks } = await page.evaluate(() => ({
      resources: performance
        .getEntriesByType("resource")
        .map((e) => ({ name: e.name, start: e.startTime })),
      longTasks: window.__bench.longTasks,
    }));
    await Promise.all(reading);
    const before = resources.filter((r) => r.start < firstPostMs);
    const files = (list) =>
      list
        .map((r) => ({ ...r, file: bodies.get(r.name) }))
        .filter((r) => r.file && r.file.kind !== "map");
    const initial = files(before);
    const gz = (kind) =>
      initial
        .filter((r) => r.file.kind === kind)
        .reduce((sum, r) => sum + gzipSync(r.file.body).length, 0);
    const tasks = longTasks.filter(
      (t) => t.start < firstPostMs && t.duration >= LONG_TASK_MS,
    );
    return {
      firstPostMs,
      cpuMs,
      detailBefore: initial
        .map((r) => chunkName(r.name))
        .filter((name) => DETAIL_CHUNK.test(name)),
      jsGzipBytes: gz("js"),
      cssGzipBytes: gz("css"),
      initialFiles: initial.map((r) => chunkName(r.name)),
      allScripts: files(resources).map((r) => chunkName(r.name)),
      sourceMaps: resources.filter((r) => r.name.endsWith(".map")).length,
      longTaskMs: tasks.reduce((sum, t) => sum + t.duration, 0),
      blockingMs: tasks.reduce((sum, t) => sum + t.duration - LONG_TASK_MS, 0),
      longTaskCount: tasks.length,
      errors,
    };
  } finally {
    await context.close();
  }
}

const round = (value) => (value === null ? null : Math.round(value));

/** The medians of `results` (loads of one page). */
function summarise(results, { runs, throttled }) {
  const pick = (key) => results.map((r) => r[key]);
  const last = results[results.length - 1];
  const detail = [...new Set(results.flatMap((r) => r.allScripts))].filter(
    (name) => DETAIL_CHUNK.test(name),
  );
  return {
    runs,
    firstPostMs: round(median(pick("firstPostMs"))),
    firstPostMsRuns: pick("firstPostMs").map(round),
    mainThreadCpuMs: throttled ? null : round(median(pick("cpuMs"))),
    longTaskMs: round(median(pick("longTaskMs"))),
    blockingMs: round(median(pick("blockingMs"))),
    longTaskCount: median(pick("longTaskCount")),
    jsGzipBytes: median(pick("jsGzipBytes")),
    cssGzipBytes: median(pick("cssGzipBytes")),
    initialFileCount: last.initialFiles.length,
    initialFiles: last.initialFiles,
    scriptsLoadedByRoute: [...new Set(last.allScripts)],
    detailChunksLoaded: detail,
    detailChunksBeforeFirstPost: [
      ...new Set(results.flatMap((r) => r.detailBefore)),
    ],
    sourceMapsLoaded: Math.max(...pick("sourceMaps")),
    pageErrors: [...new Set(results.flatMap((r) => r.errors))],
  };
}

const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null);

/**
 * Medians over `runs` cold loads of `url`, unthrottled or throttled;
 * `prepare(page)` runs before each navigation (signing in). With
 * `floorUrl` (the library floor, tools/bench/floor.mjs) each load of the
 * page is followed by one of the floor, so both see the same machine load,
 * and `floor` and the app/floor ratios are added: of the medians, and the
 * median of each round's ratio (the figure that holds on a busy machine).
 */
export async function benchFirstPost(
  browser,
  url,
  { runs, throttled, prepare, floorUrl },
) {
  const results = [];
  const floor = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(await loadOnce(browser, url, { throttled, prepare }));
    if (floorUrl) floor.push(await loadOnce(browser, floorUrl, { throttled }));
  }
  const app = summarise(results, { runs, throttled });
  if (!floorUrl) return app;
  const floorFigures = summarise(floor, { runs, throttled });
  return {
    ...app,
    floor: {
      firstPostMs: floorFigures.firstPostMs,
      firstPostMsRuns: floorFigures.firstPostMsRuns,
      mainThreadCpuMs: floorFigures.mainThreadCpuMs,
      blockingMs: floorFigures.blockingMs,
      jsGzipBytes: floorFigures.jsGzipBytes,
      pageErrors: floorFigures.pageErrors,
    },
    floorRatio: {
      firstPost: ratio(app.firstPostMs, floorFigures.firstPostMs),
      firstPostPerRound: median(
        results.map((r, i) => ratio(r.firstPostMs, floor[i].firstPostMs)),
      ),
      mainThreadCpu: ratio(app.mainThreadCpuMs, floorFigures.mainThreadCpuMs),
      jsGzipBytesOver: app.jsGzipBytes - floorFigures.jsGzipBytes,
    },
  };
}
