import {
  isAction,
  type Middleware,
  type UnknownAction,
} from "@reduxjs/toolkit";
import type { RootState } from "./rootReducer";

/** Sees each action as the reducer gets it, with the state just before it. */
export type ActionListener = (action: UnknownAction, before: RootState) => void;

export interface ActionTap {
  middleware: Middleware;
  /** The one listener (the debug recorder), or null for none. */
  listen(listener: ActionListener | null): void;
}

/**
 * The store's one hook for a session recorder (issue 20). Every store has it
 * and it costs a null check per action; the recorder itself (ring buffer,
 * redaction, export) is a chunk loaded only when a member or a developer
 * turns recording on. Placed last, it sees what the reducer sees: plain
 * actions, never thunks.
 */
export function createActionTap(): ActionTap {
  let listener: ActionListener | null = null;
  const middleware: Middleware<object, RootState> =
    (api) => (next) => (action) => {
      if (listener !== null && isAction(action))
        listener(action, api.getState());
      return next(action);
    };
  return {
    middleware: middleware as Middleware,
    listen: (next) => {
      listener = next;
    },
  };
}

const taps = new WeakMap<object, ActionTap>();

/** Called by createAppStore: links a store to its tap. */
export function registerTap(store: object, tap: ActionTap): void {
  taps.set(store, tap);
}

/** The tap of a store made by createAppStore. */
export function tapOf(store: object): ActionTap | undefined {
  return taps.get(store);
}
