// The bench's outputs: a readable table against the targets of the
// performance issue, and latest.json with keys in a stable order.
import { writeFileSync } from "node:fs";

const KB = (bytes) =>
  bytes === null ? "-" : `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? "-" : `${value} ms`);
const mb = (value) => (value === null ? "-" : `${value} MB`);
const num = (value) => (value === null ? "-" : String(value));

/**
 * The app/floor rows of a first-post figure (interleaved loads): the ratio
 * of the medians, and the median of the rounds' ratios against `limit`.
 */
function floorRows(add, figure, limit) {
  if (!figure.floor) return;
  const { floorRatio } = figure;
  add(
    "  floor's first post; app/floor (of medians; per round)",
    `${ms(figure.floor.firstPostMs)}; ${floorRatio.firstPost}x; ${floorRatio.firstPostPerRound}x`,
    `<= ${limit}x`,
    floorRatio.firstPostPerRound !== null &&
      floorRatio.firstPostPerRound <= limit,
  );
}

/** Rows of a scroll figure (the reader's skim, or the steady wheel). */
function scrollRows(add, name, scroll) {
  add(
    `${name}: posts scrolled (seconds)`,
    `${scroll.postsScrolled} (${scroll.scrollSeconds} s)`,
    ">= 1000",
    scroll.postsScrolled >= 1000,
  );
  add(
    `${name}: DOM nodes`,
    num(scroll.domNodes),
    "< 5000",
    scroll.domNodes < 5000,
  );
  add(`${name}: heap`, mb(scroll.heapMB), "< 40 MB", scroll.heapMB < 40);
  add(`${name}: JS event listeners`, num(scroll.jsEventListeners));
  add(`${name}: main-thread CPU per post (trace)`, ms(scroll.cpuMsPerPost));
  add(
    `${name}: frame time p95`,
    ms(scroll.frameP95Ms),
    "<= 20 ms",
    scroll.frameP95Ms <= 20,
  );
  add(
    `${name}: frames over 33 ms`,
    `${scroll.framesOver33Percent}%`,
    "<= 1%",
    scroll.framesOver33Percent <= 1,
  );
}

/** [label, value, target text, passes?] rows; a missing section is skipped. */
function rows(f) {
  const out = [];
  const add = (label, value, target = "", pass = null) =>
    out.push([label, value, target, pass]);
  if (f.build) {
    add("build: wall time", `${f.build.seconds} s`, "peers 21.5 s");
    add(
      "build: peak memory (webpack / with workers)",
      `${mb(f.build.webpackPeakMB)} / ${mb(f.build.treePeakMB)}`,
      "peers 1.0 GB",
    );
    if (f.build.libraryFloor)
      add(
        "library floor: the fixed libraries alone (gzip)",
        KB(f.build.libraryFloor.gzipBytes),
      );
  }
  if (f.bundle) {
    add(
      "bundle: chunks, total gzip",
      `${f.bundle.chunkCount}, ${KB(f.bundle.totalGzipBytes)}`,
    );
    add(
      "bundle: largest locale chunk (gzip)",
      KB(f.bundle.largestLocaleGzipBytes),
      "<= 25 KB",
      f.bundle.largestLocaleGzipBytes <= 25 * 1024,
    );
  }
  const first = f.firstPost;
  if (first) {
    add(
      "homepage: JS before first post (gzip)",
      KB(first.jsGzipBytes),
      "<= 185 KB",
      first.jsGzipBytes <= 185 * 1024,
    );
    if (first.floor)
      add(
        "library floor: JS before its first post (gzip)",
        KB(first.floor.jsGzipBytes),
      );
    add("homepage: CSS before first post (gzip)", KB(first.cssGzipBytes));
    add("homepage: files before first post", num(first.initialFileCount));
    const before = first.detailChunksBeforeFirstPost ?? [];
    add(
      "homepage: detail chunks before first post",
      before.join(", ") || "none",
      "none",
      before.length === 0,
    );
    add(
      "homepage: detail chunks loaded at all (preloads)",
      first.detailChunksLoaded.join(", ") || "none",
      "none",
      first.detailChunksLoaded.length === 0,
    );
    add("first post, cold, unthrottled", ms(first.firstPostMs));
    floorRows(add, first, 1.6);
    add("main-thread CPU time before it (trace)", ms(first.mainThreadCpuMs));
    add(
      "long tasks before it (sum; over-50-ms part)",
      `${ms(first.longTaskMs)}; ${ms(first.blockingMs)}`,
      "<= 100 ms",
      first.blockingMs <= 100,
    );
  }
  const slow = f.firstPostThrottled;
  if (slow) {
    add("first post, 4x CPU + slow 4G", ms(slow.firstPostMs));
    floorRows(add, slow, 1.35);
    add(
      "long tasks before it, throttled (sum; over-50-ms part)",
      `${ms(slow.longTaskMs)}; ${ms(slow.blockingMs)}`,
    );
  }
  for (const [name, member, limit] of [
    ["member /home", f.memberHome, 1.6],
    ["member /home, 4x CPU + slow 4G", f.memberHomeThrottled, 1.35],
  ]) {
    if (!member) continue;
    add(
      `${name}: JS before first post (gzip)`,
      KB(member.jsGzipBytes),
      "<= 185 KB",
      member.jsGzipBytes <= 185 * 1024,
    );
    add(`${name}: first post, cold`, ms(member.firstPostMs));
    floorRows(add, member, limit);
    add(
      `${name}: long tasks before it (sum; over-50-ms part)`,
      `${ms(member.longTaskMs)}; ${ms(member.blockingMs)}`,
      "<= 100 ms",
      member.blockingMs <= 100,
    );
  }
  for (const [name, scroll] of [
    ["scroll", f.scroll],
    ["steady scroll (member home)", f.steadyScroll],
  ])
    if (scroll) scrollRows(add, name, scroll);
  const stream = f.stream;
  if (stream) {
    add(
      "stream: heap before / 2,000 / 10,000 posts",
      `${mb(stream.baselineHeapMB)} / ${mb(stream.heapAt2000MB)} / ${mb(stream.heapAt10000MB)}`,
    );
    add(
      "stream: posts rendered per s, all 10,000",
      num(stream.renderedPerSecond ?? null),
      "peers 26-385/s",
    );
    for (const [name, b] of [
      ["first 2,000", stream.first2000],
      ["next 8,000", stream.after2000],
    ]) {
      add(
        `stream ${name}: applied / arrived per s, caught up, busy, CPU per post`,
        `${b.appliedPerSecond} / ${b.arrivedPerSecond}, +${b.catchUpMs} ms, ${b.mainThreadBusyPercent}%, ${b.cpuMsPerPost} ms`,
      );
    }
  }
  const admin = f.admin;
  if (admin) {
    add(
      "admin queue: reports moved through by j (opened in)",
      `${admin.move.presses} of ${admin.reports} (${ms(admin.openMs)})`,
      ">= 2000",
      admin.move.presses >= 2000,
    );
    add(
      "admin queue: j key-to-paint median / p95",
      `${ms(admin.move.medianMs)} / ${ms(admin.move.p95Ms)}`,
      "p95 < 50 ms",
      admin.move.p95Ms < 50,
    );
    add("admin queue: main-thread CPU per key (trace)", ms(admin.cpuMsPerKey));
    add(
      "admin queue: Enter (open) / Esc (back) key-to-paint p95",
      `${ms(admin.open.p95Ms)} / ${ms(admin.close.p95Ms)}`,
    );
    add(
      "admin queue: heap at start / after 2,000",
      `${mb(admin.heapAtStartMB)} / ${mb(admin.heapAtEndMB)}`,
      "< 40 MB",
      admin.heapAtEndMB < 40,
    );
    add(
      "admin queue: DOM nodes at start / after 2,000",
      `${num(admin.domNodesAtStart)} / ${num(admin.domNodesAtEnd)}`,
      "< 5000",
      admin.domNodesAtEnd < 5000,
    );
  }
  const tour = f.tour;
  if (tour) {
    const range = ({ first, last, max }) => `${first} / ${last} / ${max}`;
    add(
      `tour: ${tour.rounds} rounds of ${tour.screens} member screens (minutes)`,
      `${tour.rounds * tour.screens} visits (${tour.minutes} min)`,
    );
    add(
      "tour: heap after round 1 / last / max",
      `${mb(tour.heapMB.first)} / ${mb(tour.heapMB.last)} / ${mb(tour.heapMB.max)}`,
      "< 40 MB",
      tour.heapMB.max < 40,
    );
    add(
      "tour: DOM nodes after round 1 / last / max",
      range(tour.domNodes),
      "< 5000",
      tour.domNodes.max < 5000,
    );
    const kinds = [
      "statuses",
      "accounts",
      "notifications",
      "notificationsGroups",
      "relationships",
    ];
    for (const kind of kinds)
      if (tour.entities[kind]?.max)
        add(
          `tour: ${kind} after round 1 / last / max`,
          range(tour.entities[kind]),
        );
  }
  const store = f.store;
  if (store) {
    add(
      "store (Node): statuses absorbed per s (wall)",
      num(store.statusesPerSecond.wall),
    );
    add(
      "store (Node): stream events applied per s (wall)",
      num(store.streamEventsPerSecond.wall),
    );
    add(
      "store (Node): heap after 2,000 / 10,000 events",
      `${mb(store.heapAt2000MB)} / ${mb(store.heapAt10000MB)}`,
    );
  }
  const schemas = f.schemas;
  if (schemas) {
    add(
      "schemas (Node): statuses / accounts parsed per s (wall)",
      `${schemas.statusesPerSecond.wall} / ${schemas.accountsPerSecond.wall}`,
    );
  }
  const recorder = f.recorder;
  if (recorder) {
    add(
      "debug recorder (Node): dispatch per action off / on",
      `${recorder.dispatchOffUs} / ${recorder.dispatchOnUs} µs (its own call ${recorder.recordNs} ns)`,
    );
    add(
      `debug recorder (Node): held at ${recorder.actions} actions; export`,
      `${mb(recorder.heldMB)}; ${recorder.exportMs} ms, ${mb(recorder.exportMB)}`,
    );
  }
  return out;
}

export function printTable(figures) {
  const table = rows(figures).map(([label, value, target, pass]) => [
    label,
    value,
    target,
    pass === null ? "" : pass ? "ok" : "OVER",
  ]);
  const widths = [0, 1, 2].map((i) =>
    Math.max(...table.map((row) => row[i].length)),
  );
  for (const row of table) {
    const line = row
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell))
      .join("  ");
    process.stdout.write(`${line.trimEnd()}\n`);
  }
}

/** Object keys sorted at every level, so the file diffs line by line. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  );
}

export function writeFigures(file, figures) {
  writeFileSync(file, `${JSON.stringify(sortKeys(figures), null, 2)}\n`);
}
