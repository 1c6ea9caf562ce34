import {
  configureStore,
  nanoid,
  type Middleware,
  type ThunkAction,
  type UnknownAction,
} from "@reduxjs/toolkit";
import type { ApiClient } from "../api/client";
import { actionSanitizer, DEVTOOLS_MAX_AGE, stateSanitizer } from "./devTools";
import { errorsMiddleware } from "./middleware/errors";
import { createGcTrigger } from "./middleware/gcTrigger";
import { sessionGuardMiddleware } from "./middleware/sessionGuard";
import { rateLimited } from "./notices/slice";
import { createActionTap, registerTap } from "./actionTap";
import type { ActionRecorder } from "./debug/recorder";
import { loadComposer } from "./compose/load";
import { lazySliceLoaded } from "./events";
import {
  createRootReducer,
  onLazySliceLoaded,
  type RootState,
} from "./rootReducer";

export type { RootState } from "./rootReducer";

/** What every thunk receives as `extra`. */
export interface ThunkExtra {
  client: ApiClient;
  /**
   * The server this deployment is configured for (the client's first
   * `baseUrl`): the browser's storage of sessions is keyed by it, whichever
   * server the account in use is on.
   */
  home: string;
  /** Brings the compose slice in (compose/load.ts; a store's own import would split the app). */
  loadComposer: () => Promise<unknown>;
}

export interface AppStoreOptions {
  client: ApiClient;
  preloadedState?: RootState;
  /**
   * The production configuration: no immutable or serialisable checks, no
   * freezing, no DevTools. Defaults to NODE_ENV === "production".
   */
  production?: boolean;
  /**
   * Replaying a recorded log: no error notices or garbage collection of its
   * own (the log holds those actions). `middleware` is still added.
   */
  replay?: boolean;
  /**
   * A recorder listening from the first action (tests). The app starts one
   * later, on demand (src/store/debug/recording.ts), on the same tap.
   */
  recorder?: ActionRecorder | null;
  /** Further middleware (the socket middleware), placed before the action tap. */
  middleware?: Middleware[];
  /** Garbage collection after this many entity-bringing actions (default 20). */
  gcEvery?: number;
}

/**
 * Dev checks traverse the whole state after every action; the big entity maps
 * are built only from actions, which are checked, so they are skipped.
 */
const LARGE_PATHS = [
  "statuses.byId",
  "accounts.byId",
  "accounts.idByAcct",
  "polls.byId",
  "relationships.byId",
  "notifications.byId",
  "notifications.groups",
  "contexts",
  "timelines",
];

/**
 * Normalised entities are JSON parsed by zod (strings, numbers, plain
 * objects), serialisable by construction; walking thousands of them per
 * stream batch made development sluggish. Everything else in actions,
 * nested batch actions included, is still checked.
 */
const ENTITY_PAYLOADS: (string | RegExp)[] = [
  "payload.entities",
  /^payload\.actions\.\d+\.payload\.entities/,
  "meta.arg",
];

function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

/** RTK's development checks: on outside production, tuned for a large state. */
function devChecks(production: boolean) {
  if (production) {
    return { immutableCheck: false, serializableCheck: false } as const;
  }
  return {
    immutableCheck: { warnAfter: 128, ignoredPaths: LARGE_PATHS },
    serializableCheck: {
      warnAfter: 128,
      ignoredPaths: LARGE_PATHS,
      ignoredActionPaths: ENTITY_PAYLOADS,
      // Its cache first proves whole subtrees deeply frozen, ignored paths
      // included: that walk costs more than the check it saves.
      disableCache: true,
    },
  };
}

/**
 * The store. Development and tests: frozen state, RTK's checks, DevTools
 * with sanitisers. Production: none of these, for speed (the benchmark
 * measures this configuration). Both: the action tap a debug recorder
 * listens on (issue 20).
 */
export function createAppStore(options: AppStoreOptions) {
  const production = options.production ?? isProduction();
  const tap = createActionTap();
  const { recorder } = options;
  if (recorder)
    tap.listen((action, before) => recorder.record(action, before, 0));
  const effects: Middleware[] = options.replay
    ? []
    : [
        errorsMiddleware,
        sessionGuardMiddleware,
        createGcTrigger(options.gcEvery),
      ];
  const store = configureStore({
    reducer: createRootReducer({
      freeze: !production,
      replay: options.replay === true,
    }),
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: {
          extraArgument: {
            client: options.client,
            home: options.client.baseUrl,
            loadComposer,
          },
        },
        ...devChecks(production),
        actionCreatorCheck: !production,
      }).concat(...effects, ...(options.middleware ?? []), tap.middleware),
    // A production build has no DevTools at all: the condition on NODE_ENV
    // is constant there, so the sanitisers leave the app's chunk.
    devTools:
      production || process.env.NODE_ENV === "production"
        ? false
        : { actionSanitizer, stateSanitizer, maxAge: DEVTOOLS_MAX_AGE },
  });
  registerTap(store, tap);
  if (!options.replay) {
    // Held weakly: a test makes many stores, the app one for the tab's life.
    const held = new WeakRef(store);
    const stop = onLazySliceLoaded((slice) => {
      const live = held.deref();
      if (live) live.dispatch(lazySliceLoaded({ slice }));
      else stop();
    });
  }
  // The client waits out a 429 by itself; the member is told how long.
  if (!options.replay) {
    options.client.onRateLimited = ({ seconds }) =>
      store.dispatch(rateLimited({ id: nanoid(), seconds }));
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];
export type AppThunk<R = void> = ThunkAction<
  R,
  RootState,
  ThunkExtra,
  UnknownAction
>;
