// Streamed posts arriving on the homepage while the reader sits at its top:
// heap after 2,000 and 10,000 `update` events, and the rate the page applies
// them at. Posts are published in bursts through the demo server's control
// API (in process), each with a sequence number in its text; the page reports
// the newest number its top row shows, once per frame.
/* global window, document, requestAnimationFrame */
import {
  firstPostTime,
  markThreadTimes,
  memoryFigures,
  openPage,
  sleep,
  traceMarks,
} from "./browser.mjs";

const AUTHORS = ["alice", "bob", "chen", "maren"];
const BURST = 100;
/** A burst every 50 ms: up to 2,000 posts per second, faster than any page applies them. */
const BURST_EVERY_MS = 50;
const CHECKPOINTS = [2000, 10_000];

/** Watches the feed's top row for the highest sequence number shown. */
function watchTopRow(checkpoints) {
  const bench = window.__bench;
  bench.topSeq = 0;
  bench.appliedAt = [];
  const tick = () => {
    const row = document.querySelector('[role="feed"] > [data-index="0"]');
    const match = /bench-seq-(\d+)/.exec(row?.textContent ?? "");
    const seq = match ? Number(match[1]) : 0;
    if (seq > bench.topSeq) {
      for (const checkpoint of checkpoints)
        if (bench.topSeq < checkpoint && seq >= checkpoint)
          performance.mark(`bench:shown-${checkpoint}`);
      bench.topSeq = seq;
      bench.appliedAt.push([seq, performance.now()]);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function publish(control, from, to) {
  for (let seq = from; seq <= to; seq += BURST) {
    for (let n = seq; n < Math.min(seq + BURST, to + 1); n += 1) {
      control.publish({
        account: AUTHORS[n % AUTHORS.length],
        text: `Streaming bench post bench-seq-${n}`,
      });
    }
    await sleep(BURST_EVERY_MS);
  }
}

async function waitForSeq(page, seq, timeoutMs) {
  await page.waitForFunction((n) => window.__bench.topSeq >= n, seq, {
    timeout: timeoutMs,
    polling: 250,
  });
}

/** Main-thread task time so far, in ms (Chromium's TaskDuration). */
async function taskMs(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
}

/**
 * One block's figures, in page time: posts applied per second from the
 * block's first arrival to its last post shown; the rate they arrived at
 * (the demo server's publishing is the limit when the two are close); how
 * long after the last arrival the page caught up; and the share of the
 * block the page's main thread was busy.
 */
function blockFigures({ from, to, arrivals, applied, busyMs, cpuMs }) {
  const firstAt = arrivals[from - 1];
  const lastArrival = arrivals[to - 1];
  const shownAt = applied.find(([seq]) => seq >= to)?.[1] ?? NaN;
  const events = to - from + 1;
  const perSecond = (ms) => Math.round((events / ms) * 1000);
  return {
    appliedPerSecond: perSecond(shownAt - firstAt),
    arrivedPerSecond: perSecond(lastArrival - firstAt),
    catchUpMs: Math.round(shownAt - lastArrival),
    mainThreadBusyPercent: Math.round((busyMs / (shownAt - firstAt)) * 100),
    cpuMsPerPost:
      cpuMs === null ? null : Math.round((cpuMs / events) * 100) / 100,
  };
}

/** Stream figures from one page (one run: 10,000 posts take a while). */
export async function benchStream(browser, url, control) {
  const { context, page, cdp, errors } = await openPage(browser);
  try {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await firstPostTime(page);
    // Let the socket open and subscribe before publishing.
    await sleep(1500);
    await cdp.send("Performance.enable");
    const baseline = await memoryFigures(cdp);
    const stopTrace = await traceMarks(browser, page);
    await page.evaluate(watchTopRow, CHECKPOINTS);
    const heap = {};
    const busy = [];
    let from = 1;
    const started = Date.now();
    for (const checkpoint of CHECKPOINTS) {
      const before = await taskMs(cdp);
      await page.evaluate((n) => performance.mark(`bench:publish-${n}`), from);
      await publish(control, from, checkpoint);
      await waitForSeq(page, checkpoint, 300_000);
      busy.push((await taskMs(cdp)) - before);
      heap[checkpoint] = await memoryFigures(cdp);
      from = checkpoint + 1;
    }
    const wallSeconds = (Date.now() - started) / 1000;
    const { arrivals, applied } = await page.evaluate(() => ({
      arrivals: window.__bench.arrivals,
      applied: window.__bench.appliedAt,
    }));
    const [first, last] = CHECKPOINTS;
    const marks = markThreadTimes(await stopTrace(), [
      "bench:publish-1",
      `bench:shown-${first}`,
      `bench:publish-${first + 1}`,
      `bench:shown-${last}`,
    ]);
    const between = (a, b) =>
      marks[a] === null || marks[b] === null ? null : marks[b] - marks[a];
    const blocks = [
      blockFigures({
        from: 1,
        to: first,
        arrivals,
        applied,
        busyMs: busy[0],
        cpuMs: between("bench:publish-1", `bench:shown-${first}`),
      }),
      blockFigures({
        from: first + 1,
        to: last,
        arrivals,
        applied,
        busyMs: busy[1],
        cpuMs: between(`bench:publish-${first + 1}`, `bench:shown-${last}`),
      }),
    ];
    // Posts rendered per second over the whole run (issue 22's figure,
    // reported beside the heap): from the first arrival to the last post
    // shown in the top row.
    const lastShownAt = applied.find(([seq]) => seq >= last)?.[1] ?? NaN;
    const renderedPerSecond = Math.round(
      (last / (lastShownAt - arrivals[0])) * 1000,
    );
    return {
      runs: 1,
      events: last,
      renderedPerSecond,
      framesReceived: arrivals.length,
      baselineHeapMB: baseline.heapMB,
      heapAt2000MB: heap[first].heapMB,
      heapAt10000MB: heap[last].heapMB,
      domNodesAt10000: heap[last].domNodes,
      first2000: blocks[0],
      after2000: blocks[1],
      wallSeconds: Math.round(wallSeconds),
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}
