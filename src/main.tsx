import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApiClient } from "./api/client";
import { App } from "./app/App";
import { chooseLocale, loadLocale } from "./app/LocaleGate";
import { prefetchingFetch } from "./app/prefetch";
import { preloadRoute } from "./app/routes";
import { getConfig } from "./config";
import { createAppStore } from "./store/index";
import { createAppStreamingMiddleware } from "./store/middleware/streamingBindings";
import { exportActionLog } from "./store/replay";
import { fetchInstance } from "./store/thunks/instance";
import { bootSession } from "./store/thunks/session";

const config = getConfig();
// Requests the boot script already sent (src/boot.ts) take its responses.
const client = new ApiClient({
  baseUrl: config.baseUrl,
  fetch: prefetchingFetch,
});
const streaming = createAppStreamingMiddleware(config.baseUrl);
const store = createAppStore({ client, middleware: [streaming] });

// Start everything the first screen needs at once: the instance, the
// messages and the first route's chunk load in parallel, and the route's
// first request follows the instance.
const instanceLoaded = store.dispatch(fetchInstance());
// A stored token is adopted at once and verified in the background.
bootSession(store);
const locale = chooseLocale(config, navigator.languages);
const routeLoaded = preloadRoute(config, store.dispatch, instanceLoaded);
// The app shows its loading screen until the messages (and the instance)
// are in; waiting for the first route's chunks too means the screen never
// suspends on its first render, which would show a spinner and hold the
// screen back for React's fallback throttle (300 ms).
const messages = Promise.all([loadLocale(locale), routeLoaded]).then(
  ([loaded]) => loaded,
);

// Development builds: the session log for bug reports (README, "Replaying a session").
if (process.env.NODE_ENV !== "production") {
  Object.assign(window, {
    __POTLUCK__: { exportActionLog: () => exportActionLog(store) },
  });
}

let mount = document.getElementById(config.mountPoint);
if (!mount) {
  mount = document.createElement("div");
  mount.id = config.mountPoint;
  document.body.appendChild(mount);
}

createRoot(mount).render(
  <StrictMode>
    <App config={config} store={store} messages={messages} />
  </StrictMode>,
);
