import { matchLocale, type SupportedLocale } from "./supportedLocales";

/**
 * The interface language: the operator's locale if it is supported, else the
 * first of the browser's languages that matches (exact code, then language
 * part), else `en`.
 */
export function pickLocale(
  configLocale: string | undefined,
  navigatorLanguages: readonly string[],
): SupportedLocale {
  for (const requested of [configLocale ?? "", ...navigatorLanguages]) {
    const locale = matchLocale(requested);
    if (locale) return locale;
  }
  return "en";
}
