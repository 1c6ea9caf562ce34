// Chromium for the benchmarks: Debian's build through playwright-core (never
// a downloaded browser), one fresh context per measurement, CDP for
// throttling, garbage collection, heap and DOM counters.
/* global window, requestAnimationFrame */
import { chromium } from "playwright-core";

export const CHROMIUM_PATH =
  process.env.POTLUCK_CHROMIUM ?? "/usr/bin/chromium";
export const VIEWPORT = { width: 1400, height: 900 };
export const FIRST_POST_MARK = "potluck:first-post";
/** Set by the probe as the document is created (the start of thread-time figures). */
export const DOCUMENT_MARK = "bench:document";

/** Chromium's slow-4G preset with 4x CPU, as the peers were measured. */
export const THROTTLED = {
  cpuRate: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Runs in the page before any of its scripts (addInitScript): long tasks,
 * the first-post mark as a promise, an on-demand rAF frame recorder, and
 * stream frames counted as they arrive on any WebSocket.
 */
function pageProbe([markName, documentMark]) {
  performance.mark(documentMark);
  const bench = {
    longTasks: [],
    frames: [],
    recording: false,
    wsFrames: 0,
    arrivals: [],
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // No long-task support: the figure stays empty.
  }
  bench.firstPost = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const mark = list.getEntries().find((e) => e.name === markName);
      if (!mark) return;
      observer.disconnect();
      resolve(mark.startTime);
    }).observe({ type: "mark", buffered: true });
  });
  bench.startFrames = () => {
    bench.frames = [];
    bench.recording = true;
    let last = performance.now();
    const tick = (now) => {
      if (!bench.recording) return;
      bench.frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  };
  bench.stopFrames = () => {
    bench.recording = false;
    return bench.frames;
  };
  const Native = WebSocket;
  window.WebSocket = class BenchSocket extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data !== "string" || !event.data.includes("update"))
          return;
        bench.wsFrames += 1;
        bench.arrivals.push(performance.now());
      });
    }
  };
}

/**
 * A fresh context and page (cold: own cache, cache disabled) with the probe
 * installed and, if asked, CPU and network throttling.
 */
export async function openPage(browser, { throttled = false } = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: "en-GB",
    timezoneId: "UTC",
  });
  await context.addInitScript(pageProbe, [FIRST_POST_MARK, DOCUMENT_MARK]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttled) {
    await cdp.send("Emulation.setCPUThrottlingRate", {
      rate: THROTTLED.cpuRate,
    });
    await cdp.send("Network.emulateNetworkConditions", THROTTLED.network);
  }
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, cdp, errors };
}

/**
 * Signs `username` in on `page` before it loads, as the OAuth pages would
 * have: a token from the demo server's control API, stored where the app
 * keeps it for the server at `serverUrl`. Resolves to the token.
 */
export async function signInPage(page, control, serverUrl, username) {
  const { access_token: token } = control.token({ username });
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [`potluck:token:${serverUrl}`, token],
  );
  return token;
}

/** Waits for the first-post mark; its time since navigation start, in ms. */
export async function firstPostTime(page, timeout = 60_000) {
  await page.waitForFunction(() => window.__bench !== undefined, null, {
    timeout,
  });
  return pagePromise(page, ["__bench", "firstPost"], timeout, "no first post");
}

/**
 * Resolves to what the page's promise `window[holder][key]` resolves to,
 * or fails with `failure` after `ms`.
 */
export function pagePromise(page, [holder, key], ms, failure) {
  return page.evaluate(
    ([h, k, t, f]) =>
      Promise.race([
        window[h][k],
        new Promise((_, reject) => setTimeout(() => reject(new Error(f)), t)),
      ]),
    [holder, key, ms, failure],
  );
}

/**
 * Thread (CPU) time of the page's main thread at each of `names`, in ms,
 * from a trace of User Timing marks (see `traceMarks`). Thread time barely
 * moves when other processes compete for the cores, unlike wall time.
 */
export function markThreadTimes(traceEvents, names) {
  const out = {};
  for (const name of names) {
    const mark = traceEvents.find((e) => e.name === name && e.tts);
    out[name] = mark ? mark.tts / 1000 : null;
  }
  return out;
}

/** Records User Timing marks (with thread times) until `stop()` resolves to them. */
export async function traceMarks(browser, page) {
  await browser.startTracing(page, { categories: ["blink.user_timing"] });
  return async () =>
    JSON.parse(String(await browser.stopTracing())).traceEvents;
}

/** Heap after a full garbage collection, and Chromium's DOM counters. */
export async function memoryFigures(cdp) {
  await cdp.send("HeapProfiler.enable");
  for (let i = 0; i < 2; i += 1) await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const dom = await cdp.send("Memory.getDOMCounters");
  return {
    heapMB: Math.round((heap.usedSize / 1024 / 1024) * 10) / 10,
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Median, and percentile by nearest rank. */
export function median(values) {
  return percentile(values, 50);
}

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}
