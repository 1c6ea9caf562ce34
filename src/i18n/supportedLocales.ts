/**
 * Every locale Potluck ships (spec 01 sections 1 and 9). The order is the
 * order shown in pickers. `en` is the source language.
 */
export const SUPPORTED_LOCALES = [
  "ar",
  "ast",
  "bg",
  "bn",
  "br",
  "ca",
  "ckb",
  "co",
  "cs",
  "cy",
  "da",
  "de",
  "el",
  "en",
  "en-GB",
  "en-Shaw",
  "eo",
  "es",
  "es-AR",
  "et",
  "eu",
  "fa",
  "fi",
  "fr",
  "ga",
  "gl",
  "he",
  "hi",
  "hr",
  "hu",
  "hy",
  "id",
  "io",
  "is",
  "it",
  "ja",
  "ka",
  "kk",
  "ko",
  "lt",
  "lv",
  "mk",
  "ms",
  "nl",
  "nn",
  "no",
  "oc",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sq",
  "sr",
  "sr-Latn",
  "sv",
  "ta",
  "te",
  "th",
  "tr",
  "uk",
  "zh-CN",
  "zh-HK",
  "zh-TW",
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Locales written right to left; the layout mirrors for them. */
export const RTL_LOCALES: readonly string[] = ["ar", "ckb", "fa", "he"];

export function isSupportedLocale(code: string): code is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(code);
}

/**
 * Picks a supported locale for a requested code: the exact code (with `_`
 * read as `-`, case-insensitive), then its language part, else null.
 */
export function matchLocale(requested: string): SupportedLocale | null {
  const code = requested.trim().replace(/_/g, "-").toLowerCase();
  if (!code) return null;
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === code);
  if (exact) return exact;
  const language = code.split("-")[0];
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase() === language) ?? null;
}

/** Whether `locale` (any region or script suffix) is written right to left. */
export function isRtl(locale: string): boolean {
  const language = locale.trim().replace(/_/g, "-").toLowerCase().split("-")[0];
  return language !== undefined && RTL_LOCALES.includes(language);
}
