/** Pure text helpers for posts. */
import { parseInert } from "./sanitize";

export interface ContentChoice {
  html: string;
  /** The language of the chosen text, when known. */
  language: string | null;
}

/** A BCP 47-ish code ("en", "pt-BR"), as opposed to a MIME type key ("text/plain"). */
const LANGUAGE_KEY = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const base = (tag: string) => tag.toLowerCase().split("-")[0] ?? "";

/**
 * Multilingual posts (`content_map`, language → HTML) show the reader's
 * language when the author wrote one. Pleroma also uses the map for MIME
 * types (`text/plain` → source); those keys are ignored.
 */
export function pickContent(
  content: string,
  contentMap: Readonly<Record<string, string>> | null,
  language: string | null,
  locale: string,
): ContentChoice {
  const entries = Object.entries(contentMap ?? {}).filter(([key]) =>
    LANGUAGE_KEY.test(key),
  );
  const match =
    entries.find(([key]) => key.toLowerCase() === locale.toLowerCase()) ??
    entries.find(([key]) => base(key) === base(locale));
  if (match?.[1]) return { html: match[1], language: match[0] };
  return { html: content, language };
}

/** The visible text of server HTML (never executed: an inert document runs no scripts). */
export function htmlToText(html: string): string {
  const doc = parseInert(
    html.replace(/<br\s*\/?>/gi, " ").replace(/<\/p>/gi, " "),
  );
  return doc.body.textContent.replace(/\s+/g, " ").trim();
}

/** The first `max` characters of a text, cut at a word when possible. */
export function excerpt(text: string, max = 60): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whether a post's language differs from the reader's (by base language). */
export function isForeign(language: string | null, locale: string): boolean {
  return (
    language !== null && language !== "" && base(language) !== base(locale)
  );
}
