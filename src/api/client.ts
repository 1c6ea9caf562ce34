import type * as z from "zod/mini";
import {
  backoffDelay,
  isSafeMethod,
  isTransientStatus,
  RATE_LIMIT_RETRIES,
  retryDelay,
  waitFor,
} from "./rateLimit";

/**
 * The transport every endpoint function uses (spec 02 sections 7 and 8): bearer
 * token when set, JSON and multipart bodies, query building, Link header
 * paging, 206 marked partial, and one error type for every non-OK reply.
 */

/** Any non-OK response, or a reply whose `error` field the spec says to raise. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    /** The raw response text. */
    readonly data: string,
    /** The parsed JSON body, or null when the body is not JSON. */
    readonly json: unknown,
  ) {
    super(message);
  }
}

/** A reply that does not have the shape its schema expects. */
export class InvalidResponseError extends Error {
  override readonly name = "InvalidResponseError";
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(`Invalid response from ${url}: ${issues}`);
  }
}

/** A request that got no complete answer within the client's time limit. */
/**
 * The answer to a call sent for another account than the one now in use (the
 * member switched accounts or servers while it was on its way): it is
 * dropped, so the old account's data never lands in the new one's state.
 */
export class StaleReplyError extends Error {
  override readonly name = "StaleReplyError";
  constructor(readonly url: string) {
    super(`The account in use changed while ${url} was answered`);
  }
}

export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  constructor(
    readonly url: string,
    readonly ms: number,
  ) {
    super(`No answer from ${url} within ${String(Math.round(ms / 1000))} s`);
  }
}

/** fetch's own failure: no answer at all (offline, refused, reset, CORS). */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: Record<string, unknown> | readonly unknown[] | FormData;
  signal?: AbortSignal;
  /** Raise the reply's `error` field as an ApiError even with a 2xx status. */
  raiseErrorField?: boolean;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a save sent as the tab closes). */
  keepalive?: boolean;
}

export interface Links {
  next: string | null;
  prev: string | null;
}

export interface RawResponse extends Links {
  status: number;
  url: string;
  json: unknown;
  text: string;
  /** Status 206: the server returned part of what was asked. */
  partial: boolean;
  /** The reply came after a redirect (Pixelfed refuses a password change that way). */
  redirected: boolean;
}

/** The first page's cursors and size; a page after it is asked for by its Link URL. */
export interface PageQuery {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}

/** A Link cursor (an absolute URL, followed as it is) or the query of a first page. */
export type Paging = { url: string } | PageQuery;

/** One page of a list: parsed items plus the cursors of its Link header. */
export interface Page<T> extends Links {
  items: T[];
  partial: boolean;
  /** How many items the server sent that failed their schema and were dropped. */
  dropped: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl: string;
  accessToken?: string | null;
  fetch?: FetchLike;
  /**
   * How long one attempt may take, answer body included, before it fails
   * with TimeoutError; null waits forever. Uploads (FormData) are never
   * timed: a large video on a slow line takes what it takes.
   */
  timeoutMs?: number | null;
  /**
   * Whether a safe call (GET) that failed transiently (no answer, a time-out,
   * 502, 503 or 504) is sent again, up to three times with the delay doubling
   * from 1 s (spec 02 section 9). The app turns it on (src/app/startStore.ts);
   * a 429 is waited out either way.
   */
  retryTransient?: boolean;
}

/** The app's limit for one attempt: long enough for a slow search, short of a hung tab. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Builds `?a=1&ids[]=x&ids[]=y`, skipping null and undefined values. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Reads `next` and `prev` from a Link header (RFC 8288, as Mastodon sends it). */
export function parseLinkHeader(header: string | null): Links {
  const links: Links = { next: null, prev: null };
  if (!header) return links;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (!match) continue;
    const [, url = "", params = ""] = match;
    const rel = /rel="?([^";]+)"?/.exec(params)?.[1] ?? "";
    for (const name of rel.split(/\s+/)) {
      if (name === "next") links.next = url;
      if (name === "prev" || name === "previous") links.prev = url;
    }
  }
  return links;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The reason a refusal gives: Mastodon's `error`, else `message`, which
 * Pixelfed's Laravel sends (`{message, errors}` for a request that fails
 * validation, `{message}` for an `abort` with a reason).
 */
function errorMessage(json: unknown, fallback: string): string {
  if (json === null || typeof json !== "object") return fallback;
  for (const key of ["error", "message"]) {
    const value = (json as Record<string, unknown>)[key];
    if (typeof value === "string" && value) return value;
  }
  return fallback;
}

/** A response with its body read. */
interface Answer {
  response: Response;
  text: string;
}

