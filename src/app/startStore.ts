import { ApiClient, REQUEST_TIMEOUT_MS } from "../api/client";
import { getConfig } from "../config";
import { afterFirstScreen } from "../components/startup";
import { createAppStore } from "../store/index";
import { deferredMiddleware } from "../store/middleware/deferred";
import { recordingRequested } from "../store/debug/requested";
import { fetchInstance } from "../store/instance/thunks";
import { bootSession } from "../store/session/thunks";
import { prefetchingFetch } from "./prefetch";

/**
 * The store, its API client and socket middleware, and the first requests:
 * the instance at once (its response is usually in already: src/boot.ts
 * prefetched it) and a stored session, adopted at once (on its account's
 * server) and verified in the background (`memberVerified` resolves to
 * whether it was).
 */
export function startStore() {
  const config = getConfig();
  // Requests the boot script already sent take its responses.
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    fetch: prefetchingFetch,
    timeoutMs: REQUEST_TIMEOUT_MS,
    retryTransient: true,
  });
  // The sockets' code (with the frame mapper and the schemas of every
  // streamed entity) loads once the first screen has painted, so that it
  // does not compete with that screen for the network and the main thread
  // (issue 22); the subscriptions made meanwhile wait in the store. The
  // shoutbox's socket is on the server calls go to, which follows the
  // account in use.
  const streaming = deferredMiddleware(async () => {
    await afterFirstScreen();
    const { createAppStreamingMiddleware } = await import(
      /* webpackChunkName: "sockets" */ "../store/middleware/streamingBindings"
    );
    return createAppStreamingMiddleware(
      undefined,
      undefined,
      () => client.baseUrl,
    );
  });
  const store = createAppStore({ client, middleware: [streaming] });
  // A stored account on another server moves the client there before the
  // instance is read.
  const memberVerified = bootSession(store);
  const instanceLoaded = store.dispatch(fetchInstance());

  // A debug log (README, "Debugging a member's session"): development builds
  // always record; a release build only when the tab asked to.
  if (
    process.env.NODE_ENV !== "production" ||
    recordingRequested(window.location.search)
  ) {
    void import(
      /* webpackChunkName: "debug-recording" */ "../store/debug/recording"
    ).then((recording) => {
      recording.startRecording(store);
      Object.assign(window, {
        __POTLUCK__: {
          exportDebugLog: (includePrivate = false) =>
            recording.exportDebugLog({
              includePrivate,
              locale: document.documentElement.lang || "en",
            }),
        },
      });
    });
  }
  return { config, store, instanceLoaded, memberVerified };
}
