/**
 * What is taken out of a debug log before it leaves the tab (issue 20).
 *
 * - Secrets, by key, whatever the object: access, refresh and Iceshrimp
 *   tokens, the shoutbox's chat token, client secrets, passwords, one-time
 *   and backup codes, OAuth codes.
 *   Strings anywhere lose `access_token=`/`code=` query values and bearer
 *   credentials.
 * - E-mail addresses: values of keys that name an e-mail, and `mailto:` links.
 * - The text of posts only some people may see (private, direct, limited,
 *   circle, mutuals-only) and of chat messages: replaced by a placeholder of
 *   the same length (whitespace kept) unless the member includes them.
 *
 * The result is plain data of the same shape, so a replay still runs, and
 * redacting twice changes nothing more than redacting once (a replayed state
 * is compared with the log's checkpoints after redaction).
 */

export interface RedactOptions {
  /** Keep the text of private posts, direct messages and chats. */
  includePrivate: boolean;
}

const SECRET_KEY =
  /^(access_?token|chat_?token|refresh_?token|id_?token|token|iceshrimp_?token|bearer|authorization|client_?secret|secret|password|current_?password|new_?password|password_?confirmation|otp|otp_?code|code|backup_?codes|recovery_?codes|api_?key|private_?key)$/i;
const EMAIL_KEY = /e-?mail/i;
const PRIVATE_VISIBILITIES = new Set([
  "private",
  "direct",
  "limited",
  "circle",
  "mutuals_only",
  "mutual",
]);
/** Keys whose strings are a post's words (and its media's descriptions). */
const TEXT_KEYS = new Set([
  "content",
  "text",
  "spoiler_text",
  "description",
  "title",
  "plain",
  "text/plain",
  "text/html",
  "text/markdown",
]);
/** Inside a private post, other entities keep their own rules. */
const OWN_ENTITIES = new Set([
  "account",
  "reblog",
  "quote",
  "mentions",
  "emojis",
  "tags",
  "application",
]);

export const REDACTED = "(redacted)";
export const REDACTED_EMAIL = "(e-mail)";

const QUERY_SECRET = /([?&#](?:access_token|token|code)=)[^&#\s"'<>]+/gi;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/g;
const MAILTO = /mailto:[^\s"'<>?]+/gi;

function scrubString(value: string): string {
  if (!/[?&#]|Bearer|mailto:/i.test(value)) return value;
  return value
    .replace(QUERY_SECRET, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(MAILTO, `mailto:${REDACTED_EMAIL}`);
}

const MARKUP = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>|([^<]+)/g;

/**
 * Words become x's of the same length (whitespace kept), so a log still
 * shows how long a message was and how it was laid out; HTML keeps its tags
 * without their attributes (a link's address is private too).
 */
export function placeholder(text: string): string {
  return text.replace(
    MARKUP,
    (_whole, slash: string, tag?: string, words?: string) =>
      tag === undefined
        ? (words ?? "").replace(/\S/gu, "x")
        : `<${slash}${tag}>`,
  );
}

function isPrivateText(object: Record<string, unknown>): boolean {
  const { visibility } = object;
  if (typeof visibility === "string" && PRIVATE_VISIBILITIES.has(visibility))
    return true;
  // A chat message (Pleroma chats) has no visibility: it is private.
  return typeof object.chat_id === "string";
}

function redactSecret(value: unknown): unknown {
  if (typeof value === "string") return value === "" ? value : REDACTED;
  if (Array.isArray(value))
    return (value as unknown[]).map((v) =>
      typeof v === "string" ? REDACTED : v,
    );
  return value;
}

/** What a key's value is, for redaction: looked up once per key. */
const PLAIN = 0;
const SECRET = 1;
const EMAIL = 2;
type KeyKind = typeof PLAIN | typeof SECRET | typeof EMAIL;

/**
 * Redacts a value (an action, a state); shared subtrees are redacted once,
 * and a subtree with nothing to redact is returned as it is (most of a log
 * is public posts: copying them all cost more than reading them).
 */
export function createRedactor(options: RedactOptions) {
  // Keyed by object: states share most of their structure from one to the next.
  const plainCache = new WeakMap<object, unknown>();
  const privateCache = new WeakMap<object, unknown>();
  // Keys repeat (every post has the same fields): their tests are cached.
  const kinds = new Map<string, KeyKind>();
  const kindOf = (key: string): KeyKind => {
    let kind = kinds.get(key);
    if (kind === undefined) {
      kind = SECRET_KEY.test(key)
        ? SECRET
        : EMAIL_KEY.test(key)
          ? EMAIL
          : PLAIN;
      kinds.set(key, kind);
    }
    return kind;
  };

  const walk = (value: unknown, privateText: boolean): unknown => {
    if (typeof value === "string") return scrubString(value);
    if (typeof value !== "object" || value === null) return value;
    const cache = privateText ? privateCache : plainCache;
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    let out: unknown = value;
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < value.length; i += 1) {
        const item: unknown = value[i];
        const next = walk(item, privateText);
        if (next !== item) {
          copy ??= value.slice();
          copy[i] = next;
        }
      }
      if (copy) out = copy;
    } else {
      const record = value as Record<string, unknown>;
      const hides =
        !options.includePrivate && (privateText || isPrivateText(record));
      let copy: Record<string, unknown> | null = null;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        const field = record[key];
        const kind = kindOf(key);
        let next: unknown;
        if (kind === SECRET) next = redactSecret(field);
        else if (kind === EMAIL && typeof field === "string")
          next = field === "" ? field : REDACTED_EMAIL;
        else if (hides && TEXT_KEYS.has(key) && typeof field === "string")
          next = placeholder(field);
        else next = walk(field, hides && !OWN_ENTITIES.has(key));
        if (next !== field) {
          copy ??= { ...record };
          copy[key] = next;
        }
      }
      if (copy) out = copy;
    }
    cache.set(value, out);
    return out;
  };
  return <T>(value: T): T => walk(value, false) as T;
}
