import { ApiClient, type FetchLike } from "../../src/api/client";
import type { DetectedServer } from "../../src/api/features";

/**
 * An ApiClient whose network is a table: every request is recorded (method,
 * path, query, JSON body) and answered from `answers` by `"METHOD /path"`,
 * else with 200 and `{}`. For endpoint tests that check what is sent per
 * family and how real replies are read.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** Query values by name, repeated keys (`ids[]`) as lists. */
  query: Record<string, string | string[]>;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  link?: string;
}

export const ORIGIN = "https://social.example";

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = key.endsWith("[]") ? values : (values[0] ?? "");
  }
  return query;
}

export function recordingClient(answers: Record<string, Answer> = {}) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const body =
      typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, query: queryOf(url), body });
    const answer = answers[`${method} ${url.pathname}`] ?? {};
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
    };
    if (answer.link) headers.Link = answer.link;
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers,
      }),
    );
  };
  const client = new ApiClient({ baseUrl: ORIGIN, fetch });
  /** The one request made so far (fails the test when there were more or none). */
  const only = (): RecordedCall => {
    expect(calls).toHaveLength(1);
    return calls[0]!;
  };
  return { client, calls, only };
}

/** A detected server of `software` at `version`. */
export const serverOf = (
  software: string,
  version = "1.0.0",
): DetectedServer => ({
  software,
  version,
  compatVersion: "0.0.0",
  build: null,
});

export const MASTODON = serverOf("Mastodon", "4.5.0");
export const PLEROMA = serverOf("Pleroma", "2.9.1");
export const AKKOMA = serverOf("Akkoma", "3.15.2");
export const GOTOSOCIAL = serverOf("GoToSocial", "0.19.1");
