/**
 * What a client does with a 429 or a transient failure (spec 02 section 9: three retries, the
 * delay doubling from 1 s up to 30 s). A server that says how long to wait
 * is obeyed: `Retry-After` in seconds or as an HTTP date (RFC 9110 section
 * 10.2.3), else Mastodon's `X-RateLimit-Reset`, an ISO date that its CORS
 * set-up exposes where it hides `Retry-After` from other origins.
 */

export const RATE_LIMIT_RETRIES = 3;
export const FIRST_RETRY_MS = 1000;
/** The longest wait worth holding a request for; a longer one fails at once. */
export const MAX_RETRY_MS = 30_000;

/**
 * Statuses that say "not now" rather than "never": a proxy without its
 * upstream (502, often an HTML page), an overloaded or restarting server
 * (503), an upstream too slow (504). A 500 is a server fault that asking
 * again rarely cures, so it is shown at once.
 */
export function isTransientStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** The doubling delay before retry number `attempt` (0 for the first), capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
}

/** Only calls that change nothing are sent again (RFC 9110 section 9.2.1). */
export function isSafeMethod(method: string): boolean {
  return ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

/** `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(
  value: string | null,
  now: number,
): number | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  return untilDate(text, now);
}

/** A date as milliseconds left; bare numbers are not dates (Date.parse reads "-4" as a year). */
function untilDate(text: string, now: number): number | null {
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before retry number `attempt` (0 for the first): what the
 * server asked, else the doubling delay. Null when the server asks for
 * longer than `MAX_RETRY_MS`.
 */
export function retryDelay(
  headers: { get(name: string): string | null },
  attempt: number,
  now: number,
): number | null {
  const asked =
    parseRetryAfter(headers.get("Retry-After"), now) ??
    untilDate(headers.get("X-RateLimit-Reset") ?? "", now);
  const delay = asked ?? backoffDelay(attempt);
  return delay > MAX_RETRY_MS ? null : delay;
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
