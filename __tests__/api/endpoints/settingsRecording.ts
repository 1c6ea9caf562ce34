import { ApiClient, type FetchLike } from "../../../src/api/client";

/**
 * A client whose network is a table, for the settings endpoints: like
 * support/recordingClient, and it also records multipart entries and request
 * headers, and answers text (CSV, text/plain) or a reply after a redirect.
 */

export const ORIGIN = "https://social.example";

export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body, or null. */
  body: unknown;
  /** Multipart entries in order, files as `file <type> <size>`; null for other bodies. */
  form: [string, string][] | null;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  body?: unknown;
  text?: string;
  redirected?: boolean;
}

function formEntries(form: FormData): [string, string][] {
  return [...form.entries()].map(([key, value]) => [
    key,
    typeof value === "string" ? value : `file ${value.type} ${value.size}`,
  ]);
}

export function settingsClient(replies: Record<string, Reply> = {}) {
  const calls: SentCall[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body:
        typeof init.body === "string"
          ? (JSON.parse(init.body) as unknown)
          : null,
      form: init.body instanceof FormData ? formEntries(init.body) : null,
      headers: { ...(init.headers as Record<string, string>) },
    });
    const reply = replies[`${method} ${url.pathname}`] ?? {};
    const text = reply.text ?? JSON.stringify(reply.body ?? {});
    const response = new Response(text, {
      status: reply.status ?? 200,
      headers: {
        "Content-Type":
          reply.text === undefined ? "application/json" : "text/plain",
      },
    });
    if (reply.redirected)
      Object.defineProperty(response, "redirected", { value: true });
    return Promise.resolve(response);
  };
  const client = new ApiClient({ baseUrl: ORIGIN, fetch });
  const only = (): SentCall => {
    expect(calls).toHaveLength(1);
    return calls[0]!;
  };
  return { client, calls, only };
}

/** A file as an upload would carry it. jsdom's Blob lacks `text()`, which browsers have. */
export const csvFile = (text: string): Blob =>
  Object.assign(new Blob([text], { type: "text/csv" }), {
    text: () => Promise.resolve(text),
  });
