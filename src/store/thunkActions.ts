import { createAction, isAnyOf } from "@reduxjs/toolkit";

/*
 * How a slice reacts to a thunk without loading it (issue 22). Every slice is
 * registered statically in rootReducer.ts, so whatever a slice imports is in
 * the app's first chunks. A slice that imported its thunks (to write
 * `builder.addCase(fetchChats.fulfilled, ...)`) pulled in their endpoints and
 * schemas, and those of every screen, before the homepage's first post. A
 * slice instead imports the thunk's TYPE and mirrors its action creators by
 * type prefix:
 *
 *   import type { fetchChats as FetchChatsThunk } from "./thunks";
 *   const fetchChats = thunkActions<typeof FetchChatsThunk>("chats/fetch");
 *
 * The thunk's module then loads with the screen that dispatches it. Importing
 * the thunk itself still works (the slice's chunk is just larger), and
 * __tests__/store/thunkActions.test.ts checks that every mirrored prefix is
 * a real thunk's.
 */

/** The parts of a thunk a reducer or matcher uses. */
type ThunkPart =
  "typePrefix" | "pending" | "fulfilled" | "rejected" | "settled";

/** Any async thunk (`AsyncThunk<...>`), whatever its types. */
type AnyThunk = Record<ThunkPart, unknown>;

export type ThunkActions<Thunk extends AnyThunk> = Pick<Thunk, ThunkPart>;

/** Every prefix mirrored so far, for the test that each is a thunk's. */
export const mirroredPrefixes = new Set<string>();

/**
 * The action creators of the thunk with `typePrefix`, typed as `Thunk`'s:
 * their `type` and `match` are the thunk's own (`<prefix>/fulfilled`, ...).
 */
export function thunkActions<Thunk extends AnyThunk>(
  typePrefix: string,
): ThunkActions<Thunk> {
  mirroredPrefixes.add(typePrefix);
  const pending = createAction(`${typePrefix}/pending`);
  const fulfilled = createAction(`${typePrefix}/fulfilled`);
  const rejected = createAction(`${typePrefix}/rejected`);
  // A function, as a thunk is: RTK's isFulfilled(thunk, ...) and its
  // siblings recognise thunks by that (and by these three members).
  const notDispatchable = () => {
    throw new Error(`${typePrefix}: dispatch the thunk, not its mirror`);
  };
  const mirror = Object.assign(notDispatchable, {
    typePrefix,
    pending,
    fulfilled,
    rejected,
    settled: isAnyOf(rejected, fulfilled),
  });
  return mirror;
}
