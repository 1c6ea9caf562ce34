// The staff console's report queue (issue 16): a moderator opens a queue of
// 2,000 open reports and moves through all of it with `j`, opening a report
// with Enter and going back with Esc now and then. Each key is timed from
// its keydown to the paint of the first frame that shows its result; heap
// and DOM nodes are taken as the queue opens and after its last report.
/* global window, document, requestAnimationFrame */
import {
  markThreadTimes,
  median,
  memoryFigures,
  openPage,
  pagePromise,
  percentile,
  signInPage,
  traceMarks,
} from "./browser.mjs";
import { QUEUE_REPORTS } from "./demo.mjs";

/** Enter and Esc are pressed once every this many `j`s. */
const OPEN_EVERY = 250;
/** A key whose result has not painted by then failed the run. */
const KEY_TIMEOUT_MS = 10_000;

/**
 * Installed once in the page: the keydown time of every key (captured on
 * the window, before the app's listeners) and `arm(kind)`, which
 * resolves to the time from the next keydown to the paint of the first
 * frame whose DOM shows the key's result. Each frame checks the result in
 * requestAnimationFrame, which runs just before that frame's paint; a
 * message posted from there is handled once the frame is painted.
 */
function installKeyProbe() {
  const probe = { keyAt: null };
  window.__keys = probe;
  window.addEventListener(
    "keydown",
    (event) => {
      probe.keyAt = event.timeStamp;
    },
    true,
  );
  const focusedRow = () =>
    document.activeElement?.closest?.("[data-report-row]")?.dataset.reportId ??
    null;
  const openRow = () =>
    document.querySelector('[data-report-row][aria-current="page"]')?.dataset
      .reportId ?? null;
  const shown = {
    // The selection moved: another row holds the focus.
    move: (before) => focusedRow() !== null && focusedRow() !== before,
    // The selected report is marked open and its heading is in the pane.
    open: (before) =>
      openRow() === before &&
      document.querySelector("article[aria-labelledby] h2") !== null,
    // Back at the queue: nothing open, the focus on the report's row.
    close: (before) => openRow() === null && focusedRow() === before,
  };
  probe.arm = (kind) => {
    const before = focusedRow();
    probe.keyAt = null;
    probe.result = new Promise((resolve) => {
      const check = () => {
        if (probe.keyAt === null || !shown[kind](before)) {
          requestAnimationFrame(check);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          resolve(performance.now() - probe.keyAt);
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    });
  };
}

/** Presses `key` and resolves to its key-to-paint time (ms). */
async function timedKey(page, key, kind) {
  await page.evaluate((k) => window.__keys.arm(k), kind);
  await page.keyboard.press(key);
  return pagePromise(
    page,
    ["__keys", "result"],
    KEY_TIMEOUT_MS,
    `${key}: its result never painted`,
  );
}

/** The queue's length as laid out (every row has one height). */
const queueLength = (page) =>
  page.evaluate(() => {
    const list = document.querySelector(
      "ul[aria-label]:has([data-report-row])",
    );
    const row = list?.querySelector("[data-report-row]");
    if (!list || !row) return 0;
    return Math.round(
      list.getBoundingClientRect().height / row.getBoundingClientRect().height,
    );
  });

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

function summary(times) {
  return {
    presses: times.length,
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
  };
}

/**
 * One run, signed in as the moderator through the token the OAuth pages
 * would have stored; `server` is the bench server, `home` the app's root.
 */
export async function benchAdmin(browser, server, home) {
  const { context, page, cdp, errors } = await openPage(browser);
  try {
    await signInPage(page, server.control, server.url, "mod");
    await page.addInitScript(installKeyProbe);
    const started = Date.now();
    await page.goto(`${home}admin/reports`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("[data-report-row]", { timeout: 60_000 });
    const openMs = Date.now() - started;
    const atStart = await memoryFigures(cdp);
    const stopTrace = await traceMarks(browser, page);
    await page.evaluate(() => performance.mark("bench:queue-start"));
    const moves = [];
    const opens = [];
    const closes = [];
    let waitsForPage = 0;
    for (let index = 0; index < QUEUE_REPORTS; index += 1) {
      // Past the rows held, the next page is on its way (asked for ten rows
      // before the end): the moderator waits for it, which is no key's time.
      if (index > 0 && index >= (await queueLength(page))) {
        waitsForPage += 1;
        await page.waitForFunction(
          (n) => {
            const list = document.querySelector(
              "ul[aria-label]:has([data-report-row])",
            );
            const row = list?.querySelector("[data-report-row]");
            return (
              row !== null &&
              list.getBoundingClientRect().height /
                row.getBoundingClientRect().height >
                n
            );
          },
          index,
          { timeout: 60_000, polling: 50 },
        );
      }
      moves.push(await timedKey(page, "j", "move"));
      if (index % OPEN_EVERY === OPEN_EVERY - 1) {
        opens.push(await timedKey(page, "Enter", "open"));
        closes.push(await timedKey(page, "Escape", "close"));
      }
    }
    await page.evaluate(() => performance.mark("bench:queue-end"));
    const marks = markThreadTimes(await stopTrace(), [
      "bench:queue-start",
      "bench:queue-end",
    ]);
    const cpuMs = marks["bench:queue-end"] - marks["bench:queue-start"];
    const atEnd = await memoryFigures(cdp);
    return {
      runs: 1,
      reports: await queueLength(page),
      openMs,
      move: summary(moves),
      open: summary(opens),
      close: summary(closes),
      waitsForPage,
      // Main-thread CPU per key (all keys, and the pages loaded on the
      // way), comparable across machine loads.
      cpuMsPerKey:
        Math.round(
          (cpuMs / (moves.length + opens.length + closes.length)) * 100,
        ) / 100,
      heapAtStartMB: atStart.heapMB,
      heapAtEndMB: atEnd.heapMB,
      domNodesAtStart: atStart.domNodes,
      domNodesAtEnd: atEnd.domNodes,
      jsEventListenersAtEnd: atEnd.jsEventListeners,
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}
