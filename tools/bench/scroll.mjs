// Scrolling the homepage timeline through 1,000 posts with the mouse wheel,
// loading more as it goes (autoloadMore), then memory and frame figures.
/* global window, document */
import {
  firstPostTime,
  markThreadTimes,
  memoryFigures,
  openPage,
  percentile,
  sleep,
  traceMarks,
} from "./browser.mjs";

export const SCROLL_POSTS = 1000;
/**
 * One wheel notch (100 px) every 40 ms: 2,500 px/s, a brisk skim, with a
 * short pause every 2,000 px as a reader's eye catches something.
 */
const WHEEL_PX = 100;
const WHEEL_EVERY_MS = 40;
const PAUSE_EVERY = 20;
const PAUSE_MS = 200;
const SLOW_FRAME_MS = 33;

/** Installs a collector of the distinct posts the feed has rendered. */
function trackPosts() {
  const seen = new Set();
  window.__bench.seen = seen;
  const collect = () => {
    for (const row of document.querySelectorAll(
      '[role="feed"] > [data-index]',
    )) {
      const id = row.querySelector("[data-status-id]")?.dataset.statusId;
      if (id) seen.add(id);
    }
  };
  collect();
  window.addEventListener("scroll", collect, { passive: true });
}

const seenCount = (page) => page.evaluate(() => window.__bench.seen.size);

/**
 * The steady case (issue 22): a member's home, the same notch every 40 ms
 * and no pauses, as a wheel or trackpad held at one speed, the way the
 * peers were compared side by side.
 */
const STEADY = { pauseEvery: 0 };

/**
 * One run; `url` is the homepage (or a member's home, `prepare` signing
 * in). `pauseEvery` notches a reader's pause (0: never).
 */
async function scrollOnce(browser, url, { prepare, pauseEvery = PAUSE_EVERY }) {
  const { context, page, cdp, errors } = await openPage(browser);
  if (prepare) await prepare(page);
  try {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await firstPostTime(page);
    await sleep(500);
    await page.mouse.move(700, 450);
    await page.evaluate(trackPosts);
    const stopTrace = await traceMarks(browser, page);
    await page.evaluate(() => {
      performance.mark("bench:scroll-start");
      window.__bench.startFrames();
    });
    const started = Date.now();
    let seen = 0;
    let stalled = 0;
    for (let step = 0; seen < SCROLL_POSTS; step += 1) {
      await page.mouse.wheel(0, WHEEL_PX);
      const pause = pauseEvery > 0 && step % pauseEvery === pauseEvery - 1;
      await sleep(pause ? PAUSE_MS : WHEEL_EVERY_MS);
      if (step % 10 !== 9) continue;
      const now = await seenCount(page);
      stalled = now === seen ? stalled + 1 : 0;
      seen = now;
      // 30 s without a new post: the end of the timeline, or stuck loading.
      if (stalled > 60) break;
    }
    const scrollMs = Date.now() - started;
    const frames = await page.evaluate(() => {
      performance.mark("bench:scroll-end");
      return window.__bench.stopFrames();
    });
    const marks = markThreadTimes(await stopTrace(), [
      "bench:scroll-start",
      "bench:scroll-end",
    ]);
    const cpuMs = marks["bench:scroll-end"] - marks["bench:scroll-start"];
    await sleep(1000);
    const memory = await memoryFigures(cdp);
    const slow = frames.filter((f) => f > SLOW_FRAME_MS).length;
    return {
      postsScrolled: seen,
      // Main-thread CPU per post scrolled past (render, layout, paint
      // records), comparable across machine loads.
      cpuMsPerPost: Math.round((cpuMs / Math.max(1, seen)) * 100) / 100,
      scrollSeconds: Math.round(scrollMs / 100) / 10,
      ...memory,
      frames: frames.length,
      frameP95Ms: Math.round(percentile(frames, 95) * 10) / 10,
      framesOver33Percent:
        Math.round((slow / Math.max(1, frames.length)) * 1000) / 10,
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}

/** Medians over `runs` scrolls (each about a minute and a half). */
export async function benchScroll(browser, url, { runs, ...options }) {
  const results = [];
  for (let i = 0; i < runs; i += 1)
    results.push(await scrollOnce(browser, url, options));
  const mid = (key) =>
    percentile(
      results.map((r) => r[key]),
      50,
    );
  return {
    runs,
    postsScrolled: mid("postsScrolled"),
    scrollSeconds: mid("scrollSeconds"),
    cpuMsPerPost: mid("cpuMsPerPost"),
    heapMB: mid("heapMB"),
    domNodes: mid("domNodes"),
    jsEventListeners: mid("jsEventListeners"),
    frames: mid("frames"),
    frameP95Ms: mid("frameP95Ms"),
    framesOver33Percent: mid("framesOver33Percent"),
    pageErrors: [...new Set(results.flatMap((r) => r.pageErrors))],
  };
}

/** The steady-wheel case on a member's home (`prepare` signs in). */
export function benchSteadyScroll(browser, url, { runs, prepare }) {
  return benchScroll(browser, url, { runs, prepare, ...STEADY });
}
