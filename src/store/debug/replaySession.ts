import type { Store, UnknownAction } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import type { DebugLog } from "./debugLog";

/**
 * A debug log laid out for stepping through (issue 20, `/debug/replay`):
 * every state the member's tab went through, rebuilt by applying the log's
 * actions to its start state. States share all they did not change, so
 * keeping one per action costs what the actions changed.
 */
export interface ReplaySession {
  log: DebugLog;
  /** `states[i]`: the state after the first i actions (0: the start state). */
  states: RootState[];
  /** Steps (1-based: the state after that action) whose action is a failure. */
  errors: number[];
}

const STREAM_BATCH = "streaming/batchReceived";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A failure the member may have met: a rejected thunk (not one its screen
 * aborted, nor one its condition skipped), an error toast, a stream frame
 * dropped as malformed, or the socket lost (reconnecting), also inside a
 * stream batch.
 */
export function isFailureAction(action: UnknownAction): boolean {
  const { type } = action;
  const meta = isRecord(action.meta) ? action.meta : {};
  const payload = isRecord(action.payload) ? action.payload : {};
  if (type.endsWith("/rejected"))
    return meta.aborted !== true && meta.condition !== true;
  if (type === "notices/added") return payload.kind === "error";
  if (type === "streaming/eventDropped") return true;
  if (type === "streaming/statusChanged")
    return payload.status === "reconnecting";
  if (type === STREAM_BATCH && Array.isArray(payload.actions))
    return (payload.actions as unknown[]).some(
      (inner) =>
        isRecord(inner) &&
        typeof inner.type === "string" &&
        isFailureAction(inner as UnknownAction),
    );
  return false;
}

export function replaySession(
  log: DebugLog,
  createStore: (state: RootState) => Store<RootState>,
): ReplaySession {
  const store = createStore(log.state);
  const states: RootState[] = [store.getState()];
  const errors: number[] = [];
  log.actions.forEach((action, i) => {
    store.dispatch(action);
    states.push(store.getState());
    if (isFailureAction(action)) errors.push(i + 1);
  });
  return { log, states, errors };
}

export interface StateChange {
  /** Dotted path from the root state, e.g. `compose.composers.main.error`. */
  path: string;
  /** undefined: the path did not exist on that side. */
  before: unknown;
  after: unknown;
}

function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/**
 * The paths one step changed, deepest first reached: only subtrees whose
 * reference changed are walked (reducers copy what they change and share the
 * rest), so a step costs what it touched. At most `limit` changes are
 * listed; `more` counts the rest.
 */
export function diffStates(
  before: unknown,
  after: unknown,
  limit = 200,
): { changes: StateChange[]; more: number } {
  const changes: StateChange[] = [];
  let more = 0;
  const walk = (a: unknown, b: unknown, path: string) => {
    if (Object.is(a, b)) return;
    const bothArrays = Array.isArray(a) && Array.isArray(b);
    const bothObjects =
      isContainer(a) &&
      isContainer(b) &&
      !Array.isArray(a) &&
      !Array.isArray(b);
    if (bothArrays || bothObjects) {
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
      for (const key of keys)
        walk(left[key], right[key], path ? `${path}.${key}` : key);
      return;
    }
    if (changes.length < limit) changes.push({ path, before: a, after: b });
    else more += 1;
  };
  walk(before, after, "");
  return { changes, more };
}

/** Text cut to `max` characters, the cut marked "…". */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value as one short line of JSON; "—" where the path did not exist. */
export function compactJson(value: unknown, max = 120): string {
  if (value === undefined) return "—";
  return truncate(JSON.stringify(value), max);
}
