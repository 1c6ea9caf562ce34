import { combineSlices, type UnknownAction } from "@reduxjs/toolkit";
import { Immer, isDraft, type Draft } from "immer";
import { forEachValue } from "./entities";
import { accountsReducer } from "./accounts/slice";
import { accountSwitched, lazySliceLoaded, statusDeleted } from "./events";
import { authReducer } from "./session/authSlice";
import { contextsReducer } from "./contexts/slice";
import { customEmojisReducer } from "./customEmojis/slice";
import { filtersReducer } from "./filters/slice";
import { groupsReducer } from "./groups/slice";
import { instanceReducer } from "./instance/slice";
import { markersReducer } from "./markers/slice";
import { modalsReducer } from "./modals/slice";
import { noticesReducer } from "./notices/slice";
import { pollsReducer } from "./polls/slice";
import { preferencesReducer } from "./preferences/slice";
import { postingDefaultsOf } from "./profile/ownAccount";
import { profileReducer } from "./profile/slice";
import { relationshipsReducer } from "./relationships/slice";
import { retainedReducer } from "./retained/slice";
import { searchReducer } from "./search/slice";
import { sessionReducer } from "./session/slice";
import { signedInReducer } from "./session/signedInSlice";
import { statusesReducer } from "./statuses/slice";
import { streamBatchReceived, streamingReducer } from "./streaming/slice";
import { timelinesReducer } from "./timelines/slice";

/**
 * Slices that join the store when their code loads, so that visitors and
 * members never load them (the staff console's): each declares itself here
 * by module augmentation and injects itself with Redux Toolkit's
 * `slice.injectInto(combinedReducer)`. Their state is absent until then;
 * read it through the injected slice's `selectSlice`, which gives the
 * initial state before.
 */
// An interface, not a type: module augmentation adds the lazy slices to it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * Every slice; the state shape is this object's, lazy slices optional. What
 * a slice imports loads with the app, before the homepage's first post: a
 * slice reacts to thunks through `thunkActions` mirrors (thunkActions.ts)
 * and imports only their types, so the thunks, endpoints and schemas load
 * with the screens that dispatch them (issue 22). A slice added here the
 * usual way, importing its thunks, works the same, in a larger first chunk.
 */
