import { setAutoFreeze } from "immer";

/*
 * Production builds do not deep-freeze state: the store's own immer pass
 * already skips freezing there (store/rootReducer.ts), but Redux Toolkit's
 * slice reducers use immer's shared instance, whose auto-freeze is on.
 * Freezing the slices' initial states alone measured about 60 ms of the
 * homepage's start-up (tools/bench, first section). Development builds and
 * the tests keep freezing, so a mutation of state is still caught there.
 * Imported first by the entry script (boot.ts), before any store module runs.
 */
if (process.env.NODE_ENV === "production") setAutoFreeze(false);
