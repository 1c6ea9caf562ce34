import { ApiClient } from "../../api/client";
import { createAppStore, type AppStore } from "../index";
import type { RootState } from "../rootReducer";
import "./lazySlices";

/** What a replay's API client answers every request with. */
export const REFUSAL = "A replay sends no requests";

/**
 * The store a debug log replays in (issue 20), in Node (`npm run replay`,
 * the browser tests' check) and on `/debug/replay`: the app's reducers and
 * nothing that reaches out. No socket middleware, no error notices or
 * garbage collection of its own (the log holds those actions), and an API
 * client that refuses: a thunk that tried to call out would fail at once.
 */
export function createReplayStore(state: RootState): AppStore {
  return createAppStore({
    client: new ApiClient({
      baseUrl: "http://127.0.0.1:9",
      fetch: () => Promise.reject(new Error(REFUSAL)),
    }),
    preloadedState: state,
    replay: true,
    production: true,
  });
}
