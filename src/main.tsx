import { StrictMode } from "react";
import { nextTask } from "./utils/nextTask";

/*
 * The app starts in steps, each in a task of its own: webpack runs a module
 * when it is first imported, and run all at once the app's modules (React
 * DOM, the schemas, the store, the screens' code) held the main thread for
 * 200-300 ms before the first screen, unable to answer input. The imports
 * below are "eager": their modules are in the app's own chunks, already
 * loaded, so no request waits; only running them waits for its turn.
 */
async function start(): Promise<void> {
  const { createRoot } = await import(
    /* webpackMode: "eager" */ "react-dom/client"
  );
  await nextTask();
  // The schemas (zod builds each one as its module runs), then the store.
  await Promise.all([
    import(/* webpackMode: "eager" */ "./api/schemas/status"),
    import(/* webpackMode: "eager" */ "./api/schemas/instance"),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ "./store/index");
  await nextTask();
  const { startStore } = await import(
    /* webpackMode: "eager" */ "./app/startStore"
  );
  const { config, store, instanceLoaded, memberVerified } = startStore();
  await nextTask();
  const [{ App }, { chooseLocale, loadLocale }, { preloadRoute }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ "./app/App"),
      import(/* webpackMode: "eager" */ "./app/LocaleGate"),
      import(/* webpackMode: "eager" */ "./app/routes"),
    ]);
  // The messages and the first route's chunks load in parallel, the
  // route's first request following the instance. The app shows its loading
  // screen until they are in, so the first screen never suspends (a screen
  // that suspended is held back for React's fallback throttle, 300 ms).
  const locale = chooseLocale(config, navigator.languages);
  const messages = Promise.all([
    loadLocale(locale),
    preloadRoute(config, store.dispatch, instanceLoaded, memberVerified),
  ]).then(([loaded]) => loaded);
  await nextTask();

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
}

void start();
