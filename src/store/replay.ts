import type { Store, UnknownAction } from "@reduxjs/toolkit";
import { stateHash, type DebugLog } from "./debug/debugLog";
import type { RootState } from "./rootReducer";

/**
 * Replaying a debug log (issue 20) outside the browser's replay screen: in
 * tests, in `npm run replay` and after each browser test. Reducers are pure
 * (timestamps and ids travel in payloads), so the log's actions applied to
 * its start state rebuild the states the member's tab went through; the
 * checkpoints say whether they did.
 */

/** Makes a store for a replay from a start state (createAppStore with replay: true). */
export type ReplayStoreFactory = (state: RootState) => Store<RootState>;

export function replayActions(
  state: RootState,
  actions: readonly UnknownAction[],
  createStore: ReplayStoreFactory,
): RootState {
  const store = createStore(state);
  for (const action of actions) store.dispatch(action);
  return store.getState();
}

export interface Divergence {
  /** The checkpoint that differs: the state after this many actions. */
  index: number;
  /** The previous checkpoint that matched: the divergence is in between. */
  after: number;
  /** The last action applied before the differing checkpoint. */
  action: string | null;
}

export interface ReplayCheck {
  actions: number;
  checkpoints: number;
  /** Two replays of the log gave equal states at every checkpoint. */
  deterministic: boolean;
  /** The first checkpoint the replay does not reach, or null. */
  divergence: Divergence | null;
  state: RootState;
}

function replayHashes(log: DebugLog, createStore: ReplayStoreFactory) {
  const { includesPrivate } = log.info;
  const store = createStore(log.state);
  const wanted = new Set(log.info.checkpoints.map((c) => c.index));
  const hashes = new Map<number, string>();
  if (wanted.has(0))
    hashes.set(0, stateHash(store.getState(), includesPrivate));
  log.actions.forEach((action, i) => {
    store.dispatch(action);
    if (wanted.has(i + 1))
      hashes.set(i + 1, stateHash(store.getState(), includesPrivate));
  });
  return { hashes, state: store.getState() };
}

/** Replays a log twice and compares both runs with each other and with its checkpoints. */
export function checkReplay(
  log: DebugLog,
  createStore: ReplayStoreFactory,
): ReplayCheck {
  const first = replayHashes(log, createStore);
  const second = replayHashes(log, createStore);
  const deterministic = [...first.hashes].every(
    ([index, hash]) => second.hashes.get(index) === hash,
  );
  let divergence: Divergence | null = null;
  let after = 0;
  for (const checkpoint of log.info.checkpoints) {
    if (first.hashes.get(checkpoint.index) !== checkpoint.hash) {
      const action = log.actions[checkpoint.index - 1];
      divergence = {
        index: checkpoint.index,
        after,
        action: action ? action.type : null,
      };
      break;
    }
    after = checkpoint.index;
  }
  return {
    actions: log.actions.length,
    checkpoints: log.info.checkpoints.length,
    deterministic,
    divergence,
    state: first.state,
  };
}
