import type { Action, Store } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

/**
 * What the app's screens read on `/debug/replay` (issue 20): a read-only
 * store showing one of a replay's states. Screens dispatch as they always
 * do (requests, stream subscriptions, retained ids); here every dispatch is
 * dropped, so nothing reaches the network or the socket and the state shown
 * is only ever the log's. A thunk gets the promise of a request that never
 * answers, as its screen expects one (abort, unwrap).
 */
export interface ViewStore extends Store<RootState> {
  show(state: RootState): void;
}

const never = new Promise<never>(() => undefined);

function pendingRequest() {
  return Object.assign(new Promise<never>(() => undefined), {
    abort: () => undefined,
    unwrap: () => never,
    requestId: "replay",
    arg: undefined,
  });
}

export function createViewStore(initial: RootState): ViewStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const dispatch = ((action: Action | ((...args: never[]) => unknown)) =>
    typeof action === "function"
      ? pendingRequest()
      : action) as Store<RootState>["dispatch"];
  const store: ViewStore = {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    replaceReducer() {
      throw new Error("A replay's view has no reducer");
    },
    [Symbol.observable]() {
      throw new Error("A replay's view is not observable");
    },
    show(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
  return store;
}
