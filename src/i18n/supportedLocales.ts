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

/** Codes browsers send that name a shipped locale differently. */
const ALIASES: Readonly<Record<string, SupportedLocale>> = {
  zh: "zh-CN",
  "zh-hans": "zh-CN",
  "zh-sg": "zh-CN",
  "zh-hant": "zh-TW",
  "zh-mo": "zh-HK",
  nb: "no",
  iw: "he",
  in: "id",
};

/**
 * Picks a supported locale for a requested code (with `_` read as `-`,
 * case-insensitive): the exact code; else the longest shipped code it starts
 * with (`sr-Latn-RS` → `sr-Latn`, `zh-Hant-HK` → `zh-HK` through its
 * script-less form); else an alias (`zh` → `zh-CN`, `nb` → `no`); else its
 * language part; else null.
 */
export function matchLocale(requested: string): SupportedLocale | null {
  const code = requested.trim().replace(/_/g, "-").toLowerCase();
  if (!code) return null;
  const parts = code.split("-");
  // zh-Hant-HK → zh-HK: the script matters less than the region.
  const candidates = [code];
  if (parts.length === 3) candidates.push(`${parts[0]}-${parts[2]}`);
  for (let n = parts.length - 1; n >= 1; n -= 1)
    candidates.push(parts.slice(0, n).join("-"));
  for (const candidate of candidates) {
    const shipped = SUPPORTED_LOCALES.find(
      (l) => l.toLowerCase() === candidate,
    );
    if (shipped) return shipped;
    const alias = ALIASES[candidate];
    if (alias) return alias;
  }
  return null;
}

/** Whether `locale` (any region or script suffix) is written right to left. */
export function isRtl(locale: string): boolean {
  const language = locale.trim().replace(/_/g, "-").toLowerCase().split("-")[0];
  return language !== undefined && RTL_LOCALES.includes(language);
}
