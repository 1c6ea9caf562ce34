import { ApiClient } from "../api/client";
import { getConfig } from "../config";
import { createAppStore } from "../store/index";
import { createAppStreamingMiddleware } from "../store/middleware/streamingBindings";
import { exportActionLog } from "../store/replay";
import { fetchInstance } from "../store/instance/thunks";
import { bootSession } from "../store/session/thunks";
import { prefetchingFetch } from "./prefetch";

/**
 * The store, its API client and socket middleware, and the first requests:
 * the instance at once (its response is usually in already: src/boot.ts
 * prefetched it) and a stored session, adopted at once and verified in the
 * background.
 */
export function startStore() {
  const config = getConfig();
  // Requests the boot script already sent take its responses.
  const client = new ApiClient({
    baseUrl: config.baseUrl,
    fetch: prefetchingFetch,
  });
  const streaming = createAppStreamingMiddleware(
    undefined,
    undefined,
    config.baseUrl,
  );
  const store = createAppStore({ client, middleware: [streaming] });
  const instanceLoaded = store.dispatch(fetchInstance());
  bootSession(store);

  // Development builds: the session log for bug reports (README, "Replaying a session").
  if (process.env.NODE_ENV !== "production") {
    Object.assign(window, {
      __POTLUCK__: { exportActionLog: () => exportActionLog(store) },
    });
  }
  return { config, store, instanceLoaded };
}
