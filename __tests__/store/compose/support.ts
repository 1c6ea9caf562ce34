import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { createAppStore, type AppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { BASE, rawAccount, rawStatus } from "../factories";

/**
 * A signed-in member's store against a fake server: routes are keyed by
 * "METHOD /path" (or "/path" for any method); every request is recorded with
 * its method, body and headers, and every action is logged.
 */

export const ME = "9001";

export interface Call {
  method: string;
  url: URL;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  body: unknown;
}

export type Handler = Answer | ((call: Call) => Answer);

export type Routes = Record<string, Handler>;

/** Instances of the families the tests switch between. */
export const INSTANCES = {
  mastodon: {
    domain: "example.social",
    version: "4.5.0",
    api_versions: { mastodon: 7 },
    configuration: {
      statuses: {
        max_characters: 1000,
        max_media_attachments: 4,
        characters_reserved_per_url: 23,
      },
      polls: {
        max_options: 4,
        max_characters_per_option: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
    },
  },
  mastodon44: { domain: "example.social", version: "4.4.0" },
  pleroma: {
    uri: "pleroma.example",
    version: "2.7.2 (compatible; Pleroma 2.9.1)",
    pleroma: {
      metadata: {
        features: [
          "pleroma_emoji_reactions",
          "custom_emoji_reactions",
          "quote_posting",
          "polls",
        ],
        post_formats: ["text/plain", "text/markdown", "text/html"],
      },
    },
  },
  akkoma: {
    uri: "akkoma.example",
    version: "2.7.2 (compatible; Akkoma 3.15.2)",
    pleroma: { metadata: { features: ["pleroma_emoji_reactions"] } },
  },
  gotosocial: { domain: "gts.example", version: "0.19.1 git-abc" },
} as const;

export type Family = keyof typeof INSTANCES;

function headersOf(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== "string") return init.body ?? null;
  return JSON.parse(init.body) as unknown;
}

export interface MemberStore {
  store: AppStore;
  actions: UnknownAction[];
  calls: Call[];
  routes: Routes;
  types: () => string[];
}

/** A member's store on a server of `family`, with the instance loaded. */
export async function memberStore(
  routes: Routes = {},
  family: Family = "mastodon",
): Promise<MemberStore> {
  const actions: UnknownAction[] = [];
  const calls: Call[] = [];
  const all: Routes = {
    "GET /api/v2/instance": { body: INSTANCES[family] },
    "GET /api/v1/instance": { body: INSTANCES[family] },
    ...routes,
  };
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const call: Call = {
      method,
      url,
      path: url.pathname,
      body: bodyOf(init),
      headers: headersOf(init),
    };
    calls.push(call);
    const route = all[`${method} ${url.pathname}`] ?? all[url.pathname];
    const answer =
      typeof route === "function"
        ? route(call)
        : (route ?? { status: 404, body: { error: "Not found" } });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  };
  const log: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createAppStore({
    client: new ApiClient({ baseUrl: BASE, fetch, accessToken: "token" }),
    middleware: [log],
    recorder: null,
  });
  await store.dispatch(fetchInstance());
  store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  calls.length = 0;
  actions.length = 0;
  return {
    store,
    actions,
    calls,
    routes: all,
    types: () => actions.map((a) => a.type),
  };
}

/** A raw status by the signed-in member. */
export function ownStatus(id: string, over: Record<string, unknown> = {}) {
  return rawStatus(id, {
    account: rawAccount(ME, { username: "me", acct: "me" }),
    ...over,
  });
}

export const failure = (status = 500, error = "Something broke"): Answer => ({
  status,
  body: { error },
});

/** An XMLHttpRequest stand-in the tests drive: progress events and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: ProgressEventInit) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for each test of the calling file. */
export function installFakeXhr() {
  const original = window.XMLHttpRequest;
  const install = (value: unknown) =>
    Object.defineProperty(window, "XMLHttpRequest", {
      value,
      configurable: true,
      writable: true,
    });
  beforeEach(() => {
    FakeXhr.sent = [];
    install(FakeXhr);
  });
  afterEach(() => install(original));
}