/** A 429 the client waits out before asking again. */
export interface RateLimitWait {
  /** The wait, rounded up to whole seconds. */
  seconds: number;
  url: string;
}

/** Paths that take Iceshrimp.NET's own key rather than the Mastodon token. */
const ICESHRIMP_PATH = "/api/iceshrimp/";

export class ApiClient {
  /**
   * The server calls go to: the configured one, or the server of the
   * account in use when the member switched to one elsewhere (`useServer`).
   */
  baseUrl: string;
  private token: string | null;
  /** Moves on at each switch of account or server (see `StaleReplyError`). */
  private epoch = 0;
  /**
   * Iceshrimp.NET's separate key (spec 02 section 6), sent instead of the
   * access token on `/api/iceshrimp/*` paths once obtained.
   */
  iceshrimpToken: string | null = null;
  /**
   * Told of each 429 a safe call waits out before retrying (the store turns
   * it into a notice; the API layer knows nothing of the store).
   */
  onRateLimited: ((wait: RateLimitWait) => void) | null = null;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number | null;
  private readonly retryTransient: boolean;

  constructor({
    baseUrl,
    accessToken = null,
    fetch: fetchImpl,
    timeoutMs = null,
    retryTransient = false,
  }: ApiClientOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.token = accessToken;
    this.timeoutMs = timeoutMs;
    this.retryTransient = retryTransient;
    this.fetchImpl =
      fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  }

  get accessToken(): string | null {
    return this.token;
  }

  /**
   * Signing in or out keeps the calls on their way (a page's public reads);
   * a switch from one account's token to another's drops their answers.
   */
  set accessToken(token: string | null) {
    if (this.token !== null && token !== null && token !== this.token)
      this.epoch += 1;
    this.token = token;
  }

  /** Sends every later call to another server (an account there is now in use). */
  useServer(origin: string): void {
    const baseUrl = origin.replace(/\/+$/, "");
    if (baseUrl !== this.baseUrl) this.epoch += 1;
    this.baseUrl = baseUrl;
  }

  /**
   * A client for another server, sending no token, with this one's fetch
   * and limits: for signing in there before any account of it is in use.
   */
  forServer(origin: string): ApiClient {
    return new ApiClient({
      baseUrl: origin,
      fetch: this.fetchImpl,
      timeoutMs: this.timeoutMs,
      retryTransient: this.retryTransient,
    });
  }

