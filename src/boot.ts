// First: immer's configuration, before any store module runs (the app's and
// the timeline screen's chunks may load in either order).
import "./immerFreeze";
import {
  bootLocale,
  firstScreen,
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
 * - the first screen's chunks, on the homepage and a member's /home.
 */
const config = window.POTLUCK_CONFIG;
startPrefetches(config, window.location);

void import(/* webpackChunkName: "app" */ "./main");

const locale = bootLocale(config, navigator.languages);
// What i18n/loadMessages.ts then reads (the same chunk, the same URL).
void importLocaleMessages(locale).catch(() => undefined);
preloadFetch(overridesUrl(locale, __webpack_public_path__));

/** The chunk ids of a screen, as index.html lists them (webpack.config.ts). */
function screenChunks(name: string): string[] {
  const listed =
    document.querySelector<HTMLMetaElement>(
      'meta[name="potluck-screen-chunks"]',
    )?.content ?? "";
  const entry = listed.split(";").find((group) => group.startsWith(`${name}:`));
  return entry
    ? entry
        .slice(name.length + 1)
        .split(",")
        .filter(Boolean)
    : [];
}

// The first screen's chunks, in parallel with the app's rather than once the
// app's router asks for them (it then finds them loaded or loading): they
// are only installed here, their modules run when the app imports them. A
// failure here is met again, and shown, by the route's own load.
const screen = firstScreen(config, window.location);
if (screen)
  for (const id of screenChunks(screen))
    __webpack_require__.e(id).catch(() => undefined);
