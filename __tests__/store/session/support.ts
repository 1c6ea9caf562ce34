import { webcrypto } from "node:crypto";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import type { Features } from "../../../src/api/features";
import { createAppStore } from "../../../src/store";
import type { RootState } from "../../../src/store/rootReducer";
import { BASE, rawAccount } from "../factories";
import { stateWith } from "../mockStore";

/** One request as the server saw it. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** Answers keyed by "METHOD /path"; anything else is a 404. */
export type Routes = Record<string, (call: Call) => Answer>;

function parseBody(init: RequestInit): Record<string, unknown> | null {
  if (typeof init.body !== "string") return null;
  return JSON.parse(init.body) as Record<string, unknown>;
}

/** An ApiClient over a fake server that records method, path, body and auth. */
export function recordingClient(routes: Routes, baseUrl = BASE) {
  const calls: Call[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const call: Call = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init),
      authorization: headers.get("Authorization"),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = route
      ? route(call)
      : { status: 404, body: { error: "Not found" } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  };
  return { client: new ApiClient({ baseUrl, fetch }), calls };
}

/** A store over `client` whose instance has these feature gates. */
export function sessionStore(
  client: ApiClient,
  features: Partial<Features> = {},
  patch: Partial<RootState> = {},
) {
  return createAppStore({
    client,
    preloadedState: stateWith(features, patch),
    recorder: null,
  });
}

export const REDIRECT = "http://localhost/blog/login/callback";

export function rawApp(over: Record<string, unknown> = {}) {
  return {
    id: "12",
    name: "Potluck",
    website: "http://localhost",
    scopes: ["read", "write", "follow", "push"],
    redirect_uris: [REDIRECT],
    client_id: "client-1",
    client_secret: "secret-1",
    vapid_key: "key",
    ...over,
  };
}

export const ME = rawAccount("42", { username: "alice", acct: "alice" });

/** The routes of a server where everything works. */
export function workingServer(over: Routes = {}): Routes {
  return {
    "POST /api/v1/apps": () => ({ body: rawApp() }),
    "POST /oauth/token": () => ({
      body: { access_token: "token-1", token_type: "Bearer", scope: "read" },
    }),
    "GET /api/v1/accounts/verify_credentials": () => ({ body: ME }),
    "POST /oauth/revoke": () => ({ body: {} }),
    ...over,
  };
}

/** jsdom has no crypto.subtle: lend it Node's, as a secure context would have. */
export function installSubtle(): void {
  Object.defineProperty(globalThis.crypto, "subtle", {
    value: webcrypto.subtle,
    configurable: true,
  });
}

export function removeSubtle(): void {
  Object.defineProperty(globalThis.crypto, "subtle", {
    value: undefined,
    configurable: true,
  });
}

export function clearStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
