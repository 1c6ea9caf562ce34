/**
 * The first requests of a page, started by the boot script (src/boot.ts) as
 * soon as it runs, while the app's own code is still downloading and
 * compiling: the instance, and on the homepage its timeline. The API client
 * then takes each response instead of asking again (`prefetchingFetch`).
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
/** Same as PAGE_SIZE (store/timelines/thunks.ts); prefetch.test.ts checks. */
const FIRST_PAGE = 20;

interface Prefetched {
  response: Promise<Response>;
  startedAt: number;
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

function hasStoredToken(baseUrl: string): boolean {
  try {
    return window.localStorage.getItem(`potluck:token:${baseUrl}`) !== null;
  } catch {
    return false;
  }
}

/**
 * The URLs to prefetch for this page: the instance always; the homepage's
 * timeline for visitors (a member's is asked with their token).
 */
export function bootRequests(
  rawConfig: unknown,
  location: Location,
  hasToken: (baseUrl: string) => boolean = hasStoredToken,
): string[] {
  const raw = asRaw(rawConfig);
  const baseUrl = baseUrlOf(raw, location.origin);
  const urls = [`${baseUrl}/api/v2/instance`];
  if (appPathOf(raw, location) === "/" && !hasToken(baseUrl))
    urls.push(`${baseUrl}${homeTimelinePath(raw)}`);
  return urls;
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
  hasToken: (baseUrl: string) => boolean = hasStoredToken,
): "community-timeline" | "home" | null {
  const raw = asRaw(rawConfig);
  const path = appPathOf(raw, location).replace(/\/+$/, "") || "/";
  if (path === "/") return "community-timeline";
  if (path === "/home" && hasToken(baseUrlOf(raw, location.origin)))
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

/** Starts the page's first requests (the boot script calls this once). */
export function startPrefetches(rawConfig: unknown, location: Location): void {
  if (typeof fetch !== "function") return;
  for (const url of bootRequests(rawConfig, location)) {
    // The body is read as it arrives: left unread, the browser stops taking
    // it off the network until the app asks, and the app then waited for it.
    // (A reply that cannot be rebuilt, should there be one, rejects: the app
    // then asks the network itself.)
    const response = fetch(url, { headers: HEADERS }).then(async (reply) => {
      const body = NULL_BODY.has(reply.status)
        ? null
        : await reply.arrayBuffer();
      return new Response(body, {
        status: reply.status,
        statusText: reply.statusText,
        headers: reply.headers,
      });
    });
    // A failure is met again by the app's own request.
    response.catch(() => undefined);
    prefetched.set(url, { response, startedAt: performance.now() });
  }
}

/** Whether `init` is what ApiClient sends for a plain GET without a token. */
function isPlainGet(init: RequestInit): boolean {
  if ((init.method ?? "GET").toUpperCase() !== "GET") return false;
  if (init.body !== undefined && init.body !== null) return false;
  if (init.signal?.aborted) return false;
  const headers = Object.entries(
    (init.headers ?? {}) as Record<string, string>,
  );
  return (
    headers.length === 1 &&
    headers[0]?.[0] === "Accept" &&
    headers[0][1] === HEADERS.Accept
  );
}

/**
 * ApiClient's fetch: a GET the boot script has already sent (same URL, same
 * headers, started within the last ten seconds) takes that response, once;
 * everything else, and a prefetch that failed, goes to the network.
 */
export function prefetchingFetch(
  input: string,
  init: RequestInit,
): Promise<Response> {
  const entry = prefetched.get(input);
  if (entry && isPlainGet(init)) {
    prefetched.delete(input);
    if (performance.now() - entry.startedAt <= MAX_AGE_MS)
      return entry.response.catch(() => globalThis.fetch(input, init));
  }
  return globalThis.fetch(input, init);
}
