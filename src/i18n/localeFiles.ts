import type { SupportedLocale } from "./supportedLocales";

/*
 * Where a language's messages come from. The boot script (src/boot.ts) starts
 * both downloads early and loadMessages.ts reads them; both go through these
 * functions, so they always ask for the same chunk and the same URL.
 */

/**
 * The built-in catalogue of `locale`: the chunk of locales/<code>.json
 * (`locale-<code>-json`), which the build compiles to ICU ASTs
 * (tools/webpack/precompileMessagesLoader.js). Without webpack (unit tests)
 * it holds the ICU texts.
 */
export async function importLocaleMessages(
  locale: SupportedLocale,
): Promise<unknown> {
  // The template makes webpack build a context of locales/*.json: one chunk per
  // file that exists, named locale-<code> (not the lists of untranslated terms).
  const module = (await import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackExclude: /untranslated/ */
    `../../locales/${locale}.json`
  )) as { default: unknown };
  return module.default;
}

/** The operator's optional overrides of `locale`'s messages (README, Configuration). */
export function overridesUrl(
  locale: SupportedLocale,
  publicPath: string,
): string {
  return `${publicPath}custom/locales/${locale}.json`;
}
