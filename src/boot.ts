// First: immer's configuration, before any store module runs (the app's and
// the timeline screen's chunks may load in either order).
import "./immerFreeze";
import {
  bootLocale,
  isHomepage,
  preloadFetch,
  startPrefetches,
} from "./app/prefetch";
import { importLocaleMessages, overridesUrl } from "./i18n/localeFiles";
import { retryChunkLoads, type ChunkRuntime } from "./app/chunkRetry";

// Webpack's runtime public path (output.publicPath).
declare const __webpack_public_path__: string;
// Webpack's runtime, whose chunk loader every `import()` calls.
declare const __webpack_require__: ChunkRuntime;

// Before the first `import()`: the app's own chunk is one.
retryChunkLoads(__webpack_require__);

/*
 * The entry script, kept tiny: it starts what the first screen needs at once,
 * while the app (main.tsx, the chunk group `app`, which index.html preloads:
 * webpack.config.ts) downloads and compiles. Before this split all of it
 * waited until the whole app had been downloaded, compiled and run:
 * - the first API requests (the instance; the homepage's timeline), whose
 *   responses the app's API client takes (app/prefetch.ts);
 * - the language's messages and the operator's overrides of them, which
 *   i18n/loadMessages.ts then finds loaded;
 * - on the homepage, the timeline screen's chunks, once the app's files are
 *   in (app/routes.tsx asks for the same chunk and finds it loaded or
 *   loading).
 */
const config = window.POTLUCK_CONFIG;
startPrefetches(config, window.location);

void import(/* webpackChunkName: "app" */ "./main");

const locale = bootLocale(config, navigator.languages);
// What i18n/loadMessages.ts then reads (the same chunk, the same URL).
void importLocaleMessages(locale).catch(() => undefined);
preloadFetch(overridesUrl(locale, __webpack_public_path__));

/**
 * Resolves once the scripts index.html preloads (the app's) have arrived, or
 * failed, or after `limitMs`. On a slow network the screen's chunks then
 * arrive while the app's code runs, rather than slowing its download down.
 */
function afterPreloadedScripts(limitMs: number): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="script"]',
  );
  const pending = [...links]
    // Arrived already: its resource timing entry is there.
    .filter((link) => performance.getEntriesByName(link.href).length === 0)
    .map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([Promise.all(pending).then(() => undefined), limit]);
}

if (isHomepage(config, window.location)) {
  void afterPreloadedScripts(3000).then(() =>
    // A failure here is met again, and shown, by the route's own load.
    import(
      /* webpackChunkName: "community-timeline" */ "./features/timeline/CommunityTimelineScreen"
    ).catch(() => undefined),
  );
}
