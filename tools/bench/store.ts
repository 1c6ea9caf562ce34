/**
 * Store benchmark (notes/performance.md): the production store configuration
 * (no dev checks, no freezing) fed with synthetic Mastodon 4.4-shaped data.
 *
 *   node --expose-gc tools/bench/store.mjs        # prints figures, one per line
 *   import { benchStore } from "./store.ts"       # returns them as an object
 *
 * Figures (medians), each per second of wall time and per second of this
 * process's CPU time (the second stays meaningful on a busy shared machine;
 * the load average is printed alongside):
 * - statuses normalised and absorbed: 1,000 statuses in pages of 40 (nested
 *   accounts, boosts, quotes), normalizr + one dispatch per page; the zod
 *   parse, which comes before, is reported on its own;
 * - stream events applied over 10,000 events: mapped frames in batches of 50
 *   (one animation frame's worth, as the socket middleware sends them), with
 *   the garbage collection the store runs; overall and per block of 1,000;
 *   and end to end, frame parsing, zod and normalising included;
 * - heap and entity counts after 2,000 and after 10,000 events.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../src/api/client";
import { statusSchema, type Status } from "../../src/api/schemas/status";
import { createAppStore, type AppStore } from "../../src/store/index";
import { mapStreamFrame } from "../../src/store/middleware/streamEvents";
import { normalizeStatuses } from "../../src/store/normalize";
import {
  streamBatchReceived,
  streamSubscribed,
} from "../../src/store/streaming/slice";
import { fetchTimeline } from "../../src/store/timelines/thunks";
import { seeded, streamFrames, timelinePage } from "./storeData";

/** A rate per second of wall time and per second of CPU time. */
export interface Rate {
  wall: number;
  cpu: number;
}

export interface StoreBenchResult {
  statusesPerSecond: Rate;
  parsePerSecond: Rate;
  /** Mapped events applied (reducers, batching, GC). */
  streamEventsPerSecond: Rate;
  /** Frames parsed, validated, normalised and applied. */
  streamEndToEndPerSecond: Rate;
  /** Events per second of CPU time in each block of 1,000 events. */
  streamBlocks: number[];
  loadAverage: number;
  heapAt2000MB: number;
  heapAt10000MB: number;
  entitiesAt2000: Record<string, number>;
  entitiesAt10000: Record<string, number>;
  runs: number;
}

const offline = new ApiClient({
  baseUrl: "https://bench.invalid",
  fetch: () => Promise.reject(new Error("offline")),
});

/** Elapsed wall and CPU milliseconds. */
interface Elapsed {
  wall: number;
  cpu: number;
}

function stopwatch(): () => Elapsed {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return {
      wall: performance.now() - wall,
      cpu: (used.user + used.system) / 1000,
    };
  };
}

const add = (a: Elapsed, b: Elapsed): Elapsed => ({
  wall: a.wall + b.wall,
  cpu: a.cpu + b.cpu,
});

const rate = (count: number, ms: Elapsed): Rate => ({
  wall: count / (ms.wall / 1000),
  cpu: count / (ms.cpu / 1000),
});

function productionStore(): AppStore {
  return createAppStore({ client: offline, production: true });
}

function parsePages(pages: Record<string, unknown>[][]): Status[][] {
  return pages.map((page) => page.map((raw) => statusSchema.parse(raw)));
}

function absorbPages(pages: Status[][]): Elapsed {
  const store = productionStore();
  const elapsed = stopwatch();
  pages.forEach((page, index) => {
    const { result, entities } = normalizeStatuses(page);
    const payload = {
      key: "public",
      more: index > 0,
      result,
      entities,
      next: null,
      prev: null,
      complete: false,
      fetchedAt: index,
    };
    store.dispatch(
      fetchTimeline.fulfilled(payload, `bench-${index}`, { key: "public" }),
    );
  });
  return elapsed();
}

/** 1,000 statuses in pages of 40, parsed once (the parse is timed on its own). */
function parsedPages(): { pages: Status[][]; parse: Rate } {
  const random = seeded(42);
  const raws = Array.from({ length: 25 }, (_, i) =>
    timelinePage(i * 40, 40, random),
  );
  const parsing = stopwatch();
  const pages = parsePages(raws);
  return { pages, parse: rate(1000, parsing()) };
}

function entityCounts(store: AppStore): Record<string, number> {
  const state = store.getState();
  return {
    statuses: Object.keys(state.statuses.byId).length,
    accounts: Object.keys(state.accounts.byId).length,
    polls: Object.keys(state.polls.byId).length,
    timelineItems: state.timelines.home?.items.length ?? 0,
  };
}

function heapMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Events per batch: one animation frame's worth under load. */
const BATCH = 50;

