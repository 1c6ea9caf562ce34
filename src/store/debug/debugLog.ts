import type { UnknownAction } from "@reduxjs/toolkit";
import { combinedReducer, STATIC_SLICES, type RootState } from "../rootReducer";
import type { RecordingWindow } from "./recorder";
import { createRedactor } from "./redact";

/**
 * The debug log file (issue 20): one JSON object that is at once Redux
 * DevTools' lifted state (its "Import" takes it: `committedState` plus the
 * staged actions, which the extension replays through the app's reducer to
 * rebuild every step) and Potluck's own record under `potluck`: what built
 * the app, which server and gates it ran against, and checkpoints to compare
 * a replay with.
 */

export const LOG_FORMAT = "potluck-debug-log";
export const LOG_VERSION = 2;

export interface Checkpoint {
  /** Actions applied before this state: 0 is the committed state. */
  index: number;
  /** cyrb53 of the redacted state's JSON. */
  hash: string;
}

export interface DebugLogInfo {
  format: typeof LOG_FORMAT;
  /**
   * 2: lazy slices join at their `store/lazySliceLoaded` action (a replay
   * of a version 1 log, which has none, would keep them out).
   */
  version: typeof LOG_VERSION;
  /** The build's commit ("development" outside a release build). */
  commit: string;
  recordedAt: string;
  server: {
    domain: string;
    software: string | null;
    version: string;
  };
  /** Feature gates on for this server. */
  gates: string[];
  locale: string;
  includesPrivate: boolean;
  /** Actions dropped from the front of the ring buffer before this window. */
  dropped: number;
  checkpoints: Checkpoint[];
}

interface LiftedAction {
  type: "PERFORM_ACTION";
  action: UnknownAction;
  timestamp: number;
}

export interface DebugLogFile {
  potluck: DebugLogInfo;
  // Redux DevTools' lifted state.
  actionsById: Record<string, LiftedAction>;
  committedState: RootState;
  computedStates: never[];
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
  isLocked: boolean;
  isPaused: boolean;
}

/** A log read back: the start state and the actions, in order. */
export interface DebugLog {
  info: DebugLogInfo;
  state: RootState;
  actions: UnknownAction[];
}

/** cyrb53: a fast 53-bit string hash, enough to tell states apart. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The state without the lazy slices that are still as they started, its
 * slices in the order of their names: a slice loaded but untouched and one
 * not loaded mean the same, and the order in which the member's screens
 * loaded their slices (the order of the state's keys) says nothing about
 * the state.
 */
function withoutUntouchedLazySlices(state: RootState): object {
  const initial = combinedReducer(undefined, { type: "@@potluck/hash" });
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(state).sort()) {
    const value = (state as Record<string, unknown>)[key];
    const untouched =
      !STATIC_SLICES.has(key) &&
      JSON.stringify(value) ===
        JSON.stringify((initial as Record<string, unknown>)[key]);
    if (!untouched) kept[key] = value;
  }
  return kept;
}

/** The hash a checkpoint holds for a state, redacted as the log was. */
export function stateHash(state: RootState, includePrivate: boolean): string {
  return hashText(
    JSON.stringify(
      createRedactor({ includePrivate })(withoutUntouchedLazySlices(state)),
    ),
  );
}

export interface BuildLogInput {
  window: RecordingWindow;
  /** The store's state now: the last checkpoint. */
  current: RootState;
  includePrivate: boolean;
  commit: string;
  locale: string;
  now: number;
}

const INIT_ACTION = { type: "@@INIT" };

/** The file's object, redacted. */
export function buildDebugLog(input: BuildLogInput): DebugLogFile {
  const { window, includePrivate, current } = input;
  const redact = createRedactor({ includePrivate });
  const first = window.segments[0];
  const start = first ? first.state : current;
  const checkpoints: Checkpoint[] = [];
  const actions: UnknownAction[] = [];
  const times: number[] = [];
  for (const segment of window.segments) {
    checkpoints.push({
      index: actions.length,
      hash: stateHash(segment.state, includePrivate),
    });
    actions.push(...segment.actions);
    times.push(...segment.times);
  }
  checkpoints.push({
    index: actions.length,
    hash: stateHash(current, includePrivate),
  });
  // DevTools' id 0 is its init action; the recorded actions follow.
  const actionsById: Record<string, LiftedAction> = {
    0: {
      type: "PERFORM_ACTION",
      action: INIT_ACTION,
      timestamp: times[0] ?? input.now,
    },
  };
  actions.forEach((action, i) => {
    actionsById[i + 1] = {
      type: "PERFORM_ACTION",
      action: redact(action),
      timestamp: times[i] ?? input.now,
    };
  });
  return {
    potluck: {
      format: LOG_FORMAT,
      version: LOG_VERSION,
      commit: input.commit,
      recordedAt: new Date(input.now).toISOString(),
      server: {
        domain: current.instance.data.domain,
        software: current.instance.server.software,
        version: current.instance.server.version,
      },
      gates: Object.entries(current.instance.features)
        .filter(([, on]) => on)
        .map(([gate]) => gate)
        .sort(),
      locale: input.locale,
      includesPrivate: includePrivate,
      dropped: window.dropped,
      checkpoints,
    },
    actionsById,
    committedState: redact(start),
    computedStates: [],
    currentStateIndex: actions.length,
    nextActionId: actions.length + 1,
    skippedActionIds: [],
    stagedActionIds: Array.from({ length: actions.length + 1 }, (_, i) => i),
    isLocked: false,
    isPaused: false,
  };
}

export class DebugLogError extends Error {
  constructor(readonly reason: "json" | "format" | "version") {
    super(`Not a Potluck debug log (${reason})`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads a file written by buildDebugLog (our own format: checked by shape). */
export function parseDebugLog(text: string): DebugLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DebugLogError("json");
  }
  if (
    !isRecord(value) ||
    !isRecord(value.potluck) ||
    value.potluck.format !== LOG_FORMAT ||
    !isRecord(value.actionsById) ||
    !isRecord(value.committedState) ||
    !Array.isArray(value.stagedActionIds)
  )
    throw new DebugLogError("format");
  if (value.potluck.version !== LOG_VERSION) throw new DebugLogError("version");
  const file = value as unknown as DebugLogFile;
  const actions = file.stagedActionIds
    .filter((id) => id !== 0 && !file.skippedActionIds.includes(id))
    .map((id) => file.actionsById[id]?.action)
    .filter(
      (a): a is UnknownAction => isRecord(a) && typeof a.type === "string",
    );
  return { info: file.potluck, state: file.committedState, actions };
}