export const combinedReducer = combineSlices({
  accounts: accountsReducer,
  relationships: relationshipsReducer,
  statuses: statusesReducer,
  polls: pollsReducer,
  groups: groupsReducer,
  timelines: timelinesReducer,
  contexts: contextsReducer,
  instance: instanceReducer,
  session: sessionReducer,
  auth: authReducer,
  signedIn: signedInReducer,
  streaming: streamingReducer,
  markers: markersReducer,
  filters: filtersReducer,
  search: searchReducer,
  retained: retainedReducer,
  notices: noticesReducer,
  modals: modalsReducer,
  customEmojis: customEmojisReducer,
  profile: profileReducer,
  preferences: preferencesReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof combinedReducer>;

/**
 * The slices every store has from its first action: the lazy ones, injected
 * later, are the others (read before any of them could inject itself).
 */
export const STATIC_SLICES: ReadonlySet<string> = new Set(
  Object.keys(combinedReducer(undefined, { type: "@@potluck/keys" })),
);

type SliceKey = keyof RootState;

type SliceLoadedListener = (slice: string) => void;
const sliceLoadedListeners = new Set<SliceLoadedListener>();
const lazyLoaded = new Set<string>();
// The reducer's own inject, bound (RTK's uses no `this`, but may one day).
const injectSlice = combinedReducer.inject.bind(combinedReducer);

// Every lazy slice injects itself through this (`slice.injectInto` calls
// `inject`): a slice joining is told to the stores, which dispatch it
// (`lazySliceLoaded`), so that a recorded log says from which action on the
// slice saw actions. A slice injected before a store exists is in its first
// state.
Object.assign(combinedReducer, {
  inject: (...args: Parameters<typeof injectSlice>) => {
    const result = injectSlice(...args);
    const { reducerPath } = args[0];
    if (!STATIC_SLICES.has(reducerPath) && !lazyLoaded.has(reducerPath)) {
      lazyLoaded.add(reducerPath);
      for (const listener of sliceLoadedListeners) listener(reducerPath);
    }
    return result;
  },
});

/** Calls `listener` with each lazy slice that joins from now on; returns the unsubscribe. */
export function onLazySliceLoaded(listener: SliceLoadedListener): () => void {
  sliceLoadedListeners.add(listener);
  return () => {
    sliceLoadedListeners.delete(listener);
  };
}

/**
 * Cross-slice facts an action needs before the slices see it. A deleted
 * status takes its boosts with it and marks its quotes: both are read from
 * the statuses held, in one scan, so every slice works on the same ids (and
 * a replayed log gives the same).
 */
function enrich(state: RootState, action: UnknownAction): UnknownAction {
  // The composer joins with its code, after the member's account came in: it
  // takes the posting defaults it missed (its `hasPostingDefaults` matcher).
  if (
    lazySliceLoaded.match(action) &&
    action.payload.slice === "compose" &&
    state.profile.source
  ) {
    const postingDefaults = postingDefaultsOf(state.profile.source);
    return lazySliceLoaded({ ...action.payload, postingDefaults });
  }
  if (statusDeleted.match(action) && !action.payload.removed) {
    const { id } = action.payload;
    const removed = [id];
    const quoting: string[] = [];
    forEachValue(state.statuses.byId, (status) => {
      if (status.reblog_id === id) removed.push(status.id);
      if (status.quote_id === id) quoting.push(status.id);
    });
    return statusDeleted({ id, removed, quoting });
  }
  return action;
}

/**
 * What an account switch keeps: the server's own data, the signed-in list,
 * and what the socket, open screens and toasts hold by reference count.
 * Everything else is what one account sees, and starts afresh.
 */
const KEPT_ON_SWITCH: ReadonlySet<string> = new Set<SliceKey>([
  "instance",
  "customEmojis",
  "auth",
  "signedIn",
  "streaming",
  "retained",
  "notices",
]);

function resetForSwitch(draft: Draft<RootState>): void {
  const fresh = combinedReducer(undefined, { type: "@@potluck/switch" });
  for (const key of Object.keys(fresh) as SliceKey[]) {
    if (!KEPT_ON_SWITCH.has(key)) Object.assign(draft, { [key]: fresh[key] });
  }
}

/** Runs the slice reducers directly on the draft (RTK's createReducer does so for drafts). */
function applyToDraft(draft: Draft<RootState>, action: UnknownAction): void {
  if (accountSwitched.match(action)) resetForSwitch(draft);
  const state: RootState = draft;
  const next = combinedReducer(state, enrich(state, action));
  if (next === state) return;
  // A slice returned a new value instead of mutating: put it into the draft.
  const keys = Object.keys(next) as SliceKey[];
  for (const key of keys) {
    if (next[key] !== state[key]) Object.assign(draft, { [key]: next[key] });
  }
}

/** Entity maps written only whole, through upsertEntities and its siblings (see entities.ts). */
const ENTITY_MAPS = [
  ["statuses", "byId"],
  ["accounts", "byId"],
  ["accounts", "idByAcct"],
  ["polls", "byId"],
  ["groups", "byId"],
  ["relationships", "byId"],
] as const;

/**
 * Freezes the entity maps a pass replaced, so that immer's finalisation skips
 * them instead of visiting every entry. They hold frozen entities and no
 * drafts, so nothing inside needs finalising. (With auto-freeze on, immer
 * freezes them itself.)
 */
function freezeEntityMaps(draft: Draft<RootState>): void {
  for (const [slice, key] of ENTITY_MAPS) {
    const map: unknown = Reflect.get(draft[slice], key);
    if (typeof map === "object" && map !== null && !isDraft(map)) {
      Object.freeze(map);
    }
  }
}

export interface RootReducerOptions {
  /** Freeze state (development and tests); off in production, where it costs time. */
  freeze: boolean;
  /**
   * Replaying a log: a lazy slice is in the state only once it was in the
   * member's (in the start state, or from its `lazySliceLoaded` on). The
   * replay's code has every slice from the start (debug/lazySlices.ts), and
   * a slice that was not loaded yet must not answer what it would have.
   */
  replay?: boolean;
}

/** The replay's state without the lazy slices the member's tab did not have yet. */
function withLoggedSlices(
  before: RootState,
  after: RootState,
  action: UnknownAction,
): RootState {
  const joining = lazySliceLoaded.match(action) ? action.payload.slice : null;
  const keys = Object.keys(after);
  const kept = keys.filter(
    (key) => key in before || key === joining || STATIC_SLICES.has(key),
  );
  if (kept.length === keys.length) return after;
  const entries = kept.map((key) => [key, Reflect.get(after, key)] as const);
  return Object.fromEntries(entries) as RootState;
}

/**
 * The root reducer. Every action runs in one immer pass of our own Immer
 * instance (so freezing can be switched off in production); a
 * `streaming/batchReceived` applies all its actions in that one pass
 * (performance.md: one shallow copy of each entity map per batch, not per
 * event), then the batch action itself.
 */
export function createRootReducer({ freeze, replay }: RootReducerOptions) {
  const immer = new Immer({ autoFreeze: freeze });
  return function rootReducer(
    state: RootState | undefined,
    action: UnknownAction,
  ): RootState {
    const base =
      state ?? combinedReducer(undefined, { type: "@@potluck/init" });
    const actions = streamBatchReceived.match(action)
      ? [...action.payload.actions, action]
      : [action];
    const next = immer.produce(base, (draft) => {
      for (const each of actions) applyToDraft(draft, each);
      if (!freeze) freezeEntityMaps(draft);
    });
    return replay && state ? withLoggedSlices(state, next, action) : next;
  };
}
