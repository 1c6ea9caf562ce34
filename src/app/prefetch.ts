/**
 * The first requests of a page, started by the boot script (src/boot.ts) as
 * soon as it runs, while the app's own code is still downloading and
 * compiling: the instance; on the homepage its timeline, for visitors; for a
 * member, the instance and the check of their stored token (as the app asks
 * them, with the token). The API client then takes each response instead of
 * asking again (`prefetchingFetch`).
 *
 * The boot script cannot afford the app's configuration parser, so it reads
 * `window.POTLUCK_CONFIG` by the same rules for the few keys it needs. A
 * wrong guess costs one unused request, never a wrong answer: a response is
 * only handed to a request for exactly its URL and headers.
 *
 * This module is part of the boot chunk: it imports nothing but the list of
 * locales.
 */
import { pickLocale } from "../i18n/pickLocale";
import { matchLocale, type SupportedLocale } from "../i18n/supportedLocales";

/** The headers ApiClient sends on a GET without a token. */
const HEADERS = { Accept: "application/json" } as const;
/** A prefetched response older than this is not used (the page was left). */
const MAX_AGE_MS = 10_000;
/** Statuses whose responses carry no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** Where a stored token is checked (store/session/thunks.ts `restoreSession`). */
const VERIFY_PATH = "/api/v1/accounts/verify_credentials";
/** Same as PAGE_SIZE (store/timelines/thunks.ts); prefetch.test.ts checks. */
const FIRST_PAGE = 20;

interface Prefetched {
  response: Promise<Response>;
  startedAt: number;
  /** The token it was asked with, which the app's request must carry too. */
  token: string | null;
}

const prefetched = new Map<string, Prefetched>();

type RawConfig = Record<string, unknown>;

