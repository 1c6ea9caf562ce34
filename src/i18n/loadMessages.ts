import type { SupportedLocale } from "./supportedLocales";

/** Flat message catalogue, as extracted by the formatjs CLI (`--format simple`). */
export type Messages = Record<string, string>;

// Webpack's runtime public path (output.publicPath); undefined outside webpack.
declare const __webpack_public_path__: string | undefined;

function defaultPublicPath(): string {
  return typeof __webpack_public_path__ === "string"
    ? __webpack_public_path__
    : "/";
}

function onlyStrings(value: unknown): Messages {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return {};
  const out: Messages = {};
  for (const [id, message] of Object.entries(value))
    if (typeof message === "string") out[id] = message;
  return out;
}

async function loadBuiltIn(locale: SupportedLocale): Promise<Messages> {
  // The template makes webpack build a context of locales/*.json: one chunk per
  // file that exists, named locale-<code> (not the lists of untranslated terms).
  const module = (await import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackExclude: /untranslated/ */
    `../../locales/${locale}.json`
  )) as { default: unknown };
  return onlyStrings(module.default);
}

/**
 * The operator's optional override file. Absent (404), unreachable or
 * malformed files mean "no overrides", never an error.
 */
async function loadOverrides(
  locale: SupportedLocale,
  publicPath: string,
): Promise<Messages> {
  const url = `${publicPath}custom/locales/${locale}.json`;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return {};
    return onlyStrings(await response.json());
  } catch {
    return {};
  }
}

/**
 * Messages for `locale`: the built-in catalogue with the operator's
 * `<publicPath>custom/locales/<code>.json` merged over it. A failed built-in
 * load (including a locale with no catalogue yet) is logged and re-thrown
 * (spec 01 section 8); the caller decides on a fallback.
 */
export async function loadMessages(
  locale: SupportedLocale,
  publicPath: string = defaultPublicPath(),
): Promise<Messages> {
  const [builtIn, overrides] = await Promise.all([
    loadBuiltIn(locale).catch((error: unknown) => {
      console.error(`Failed to load the "${locale}" messages`, error);
      throw error;
    }),
    loadOverrides(locale, publicPath),
  ]);
  return { ...builtIn, ...overrides };
}
