import type { UnknownAction } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

export interface RecordedSegment {
  /** The state before the segment's first action. */
  state: RootState;
  actions: UnknownAction[];
  /** When each action reached the store (ms since the epoch). */
  times: number[];
}

export interface RecordingWindow {
  /** Segments, oldest first: each holds the state before its first action. */
  segments: RecordedSegment[];
  /** Actions dropped from the front since recording began. */
  dropped: number;
}

export interface ActionRecorder {
  /** Every action with the state before it and the time it arrived. */
  record(action: UnknownAction, before: RootState, at: number): void;
  window(): RecordingWindow;
  /** Actions held now. */
  size(): number;
  clear(): void;
}

export interface ActionRecorderOptions {
  /** Actions kept (at least; whole segments are dropped). */
  limit?: number;
  /** Actions per segment: a state reference is kept at each segment start. */
  segment?: number;
}

/** Issue 20: the last 10,000 actions and the state before the oldest. */
export const RECORDING_LIMIT = 10_000;

/**
 * A ring buffer of segments. Each starts with a reference to the state at
 * that point (free: states are immutable and shared with the store), so
 * dropping old actions never runs a reducer, and every segment start is a
 * checkpoint a replay can be compared with.
 */
export function createActionRecorder({
  limit = RECORDING_LIMIT,
  segment = 500,
}: ActionRecorderOptions = {}): ActionRecorder {
  let segments: RecordedSegment[] = [];
  let count = 0;
  let dropped = 0;
  return {
    record(action, before, at) {
      let last = segments[segments.length - 1];
      if (!last || last.actions.length >= segment) {
        last = { state: before, actions: [], times: [] };
        segments.push(last);
      }
      last.actions.push(action);
      last.times.push(at);
      count += 1;
      const first = segments[0];
      if (
        first &&
        segments.length > 1 &&
        count - first.actions.length >= limit
      ) {
        segments = segments.slice(1);
        count -= first.actions.length;
        dropped += first.actions.length;
      }
    },
    window: () => ({ segments: [...segments], dropped }),
    size: () => count,
    clear() {
      segments = [];
      count = 0;
      dropped = 0;
    },
  };
}
