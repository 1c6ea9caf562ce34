import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient, type FetchLike } from "../../src/api/client";
import { instanceSchema } from "../../src/api/schemas/instance";
import { statusSchema } from "../../src/api/schemas/status";
import { detectServer, getFeatures } from "../../src/api/serverFeatures";
import { statusReceived } from "../../src/store/events";
import { normalizeStatus, normalizeStatuses } from "../../src/store/normalize";
import { createRootReducer, type RootState } from "../../src/store/rootReducer";
import { fetchInstance } from "../../src/store/instance/thunks";

/**
 * Small builders of raw server JSON (Mastodon 4.4 shape) and a fake API
 * client for store tests. Ids are numeric strings of equal length so that
 * they order like snowflakes.
 */

export const BASE = "https://example.social";

export function sid(n: number): string {
  return String(1_000_000 + n);
}

export function rawAccount(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    username: `user${id}`,
    acct: `user${id}`,
    display_name: `User ${id}`,
    url: `${BASE}/@user${id}`,
    avatar: `${BASE}/avatars/${id}.png`,
    avatar_static: `${BASE}/avatars/${id}.png`,
    header: "",
    header_static: "",
    note: "",
    locked: false,
    bot: false,
    created_at: "2024-01-01T00:00:00.000Z",
    statuses_count: 1,
    followers_count: 2,
    following_count: 3,
    emojis: [],
    fields: [],
    ...over,
  };
}

/**
 * A time that grows with small numeric ids; any other id (a UUID, a real
 * snowflake) gets a fixed one: pass `created_at` to order those.
 */
function createdAtOf(id: string): string {
  const n = Number(id);
  const seconds = Number.isSafeInteger(n) && n < 1e9 ? n : 0;
  return new Date(1_700_000_000_000 + seconds * 1000).toISOString();
}

export function rawStatus(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    uri: `${BASE}/statuses/${id}`,
    url: `${BASE}/@user/${id}`,
    created_at: createdAtOf(id),
    account: rawAccount("500"),
    content: `<p>status ${id}</p>`,
    visibility: "public",
    sensitive: false,
    spoiler_text: "",
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    language: "en",
    ...over,
  };
}

export function rawNotification(
  id: string,
  type: string,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    type,
    created_at: createdAtOf(id),
    account: rawAccount(`7${id}`),
    ...over,
  };
}

export interface FakeResponse {
  status?: number;
  body: unknown;
  link?: string;
}

export type Route = (url: URL) => FakeResponse;

/** An ApiClient whose fetch answers from routes keyed by path; calls are recorded. */
export function fakeClient(routes: Record<string, Route>) {
  const calls: URL[] = [];
  const fetch: FetchLike = (input) => {
    const url = new URL(input);
    calls.push(url);
    const route = routes[url.pathname];
    const answer = route
      ? route(url)
      : { status: 404, body: { error: "Not found" } };
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
    };
    if (answer.link) headers.Link = answer.link;
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers,
      }),
    );
  };
  return { client: new ApiClient({ baseUrl: BASE, fetch }), calls };
}

/** A frame as the streaming server sends it (payload JSON inside JSON). */
export function frame(
  event: string,
  payload?: unknown,
  stream: string[] = ["user"],
) {
  return JSON.stringify({
    event,
    stream,
    ...(payload === undefined
      ? {}
      : {
          payload:
            typeof payload === "string" ? payload : JSON.stringify(payload),
        }),
  });
}

/** Parsed and normalised statuses, as a thunk or the stream mapper would carry them. */
export function normalized(raws: Record<string, unknown>[]) {
  return normalizeStatuses(raws.map((raw) => statusSchema.parse(raw)));
}

/** A streamed `update` into these timelines. */
export function streamedUpdate(
  raw: Record<string, unknown>,
  timelines: string[] = ["home"],
) {
  const status = statusSchema.parse(raw);
  return statusReceived({
    ...normalizeStatus(status),
    id: status.id,
    timelines,
  });
}

/** The instance answer `raw` as the store takes it in (a fulfilled `fetchInstance`). */
export function instanceFetched(raw: unknown) {
  const instance = instanceSchema.parse(raw);
  return fetchInstance.fulfilled(
    {
      fetched: {
        instance,
        server: detectServer(instance),
        features: getFeatures(instance),
      },
      fetchedAt: 1,
      error: null,
      server: null,
    },
    "instance",
    undefined,
  );
}

/** A state reducer in the test configuration (frozen), from an empty state. */
export function testReducer() {
  const reduce = createRootReducer({ freeze: true });
  const initial = reduce(undefined, { type: "@@test/init" });
  return { reduce, initial };
}

export function reduceAll(
  reduce: (state: RootState | undefined, action: UnknownAction) => RootState,
  state: RootState,
  actions: UnknownAction[],
): RootState {
  return actions.reduce(reduce, state);
}
