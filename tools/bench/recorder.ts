/**
 * Recorder benchmark (issue 20): what the debug recorder costs a tab that
 * turned it on, in the production store configuration.
 *
 *   node --expose-gc tools/bench/recorder.mjs     # prints figures
 *   import { benchRecorder } from "./recorder.ts" # returns them
 *
 * - Dispatch time per action, recording off and on, over the same 10,000
 *   actions (stream events, one per batch, as a quiet socket sends them);
 *   runs alternate which goes first. Their difference is the overhead per
 *   action; `recordNs` is the recorder's own call timed alone (the
 *   difference drowns in reducer noise on a busy machine).
 * - Memory held at 10,000 recorded actions: the heap with the recording
 *   minus the heap once it is dropped, the store unchanged. The recorder
 *   shares the store's states; what it holds is the actions and the states
 *   at its segment starts that the store has since left behind.
 * - Exporting the log at 10,000 actions (redaction, checkpoints, JSON): time
 *   and size.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../src/api/client";
import { createAppStore, type AppStore } from "../../src/store/index";
import { createActionRecorder } from "../../src/store/debug/recorder";
import {
  exportDebugLog,
  recordingStatus,
  startRecording,
  stopRecording,
} from "../../src/store/debug/recording";
import { mapStreamFrame } from "../../src/store/middleware/streamEvents";
import {
  streamBatchReceived,
  streamSubscribed,
} from "../../src/store/streaming/slice";
import { streamFrames } from "./storeData";

export interface RecorderBenchResult {
  actions: number;
  /** µs of dispatch per action, medians over the runs. */
  dispatchOffUs: number;
  dispatchOnUs: number;
  overheadUs: number;
  /** ns per action in the recorder's record call alone. */
  recordNs: number;
  /** MB the recording holds at `actions` recorded. */
  heldMB: number;
  exportMs: number;
  exportMB: number;
  loadAverage: number;
  runs: number;
}

const ACTIONS = 10_000;

const offline = new ApiClient({
  baseUrl: "https://bench.invalid",
  fetch: () => Promise.reject(new Error("offline")),
});

function heapMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function sessionActions(): UnknownAction[] {
  const actions: UnknownAction[] = [];
  streamFrames(ACTIONS).forEach((raw, index) => {
    const mapped = mapStreamFrame(raw, { me: null, now: index });
    if (mapped.ok)
      actions.push(
        streamBatchReceived({ actions: [mapped.action], receivedAt: index }),
      );
  });
  return actions;
}

function freshStore(): AppStore {
  const store = createAppStore({ client: offline, production: true });
  store.dispatch(streamSubscribed({ stream: "user" }));
  return store;
}

/** Milliseconds to dispatch every action into the store. */
function dispatchAll(store: AppStore, actions: UnknownAction[]): number {
  const started = performance.now();
  for (const action of actions) store.dispatch(action);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (value: number, digits = 1) =>
  Math.round(value * 10 ** digits) / 10 ** digits;

/** The record call alone, on states and actions already made. */
function recordCost(store: AppStore, actions: UnknownAction[]): number {
  const state = store.getState();
  const samples: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const recorder = createActionRecorder();
    const started = performance.now();
    for (const action of actions) recorder.record(action, state, 0);
    samples.push(((performance.now() - started) * 1e6) / actions.length);
  }
  return median(samples);
}

export function benchRecorder(runs = 3): RecorderBenchResult {
  const loadAverage = round(loadavg()[0] ?? 0);
  const actions = sessionActions();
  // Warm the reducers and the JIT before timing.
  dispatchAll(freshStore(), actions.slice(0, 2000));
  const off: number[] = [];
  const on: number[] = [];
  let held = 0;
  let exportMs = 0;
  let exportMB = 0;
  for (let run = 0; run < runs; run += 1) {
    const timeOff = () => {
      off.push(dispatchAll(freshStore(), actions));
    };
    const timeOn = () => {
      const store = freshStore();
      startRecording(store);
      on.push(dispatchAll(store, actions));
      if (recordingStatus().actions < actions.length)
        throw new Error("the recorder missed actions");
      if (run === runs - 1) {
        const exporting = performance.now();
        const text = exportDebugLog({ includePrivate: false, locale: "en" });
        exportMs = performance.now() - exporting;
        exportMB = (text?.length ?? 0) / 1024 / 1024;
        const recording = heapMB();
        stopRecording();
        held = recording - heapMB();
      } else {
        stopRecording();
      }
    };
    if (run % 2 === 0) {
      timeOff();
      timeOn();
    } else {
      timeOn();
      timeOff();
    }
  }
  const perAction = (ms: number) => (ms * 1000) / actions.length;
  const dispatchOffUs = perAction(median(off));
  const dispatchOnUs = perAction(median(on));
  return {
    actions: actions.length,
    dispatchOffUs: round(dispatchOffUs),
    dispatchOnUs: round(dispatchOnUs),
    overheadUs: round(dispatchOnUs - dispatchOffUs),
    recordNs: Math.round(recordCost(freshStore(), actions)),
    heldMB: round(held),
    exportMs: Math.round(exportMs),
    exportMB: round(exportMB),
    loadAverage,
    runs,
  };
}

export function printRecorderBench(result: RecorderBenchResult): void {
  const lines = [
    `recorder: ${result.actions} actions, ${result.runs} runs, load average ${result.loadAverage}`,
    `dispatch per action, recording off / on: ${result.dispatchOffUs} / ${result.dispatchOnUs} µs (overhead ${result.overheadUs} µs)`,
    `the recorder's own call per action: ${result.recordNs} ns`,
    `memory held at ${result.actions} recorded actions: ${result.heldMB} MB`,
    `exporting the log: ${result.exportMs} ms, ${result.exportMB} MB of JSON`,
  ];
  for (const line of lines) console.log(line);
}
