import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApiClient } from "./api/client";
import { App } from "./app/App";
import { chooseLocale, loadLocale } from "./app/LocaleGate";
import { preloadRoute } from "./app/routes";
import { getConfig } from "./config";
import { createAppStore } from "./store/index";
import { createAppStreamingMiddleware } from "./store/middleware/streamingBindings";
import { fetchInstance } from "./store/thunks/instance";

const config = getConfig();
const client = new ApiClient({ baseUrl: config.baseUrl });
const streaming = createAppStreamingMiddleware(config.baseUrl);
const store = createAppStore({ client, middleware: [streaming] });

// Start everything the first screen needs at once: the instance, the
// messages and the first route's chunk load in parallel.
void store.dispatch(fetchInstance());
const locale = chooseLocale(config, navigator.languages);
const messages = loadLocale(locale, config.hasOperatorLocale);
preloadRoute(config);

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
