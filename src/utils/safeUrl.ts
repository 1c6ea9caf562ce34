/**
 * The one rule for URLs that come from server data (issue 21): an `href` or
 * `src` the app renders from a server's answer is an absolute http(s) URL,
 * and in post content also `mailto:`. Anything else (`javascript:` in any
 * spelling, `data:`, `vbscript:`, relative or protocol-relative URLs, text
 * that does not parse) is not rendered as a link or a picture. The schemas
 * apply it as they parse (api/schemas/utils.ts); the sanitiser and every
 * component that renders such a URL apply it again, so a value that reached
 * the store some other way still meets it.
 */

/**
 * The common shape of an http(s) URL, which `new URL` always accepts: a
 * lower-case ASCII host whose last label starts with a letter (so it is never
 * read as an IPv4 address), an optional port below 10000, then a path, query
 * or fragment without spaces. Punycode labels (`xn--`) are left to the parser,
 * which checks them.
 */
const PLAIN_HTTP_URL =
  /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*(?::\d{1,4})?(?:[/?#]\S*)?$/;

/**
 * The scheme as the browser reads it: `new URL` strips the leading and
 * embedded whitespace and control characters that hide `java\tscript:`.
 */
function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

/** Whether `value` is an absolute http(s) URL; `new URL` (slow) only for unusual ones. */
export function isHttpUrl(value: string): boolean {
  if (PLAIN_HTTP_URL.test(value) && !value.includes("xn--")) return true;
  if (!value) return false;
  const protocol = protocolOf(value);
  return protocol === "http:" || protocol === "https:";
}

export interface SafeUrlOptions {
  /** Also `mailto:` (links in post content). */
  mailto?: boolean;
}

/** `value` when the rule allows it, else null. */
export function safeUrl(
  value: string | null | undefined,
  { mailto = false }: SafeUrlOptions = {},
): string | null {
  if (!value) return null;
  if (isHttpUrl(value)) return value;
  return mailto && protocolOf(value) === "mailto:" ? value : null;
}

/**
 * How every link to another site opens: in a new tab that cannot reach back
 * to this one (`noopener`), without telling the site where the reader came
 * from (`noreferrer`), and without vouching for it (`nofollow`).
 */
export const EXTERNAL_REL = "nofollow noopener noreferrer";

export interface ExternalLinkAttributes {
  href: string;
  target: "_blank";
  rel: typeof EXTERNAL_REL;
}

/** The attributes of a link to `url` from server data, or null when it may not be a link. */
export function externalLink(
  url: string | null | undefined,
  options?: SafeUrlOptions,
): ExternalLinkAttributes | null {
  const href = safeUrl(url, options);
  return href === null ? null : { href, target: "_blank", rel: EXTERNAL_REL };
}