/** Frames → actions (JSON, zod, normaliser), as the socket middleware does. */
function mapFrames(frames: string[]) {
  const elapsed = stopwatch();
  const actions: UnknownAction[] = [];
  frames.forEach((raw, index) => {
    const mapped = mapStreamFrame(raw, { me: null, now: index });
    if (mapped.ok) actions.push(mapped.action);
  });
  return { actions, elapsed: elapsed() };
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** Applies mapped events in batches, yielding between batches as frames do. */
async function benchApply(actions: UnknownAction[]) {
  const store = productionStore();
  store.dispatch(streamSubscribed({ stream: "user" }));
  const blocks: number[] = [];
  const snapshots: { heap: number; entities: Record<string, number> }[] = [];
  let total: Elapsed = { wall: 0, cpu: 0 };
  for (let block = 0; block < actions.length / 1000; block += 1) {
    let spent: Elapsed = { wall: 0, cpu: 0 };
    for (let b = block * 1000; b < (block + 1) * 1000; b += BATCH) {
      const batch = actions.slice(b, b + BATCH);
      const elapsed = stopwatch();
      store.dispatch(streamBatchReceived({ actions: batch, receivedAt: b }));
      spent = add(spent, elapsed());
      await nextTick();
    }
    total = add(total, spent);
    blocks.push(rate(1000, spent).cpu);
    if (block === 1 || block === 9) {
      snapshots.push({ heap: heapMB(), entities: entityCounts(store) });
    }
  }
  return { total, blocks, snapshots };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

const medianRate = (rates: Rate[]): Rate => ({
  wall: Math.round(median(rates.map((r) => r.wall))),
  cpu: Math.round(median(rates.map((r) => r.cpu))),
});

export async function benchStore(runs = 5): Promise<StoreBenchResult> {
  const loadAverage = round1(loadavg()[0] ?? 0);
  // Parsing is timed apart (it allocates heavily and would bill its garbage
  // to the store). An absorb run is short (tens of ms): ten warm-up runs let
  // the JIT settle, and the figure is the median of twenty-five more.
  const parses: Rate[] = [];
  let pages: Status[][] = [];
  for (let i = 0; i < 5; i += 1) {
    const parsed = parsedPages();
    parses.push(parsed.parse);
    pages = parsed.pages;
  }
  for (let i = 0; i < 10; i += 1) absorbPages(pages);
  const absorbs = Array.from({ length: 25 }, () =>
    rate(1000, absorbPages(pages)),
  );
  const mapped = mapFrames(streamFrames(10_000));
  const applies: Awaited<ReturnType<typeof benchApply>>[] = [];
  for (let run = 0; run < runs; run += 1) {
    applies.push(await benchApply(mapped.actions));
  }
  const applied = medianRate(applies.map((a) => rate(10_000, a.total)));
  const applyMs = { wall: 10_000 / applied.wall, cpu: 10_000 / applied.cpu };
  const snapshot = (i: number) =>
    round1(median(applies.map((a) => a.snapshots[i]?.heap ?? 0)));
  const last = applies[applies.length - 1];
  return {
    statusesPerSecond: medianRate(absorbs),
    parsePerSecond: medianRate(parses),
    streamEventsPerSecond: applied,
    streamEndToEndPerSecond: medianRate([
      rate(
        10_000,
        add(mapped.elapsed, {
          wall: applyMs.wall * 1000,
          cpu: applyMs.cpu * 1000,
        }),
      ),
    ]),
    streamBlocks: Array.from({ length: 10 }, (_, i) =>
      Math.round(median(applies.map((a) => a.blocks[i] ?? 0))),
    ),
    loadAverage,
    heapAt2000MB: snapshot(0),
    heapAt10000MB: snapshot(1),
    entitiesAt2000: last?.snapshots[0]?.entities ?? {},
    entitiesAt10000: last?.snapshots[1]?.entities ?? {},
    runs,
  };
}

const both = (r: Rate) => `${r.wall} (wall), ${r.cpu} (CPU time)`;

export function printStoreBench(result: StoreBenchResult): void {
  const lines = [
    `store: load average at start: ${result.loadAverage}`,
    `store: statuses normalised and absorbed per second: ${both(result.statusesPerSecond)}`,
    `store: statuses parsed (zod schemas) per second: ${both(result.parsePerSecond)}`,
    `store: stream events applied per second (10,000 events, batches of ${BATCH}): ${both(result.streamEventsPerSecond)}`,
    `store: stream events applied per second of CPU by block of 1,000: ${result.streamBlocks.join(" ")}`,
    `store: stream events per second end to end (frame parse, zod, normalise, apply): ${both(result.streamEndToEndPerSecond)}`,
    `store: heap after 2,000 events: ${result.heapAt2000MB} MB`,
    `store: heap after 10,000 events: ${result.heapAt10000MB} MB`,
    `store: entities after 2,000 events: ${JSON.stringify(result.entitiesAt2000)}`,
    `store: entities after 10,000 events: ${JSON.stringify(result.entitiesAt10000)}`,
  ];
  for (const line of lines) process.stdout.write(`${line}\n`);
}
