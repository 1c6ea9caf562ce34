import { ApiClient, ApiError, type FetchLike } from "../../src/api/client";
import {
  isSafeMethod,
  parseRetryAfter,
  retryDelay,
} from "../../src/api/rateLimit";

const NOW = Date.parse("2026-11-27T08:00:00Z");

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("parseRetryAfter", () => {
  it("reads delay-seconds", () => {
    expect(parseRetryAfter("3", NOW)).toBe(3000);
    expect(parseRetryAfter(" 0 ", NOW)).toBe(0);
  });

  it("reads an HTTP date as the time left until it", () => {
    expect(parseRetryAfter("Fri, 27 Nov 2026 08:00:05 GMT", NOW)).toBe(5000);
    // A date already past means: ask again now.
    expect(parseRetryAfter("Fri, 27 Nov 2026 07:59:00 GMT", NOW)).toBe(0);
  });

  it("gives null for a missing or unreadable value", () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter("", NOW)).toBeNull();
    expect(parseRetryAfter("soon", NOW)).toBeNull();
    expect(parseRetryAfter("-4", NOW)).toBeNull();
  });
});

describe("retryDelay", () => {
  it("obeys the server, Retry-After before X-RateLimit-Reset", () => {
    expect(
      retryDelay(
        headers({
          "Retry-After": "4",
          "X-RateLimit-Reset": "2026-11-27T08:00:10.000Z",
        }),
        0,
        NOW,
      ),
    ).toBe(4000);
    expect(
      retryDelay(
        headers({ "X-RateLimit-Reset": "2026-11-27T08:00:10.000Z" }),
        2,
        NOW,
      ),
    ).toBe(10_000);
  });

  it("doubles from 1 s up to 30 s when the server says nothing (spec 02 section 9)", () => {
    const none = headers({});
    expect([0, 1, 2, 5, 9].map((n) => retryDelay(none, n, NOW))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
  });

  it("gives up on a wait longer than 30 s", () => {
    expect(retryDelay(headers({ "Retry-After": "31" }), 0, NOW)).toBeNull();
  });
});

describe("the client on 429", () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  function replies(...statuses: number[]) {
    const calls: string[] = [];
    const fetch: FetchLike = (url, init) => {
      calls.push(`${init.method ?? "GET"} ${url}`);
      const status = statuses[calls.length - 1] ?? 200;
      return Promise.resolve(
        new Response(status === 200 ? "{}" : '{"error":"Too many requests"}', {
          status,
          headers: status === 429 ? { "Retry-After": "2" } : {},
        }),
      );
    };
    return { fetch, calls };
  }

  it("waits for Retry-After, tells how long, and asks a safe call again", async () => {
    const { fetch, calls } = replies(429, 200);
    const client = new ApiClient({ baseUrl: "https://x.test", fetch });
    const waits: number[] = [];
    client.onRateLimited = ({ seconds }) => waits.push(seconds);
    const done = client.request("GET", "/api/v1/timelines/home");
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([2]);
  });

  it("stops after three retries", async () => {
    const { fetch, calls } = replies(429, 429, 429, 429, 200);
    const client = new ApiClient({ baseUrl: "https://x.test", fetch });
    const done = client.request("GET", "/api/v1/notifications");
    const failed = expect(done).rejects.toMatchObject({ status: 429 });
    await jest.advanceTimersByTimeAsync(6000);
    await failed;
    expect(calls).toHaveLength(4);
  });

  it("never sends a call that changes something twice", async () => {
    const { fetch, calls } = replies(429, 200);
    const client = new ApiClient({ baseUrl: "https://x.test", fetch });
    const waits: number[] = [];
    client.onRateLimited = ({ seconds }) => waits.push(seconds);
    await expect(
      client.request("POST", "/api/v1/statuses", { body: { status: "hi" } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(["POST https://x.test/api/v1/statuses"]);
    expect(waits).toEqual([]);
    expect(isSafeMethod("post")).toBe(false);
  });

  it("stops waiting when the request is aborted", async () => {
    const { fetch, calls } = replies(429, 200);
    const client = new ApiClient({ baseUrl: "https://x.test", fetch });
    const controller = new AbortController();
    const done = client.request("GET", "/api/v1/timelines/home", {
      signal: controller.signal,
    });
    const aborted = expect(done).rejects.toThrow();
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await aborted;
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});
