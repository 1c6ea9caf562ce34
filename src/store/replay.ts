import {
  isAction,
  type Middleware,
  type Store,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { isRecord } from "../api/schemas/utils";
import { hideStateToken, hideToken } from "./devTools";
import type { RootState } from "./rootReducer";

/**
 * Session recording and replay, to reproduce a bug from a user's session.
 *
 * In development `createAppStore` attaches a recorder: a ring buffer of the
 * last actions that reached the reducer (thunk lifecycle actions, stream
 * batches, UI actions) plus the state just before the oldest one. Because
 * state and actions are serialisable and reducers pure (timestamps travel in
 * payloads), replaying the log into a fresh store rebuilds the same state.
 *
 *   // in the browser console of a development build (or a debug button):
 *   const json = exportActionLog(store);            // save it to a file
 *   // in a test or a Node script:
 *   const state = replayActionLog(json, (preloaded) =>
 *     createAppStore({ client, preloadedState: preloaded, replay: true }));
 *
 * `replay: true` leaves out the middleware with side effects (error notices
 * are already in the log). Redux DevTools can also import the JSON's
 * `actions` for step-by-step time travel.
 */

export interface ActionLog {
  version: 1;
  /** The state before the first recorded action. */
  state: RootState;
  actions: UnknownAction[];
}

export interface ActionRecorderOptions {
  /** Actions kept (at least; whole segments are dropped). */
  limit?: number;
  /** Actions per segment: a state reference is kept at each segment start. */
  segment?: number;
}

interface Segment {
  state: RootState;
  actions: UnknownAction[];
}

export interface ActionRecorder {
  middleware: Middleware;
  log(): ActionLog | null;
  clear(): void;
}

/**
 * A ring buffer of segments: each starts with a reference to the state at
 * that point (free: states are immutable), so dropping old actions never
 * needs the reducer to run again.
 */
export function createActionRecorder({
  limit = 5_000,
  segment = 500,
}: ActionRecorderOptions = {}): ActionRecorder {
  let segments: Segment[] = [];
  let count = 0;
  const record = (action: UnknownAction, state: RootState) => {
    let last = segments[segments.length - 1];
    if (!last || last.actions.length >= segment) {
      last = { state, actions: [] };
      segments.push(last);
    }
    last.actions.push(action);
    count += 1;
    const first = segments[0];
    if (first && segments.length > 1 && count - first.actions.length >= limit) {
      segments = segments.slice(1);
      count -= first.actions.length;
    }
  };
  const middleware: Middleware<object, RootState> =
    (api) => (next) => (action) => {
      if (isAction(action)) record(action, api.getState());
      return next(action);
    };
  return {
    middleware,
    log: () => {
      const first = segments[0];
      if (!first) return null;
      const actions = segments.flatMap((s) => s.actions);
      return { version: 1, state: first.state, actions };
    },
    clear: () => {
      segments = [];
      count = 0;
    },
  };
}

const recorders = new WeakMap<object, ActionRecorder>();

/** Called by createAppStore: links a store to its recorder. */
export function registerRecorder(
  store: object,
  recorder: ActionRecorder,
): void {
  recorders.set(store, recorder);
}

/**
 * The recorded session as JSON, or null when the store records nothing. The
 * access token is replaced by "(hidden)" (a log is meant to be shared); a
 * replay still sees a member's session.
 */
export function exportActionLog(store: object): string | null {
  const log = recorders.get(store)?.log();
  if (!log) return null;
  return JSON.stringify({
    ...log,
    state: hideStateToken(log.state),
    actions: log.actions.map(hideToken),
  });
}

/** Our own export format (not server data): checked by shape. */
function isActionLog(value: unknown): value is ActionLog {
  return (
    isRecord(value) &&
    value.version === 1 &&
    isRecord(value.state) &&
    Array.isArray(value.actions)
  );
}

function parseLog(log: ActionLog | string): ActionLog {
  if (typeof log !== "string") return log;
  const value: unknown = JSON.parse(log);
  if (!isActionLog(value)) throw new Error("Not a Potluck action log");
  return value;
}

/** Replays a log into a store made from its starting state; returns the final state. */
export function replayActionLog(
  log: ActionLog | string,
  createStore: (state: RootState) => Store<RootState>,
): RootState {
  const parsed = parseLog(log);
  const store = createStore(parsed.state);
  for (const action of parsed.actions) store.dispatch(action);
  return store.getState();
}
