import { ApiClient, type FetchLike } from "../../../../src/api/client";
import { createAppStore } from "../../../../src/store/index";
import { instanceFetched } from "../../factories";

/**
 * A real store for the staff console's sections, with a network that
 * answers from a table by `"METHOD /path"` and can hold an answer back
 * (`hold`) so a test sees the state between `pending` and the answer.
 */

export interface Answer {
  status?: number;
  body?: unknown;
  link?: string;
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export const INSTANCES = {
  mastodon: { domain: "example.social", version: "4.5.0" },
  pleroma: {
    domain: "example.social",
    version: "2.7.2 (compatible; Pleroma 2.9.1)",
  },
  gotosocial: { domain: "example.social", version: "0.19.1 git-abcdef0" },
} as const;

export function sectionsStore(
  family: keyof typeof INSTANCES,
  answers: Record<string, Answer | ((call: Call) => Answer)> = {},
) {
  const calls: Call[] = [];
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const body =
      typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : null;
    const call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    if (holding.has(key))
      await new Promise<void>((resolve) => held.set(key, resolve));
    const entry = answers[key];
    const answer = typeof entry === "function" ? entry(call) : (entry ?? {});
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
    };
    if (answer.link) headers.Link = answer.link;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers,
    });
  };
  const client = new ApiClient({
    baseUrl: "https://example.social",
    accessToken: "token",
    fetch,
  });
  const store = createAppStore({ client, production: false, recorder: null });
  store.dispatch(instanceFetched(INSTANCES[family]));
  // A family the version string did not name would quietly test Mastodon's calls.
  expect(store.getState().instance.server.software?.toLowerCase()).toBe(family);
  return {
    store,
    calls,
    /** Holds back the answers to `key` ("METHOD /path") until `release(key)`. */
    hold: (key: string) => holding.add(key),
    release: (key: string) => {
      holding.delete(key);
      held.get(key)?.();
      held.delete(key);
    },
    /** The notices the errors middleware raised (what the toasts say). */
    notices: () => store.getState().notices,
  };
}

/** Lets pending promises (the held fetch, the thunk's first await) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