/** `baseUrl` as config.ts reads it: an http(s) URL without trailing slashes, else the origin. */
function baseUrlOf(raw: RawConfig, origin: string): string {
  const value = raw.baseUrl;
  if (typeof value === "string" && /^https?:\/\/[^\s/?#]+/i.test(value))
    return value.replace(/\/+$/, "");
  return origin.replace(/\/+$/, "");
}

/** `basename` as config.ts reads it (default `/blog`). */
function basenameOf(raw: RawConfig): string {
  const value = raw.basename;
  if (typeof value === "string" && /^\/[^?#]*$/.test(value))
    return value === "/" ? "" : value.replace(/\/+$/, "");
  return "/blog";
}

function asRaw(rawConfig: unknown): RawConfig {
  return typeof rawConfig === "object" && rawConfig !== null
    ? (rawConfig as RawConfig)
    : {};
}

/** The path inside the app, as routes.tsx `appPath` finds it. */
function appPathOf(raw: RawConfig, location: Location): string {
  if (raw.useHashRouter === true) return location.hash.replace(/^#/, "") || "/";
  const basename = basenameOf(raw);
  const { pathname } = location;
  return pathname.startsWith(basename)
    ? pathname.slice(basename.length) || "/"
    : pathname;
}

/** The first page of the homepage's timeline (features/timeline/homeTimeline.ts). */
function homeTimelinePath(raw: RawConfig): string {
  const home = raw.homePage;
  if (
    typeof home === "object" &&
    home !== null &&
    (home as RawConfig).type === "hashtag"
  ) {
    const tag = (home as RawConfig).hashtag;
    const clean =
      typeof tag === "string" ? tag.replace(/^#/, "").trim().toLowerCase() : "";
    if (clean)
      return `/api/v1/timelines/tag/${encodeURIComponent(clean)}?limit=${FIRST_PAGE}`;
  }
  return `/api/v1/timelines/public?local=true&limit=${FIRST_PAGE}`;
}

/** A session kept in this browser for the configured server (store/session/persistence.ts). */
export interface StoredSession {
  token: string;
  /** Its account is on another server, where the app then sends its calls. */
  elsewhere: boolean;
}

function readStoredSession(baseUrl: string): StoredSession | null {
  let token: string | null;
  try {
    token = window.localStorage.getItem(`potluck:token:${baseUrl}`);
  } catch {
    return null;
  }
  if (!token) return null;
  return { token, elsewhere: !accountIsHere(baseUrl, token) };
}

/**
 * Whether the account signed in with `token` is on the configured server,
 * where the app then sends its calls (adoptStoredToken). Anything unclear
 * counts as elsewhere: a token is never sent to a server it may not be for.
 */
function accountIsHere(baseUrl: string, token: string): boolean {
  try {
    const accounts: unknown = JSON.parse(
      window.localStorage.getItem(`potluck:accounts:${baseUrl}`) ?? "[]",
    );
    if (!Array.isArray(accounts)) return false;
    return accounts.every((item: unknown) => {
      if (typeof item !== "object" || item === null) return true;
      const account = item as RawConfig;
      return (
        account.token !== token ||
        account.server === undefined ||
        account.server === baseUrl
      );
    });
  } catch {
    return false;
  }
}

type SessionReader = (baseUrl: string) => StoredSession | null;

/** A request to prefetch, with the token it carries (null: none). */
export interface BootRequest {
  url: string;
  token: string | null;
  /** Sent only once the token has been verified (the verify_credentials prefetch answered). */
  onceVerified?: true;
}

/**
 * The requests to prefetch for this page: the instance always; the
 * homepage's timeline for visitors (a member's is asked with their token
 * once it is verified); for a member whose calls go to the configured
 * server, the instance and verify_credentials with their token, as the app
 * asks them at start on every route (store/session/thunks.ts
 * `restoreSession`, store/instance/thunks.ts).
 */
export function bootRequests(
  rawConfig: unknown,
  location: Location,
  storedSession: SessionReader = readStoredSession,
): BootRequest[] {
  const raw = asRaw(rawConfig);
  const baseUrl = baseUrlOf(raw, location.origin);
  const session = storedSession(baseUrl);
  const instance = `${baseUrl}/api/v2/instance`;
  if (session && !session.elsewhere) {
    const { token } = session;
    const requests: BootRequest[] = [
      { url: instance, token },
      { url: `${baseUrl}${VERIFY_PATH}`, token },
    ];
    // A member's /home: its timeline, as the route asks it once the token
    // is verified (app/routes.tsx), so never with a revoked token.
    if (firstScreen(raw, location, () => session) === "home")
      requests.push({
        url: `${baseUrl}/api/v1/timelines/home?limit=${FIRST_PAGE}`,
        token,
        onceVerified: true,
      });
    return requests;
  }
  const requests = [{ url: instance, token: null }];
  if (appPathOf(raw, location) === "/" && !session)
    requests.push({ url: `${baseUrl}${homeTimelinePath(raw)}`, token: null });
  return requests;
}

/**
 * The screen the page opens on, when the boot script starts its chunks
 * itself: the homepage (`/`), and a member's `/home` (with a stored token:
 * a visitor there is sent to sign in). Other routes load their chunks with
 * the app (app/routes.tsx `preloadRoute`).
 */
export function firstScreen(
  rawConfig: unknown,
  location: Location,
  storedSession: SessionReader = readStoredSession,
): "community-timeline" | "home" | null {
  const raw = asRaw(rawConfig);
  const path = appPathOf(raw, location).replace(/\/+$/, "") || "/";
  if (path === "/") return "community-timeline";
  if (path === "/home" && storedSession(baseUrlOf(raw, location.origin)))
    return "home";
  return null;
}

/**
 * The interface language as LocaleGate's `chooseLocale` picks it: the
 * operator's supported `locale`, else the browser's languages.
 */
export function bootLocale(
  rawConfig: unknown,
  languages: readonly string[],
): SupportedLocale {
  const configured = asRaw(rawConfig).locale;
  const operator =
    typeof configured === "string" ? matchLocale(configured) : null;
  return operator ?? pickLocale(undefined, languages);
}

/**
 * Asks the browser to fetch `url` now for a later `fetch(url)` with the
 * default mode and same-origin credentials (i18n/loadMessages.ts reads the
 * operator's message overrides so), which then takes the preloaded response.
 */
export function preloadFetch(url: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = url;
  document.head.appendChild(link);
}

/** Sends `url` now; the app's request for it takes the response. */
function prefetch(url: string, token: string | null): Promise<Response> {
  // The body is read as it arrives: left unread, the browser stops taking
  // it off the network until the app asks, and the app then waited for it.
  // (A reply that cannot be rebuilt, should there be one, rejects: the app
  // then asks the network itself.)
  const response = fetch(url, { headers: headersFor(token) }).then(
    async (reply) => {
      const body = NULL_BODY.has(reply.status)
        ? null
        : await reply.arrayBuffer();
      return new Response(body, {
        status: reply.status,
        statusText: reply.statusText,
        headers: reply.headers,
      });
    },
  );
  // A failure is met again by the app's own request.
  response.catch(() => undefined);
  prefetched.set(url, { response, startedAt: performance.now(), token });
  return response;
}

/** Starts the page's first requests (the boot script calls this once). */
export function startPrefetches(rawConfig: unknown, location: Location): void {
  if (typeof fetch !== "function") return;
  const requests = bootRequests(rawConfig, location);
  let verified: Promise<Response> | null = null;
  for (const { url, token, onceVerified } of requests) {
    if (onceVerified) continue;
    const response = prefetch(url, token);
    if (url.endsWith(VERIFY_PATH)) verified = response;
  }
  const later = requests.filter((request) => request.onceVerified);
  if (verified && later.length > 0)
    verified.then(
      (reply) => {
        if (reply.ok)
          for (const { url, token } of later) void prefetch(url, token);
      },
      () => undefined,
    );
}

/** The headers ApiClient sends on a GET, with `token` or without one. */
function headersFor(token: string | null): Record<string, string> {
  return token === null
    ? { ...HEADERS }
    : { ...HEADERS, Authorization: `Bearer ${token}` };
}

/** Whether `init` is what ApiClient sends for a GET, with `token` or without one. */
function isGetWith(init: RequestInit, token: string | null): boolean {
  if ((init.method ?? "GET").toUpperCase() !== "GET") return false;
  if (init.body !== undefined && init.body !== null) return false;
  if (init.signal?.aborted) return false;
  const sent = Object.entries((init.headers ?? {}) as Record<string, string>);
  const expected = headersFor(token);
  return (
    sent.length === Object.keys(expected).length &&
    sent.every(([name, value]) => expected[name] === value)
  );
}

/**
 * ApiClient's fetch: a GET the boot script has already sent (same URL, same
 * headers, the same token or none, started within the last ten seconds)
 * takes that response, once;
 * everything else, and a prefetch that failed, goes to the network.
 */
export function prefetchingFetch(
  input: string,
  init: RequestInit,
): Promise<Response> {
  const entry = prefetched.get(input);
  if (entry && isGetWith(init, entry.token)) {
    prefetched.delete(input);
    if (performance.now() - entry.startedAt <= MAX_AGE_MS)
      return entry.response.catch(() => globalThis.fetch(input, init));
  }
  return globalThis.fetch(input, init);
}