  /** An absolute URL for a server path; absolute URLs (Link cursors) pass through. */
  url(path: string, query?: Query): string {
    const base = /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`;
    const extra = buildQuery(query);
    if (!extra) return base;
    return base.includes("?") ? `${base}&${extra.slice(1)}` : `${base}${extra}`;
  }

  async request(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<RawResponse> {
    const epoch = this.epoch;
    const stale = () =>
      new StaleReplyError(`${this.baseUrl}${path.split("?")[0] ?? ""}`);
    let answer: RawResponse;
    try {
      answer = await this.send(method, path, options);
    } catch (error) {
      throw epoch === this.epoch ? error : stale();
    }
    if (epoch !== this.epoch) throw stale();
    return answer;
  }

  private async send(
    method: string,
    path: string,
    options: RequestOptions,
  ): Promise<RawResponse> {
    const url = this.url(path, options.query);
    const headers: Record<string, string> = {
      Accept: "application/json",
      ...options.headers,
    };
    const token =
      this.iceshrimpToken && path.startsWith(ICESHRIMP_PATH)
        ? this.iceshrimpToken
        : this.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = {
      method,
      headers,
      body,
      ...(options.keepalive ? { keepalive: true } : {}),
    };
    const timed = body instanceof FormData ? null : this.timeoutMs;
    const safe = isSafeMethod(method);
    // A call that changes something is sent once, whatever happens: only
    // the member, who sees the failure, may send it again.
    for (let attempt = 0; ; attempt += 1) {
      const last = !safe || attempt >= RATE_LIMIT_RETRIES;
      let answer: Answer;
      try {
        answer = await this.attempt(url, init, options.signal, timed);
      } catch (error) {
        const transient =
          error instanceof TimeoutError || isNetworkError(error);
        if (
          last ||
          !transient ||
          !this.retryTransient ||
          options.signal?.aborted
        )
          throw error;
        await waitFor(backoffDelay(attempt), options.signal);
        continue;
      }
      const { response } = answer;
      let delay: number | null = null;
      if (!last && response.status === 429) {
        // The server's wait, if it is short enough to hold the call for.
        delay = retryDelay(response.headers, attempt, Date.now());
        if (delay !== null)
          this.onRateLimited?.({ seconds: Math.ceil(delay / 1000), url });
      } else if (
        !last &&
        this.retryTransient &&
        isTransientStatus(response.status)
      ) {
        delay = retryDelay(response.headers, attempt, Date.now());
      }
      if (delay === null) return this.read(url, answer, options);
      await waitFor(delay, options.signal);
    }
  }

  /** One attempt: the response and its whole body, within `timeoutMs` when set. */
  private async attempt(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    timeoutMs: number | null,
  ): Promise<Answer> {
    if (timeoutMs === null) {
      const response = await this.fetchImpl(url, { ...init, signal });
      return { response, text: await response.text() };
    }
    const controller = new AbortController();
    const timeout = new TimeoutError(url, timeoutMs);
    const onAbort = () => {
      controller.abort(signal?.reason);
    };
    if (signal?.aborted) onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = setTimeout(() => {
      controller.abort(timeout);
    }, timeoutMs);
    try {
      const response = await this.fetchImpl(url, {
        ...init,
        signal: controller.signal,
      });
      return { response, text: await response.text() };
    } catch (error) {
      throw controller.signal.reason === timeout ? timeout : error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private read(
    url: string,
    { response, text }: Answer,
    options: RequestOptions,
  ): RawResponse {
    const json = parseJson(text);
    if (!response.ok) {
      const fallback = `${response.status} ${response.statusText}`.trim();
      throw new ApiError(
        errorMessage(json, fallback),
        response.status,
        response.statusText,
        url,
        text,
        json,
      );
    }
    if (options.raiseErrorField && errorMessage(json, "") !== "") {
      throw new ApiError(
        errorMessage(json, ""),
        response.status,
        response.statusText,
        url,
        text,
        json,
      );
    }
    return {
      status: response.status,
      url,
      json,
      text,
      partial: response.status === 206,
      redirected: response.redirected,
      ...parseLinkHeader(response.headers.get("Link")),
    };
  }

  /** One entity, parsed with its schema; a reply of the wrong shape raises InvalidResponseError. */
  async one<S extends z.ZodMiniType>(
    method: string,
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>> {
    const raw = await this.request(method, path, options);
    const result = schema.safeParse(raw.json);
    if (!result.success) {
      throw new InvalidResponseError(
        raw.url,
        result.error.issues.map((i) => i.message).join("; "),
      );
    }
    return result.data;
  }

  /** A list: each item parsed on its own; malformed items are dropped and counted. */
  async list<S extends z.ZodMiniType>(
    path: string,
    itemSchema: S,
    options?: RequestOptions & { method?: string },
  ): Promise<Page<z.output<S>>> {
    const raw = await this.request(options?.method ?? "GET", path, options);
    // A 200 without a body, or with one cut short, is not an empty list: the
    // member must not be told there is nothing to show.
    if (raw.json === null && raw.status !== 204)
      throw new InvalidResponseError(
        raw.url,
        raw.text.trim() === "" ? "empty reply" : "reply is not JSON",
      );
    const { items, dropped } = parseItems(raw.json, itemSchema);
    return {
      items,
      dropped,
      next: raw.next,
      prev: raw.prev,
      partial: raw.partial,
    };
  }

  /**
   * One page of a Link-paged list: a cursor URL as it is (it carries every
   * parameter), else `path` with `query` and the paging parameters.
   */
  page<S extends z.ZodMiniType>(
    path: string,
    itemSchema: S,
    paging: Paging = {},
    options: RequestOptions = {},
  ): Promise<Page<z.output<S>>> {
    if ("url" in paging) {
      return this.list(paging.url, itemSchema, { signal: options.signal });
    }
    return this.list(path, itemSchema, {
      ...options,
      query: { ...options.query, ...paging },
    });
  }
}

/** Parses every array item with `schema`, dropping (and counting) the ones that fail. */
export function parseItems<S extends z.ZodMiniType>(
  json: unknown,
  schema: S,
): { items: z.output<S>[]; dropped: number } {
  if (!Array.isArray(json))
    return { items: [], dropped: json === null ? 0 : 1 };
  const items: z.output<S>[] = [];
  let dropped = 0;
  for (const item of json as unknown[]) {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data);
    else dropped += 1;
  }
  return { items, dropped };
}

export interface OffsetPage<T> {
  items: T[];
  /** The offset of the next page, or null once a page comes back empty. */
  nextOffset: number | null;
}

/** Offset paging (directory, search): the next page starts after what is loaded; an empty page ends it. */
export function offsetPage<T>(items: T[], offset: number): OffsetPage<T> {
  return {
    items,
    nextOffset: items.length === 0 ? null : offset + items.length,
  };
}
