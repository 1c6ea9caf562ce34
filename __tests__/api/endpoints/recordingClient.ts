import { ApiClient, type FetchLike } from "../../../src/api/client";
import type { DetectedServer } from "../../../src/api/features";
import { BASE } from "../../store/factories";

/**
 * A client whose fetch records every request as the server sees it (method,
 * path, query, JSON body) and answers from `answer`, for admin endpoint
 * tests that check both the request and the parsing of the reply.
 */

export interface Recorded {
  method: string;
  path: string;
  /** `a[]` keys are read as lists under `a`. */
  query: Record<string, string | string[]>;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  link?: string;
}

function readQuery(params: URLSearchParams): Recorded["query"] {
  const out: Recorded["query"] = {};
  for (const [key, value] of params) {
    if (key.endsWith("[]")) {
      const name = key.slice(0, -2);
      const list = out[name];
      out[name] = Array.isArray(list) ? [...list, value] : [value];
    } else out[key] = value;
  }
  return out;
}

export function recordingClient(
  answer: (call: Recorded) => Answer = () => ({ body: {} }),
) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const call: Recorded = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: readQuery(url.searchParams),
      body:
        typeof init.body === "string"
          ? (JSON.parse(init.body) as unknown)
          : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
    };
    if (reply.link) headers.Link = reply.link;
    const status = reply.status ?? 200;
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
        status,
        headers,
      }),
    );
  };
  return { client: new ApiClient({ baseUrl: BASE, fetch }), calls };
}

/** The request lines `METHOD /path` recorded so far. */
export const lines = (calls: readonly Recorded[]) =>
  calls.map((call) => `${call.method} ${call.path}`);

const server = (software: string, version: string): DetectedServer => ({
  software,
  version,
  compatVersion: "0.0.0",
  build: null,
});

/** The families the admin calls are tested on, at the demo server's versions. */
export const SERVERS = {
  mastodon: server("Mastodon", "4.5.0"),
  mastodon34: server("Mastodon", "3.4.3"),
  gotosocial: server("GoToSocial", "0.19.1"),
  gotosocial22: server("GoToSocial", "0.22.0"),
  pleroma: server("Pleroma", "2.9.1"),
  akkoma: server("Akkoma", "3.15.2"),
};

/** A Pleroma admin user (`/api/v1/pleroma/admin/users`), Pleroma 2.4+ spelling. */
export function pleromaUser(
  nickname: string,
  over: Record<string, unknown> = {},
) {
  return {
    id: `id-${nickname}`,
    nickname,
    email: `${nickname}@example.social`,
    display_name: nickname,
    avatar: `${BASE}/avatars/${nickname}.png`,
    url: `${BASE}/users/${nickname}`,
    local: !nickname.includes("@"),
    is_active: true,
    is_approved: true,
    is_confirmed: true,
    roles: { admin: false, moderator: false },
    tags: [],
    actor_type: "Person",
    registration_reason: null,
    created_at: "2024-01-02T03:04:05.000Z",
    ...over,
  };
}
