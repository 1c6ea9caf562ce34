/** @jest-environment node */
import { WebSocket as WsClient } from "ws";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { accountSwitched, sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import { createAppStreamingMiddleware } from "../../../src/store/middleware/streamingBindings";
import { streamSubscribed } from "../../../src/store/streaming/slice";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { fetchTimeline } from "../../../src/store/timelines/thunks";
import { StreamingTestServer } from "../../support/streamingServer";

/**
 * The app's socket bindings against a real loopback server: which URL and
 * sub-protocol the store's instance and session lead to, or no socket at all.
 * The API is answered in-process; its origin is the loopback server's, so a
 * socket opened anywhere would be seen.
 */

let server: StreamingTestServer;
let stop: () => void = () => undefined;

beforeEach(async () => {
  server = new StreamingTestServer();
  await server.start();
});

afterEach(async () => {
  stop();
  await server.stop();
});

function start(instance: Record<string, unknown>) {
  const origin = `http://127.0.0.1:${String(server.port)}`;
  const timelineCalls: string[] = [];
  const fetch: FetchLike = (input) => {
    const url = new URL(input);
    let body: unknown = null;
    if (url.pathname === "/api/v2/instance") body = instance;
    if (url.pathname.startsWith("/api/v1/timelines/")) {
      timelineCalls.push(url.pathname);
      body = [];
    }
    return Promise.resolve(
      new Response(JSON.stringify(body ?? { error: "Record not found" }), {
        status: body === null ? 404 : 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
  };
  const streaming = createAppStreamingMiddleware(
    { baseDelayMs: 20, maxDelayMs: 200, pollMs: 100, probeMs: 60_000 },
    {
      WebSocket: WsClient as unknown as typeof WebSocket,
      random: () => 0.5,
      now: Date.now,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    },
  );
  stop = () => streaming.shutdown();
  const store = createAppStore({
    client: new ApiClient({ baseUrl: origin, fetch }),
    middleware: [streaming],
    recorder: null,
  });
  return { store, timelineCalls, origin };
}

async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs)
      throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const mastodon = (streaming?: string) => ({
  domain: "127.0.0.1",
  version: "4.3.0",
  configuration: { urls: streaming === undefined ? {} : { streaming } },
});

describe("the app's socket", () => {
  it("is never opened where the server advertises no streaming; subscribed timelines are polled", async () => {
    const error = jest.spyOn(console, "error");
    const { store, timelineCalls } = start(mastodon());
    await store.dispatch(fetchInstance());
    expect(store.getState().instance.features.streaming).toBe(false);
    await store.dispatch(fetchTimeline({ key: "public:local" }));
    store.dispatch(streamSubscribed({ stream: "public:local" }));
    await until(() => timelineCalls.length >= 4);
    expect(server.attempts).toEqual([]);
    expect(store.getState().streaming.status).toBe("polling");
    expect(error).not.toHaveBeenCalled();
  });

  it("carries a verified token as the sub-protocol to Mastodon, not in the URL", async () => {
    const { store } = start(mastodon(`ws://127.0.0.1:${String(server.port)}`));
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "secret-token", me: "1" }));
    store.dispatch(streamSubscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    expect(server.attempts).toHaveLength(1);
    expect(server.protocols).toEqual(["secret-token"]);
    expect(server.urls).toEqual(["/api/v1/streaming"]);
  });

  it("keeps the token in the query for a family not known to read the protocol", async () => {
    const { store } = start({
      ...mastodon(`ws://127.0.0.1:${String(server.port)}`),
      version: "3.0.0 (compatible; Iceshrimp 2023.12.11)",
    });
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "secret-token", me: "1" }));
    store.dispatch(streamSubscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    expect(server.protocols).toEqual([null]);
    expect(server.urls).toEqual([
      "/api/v1/streaming?access_token=secret-token",
    ]);
  });

  it("moves to the new account on a switch: the old socket closes and the streams are subscribed with the new token", async () => {
    const { store } = start(mastodon(`ws://127.0.0.1:${String(server.port)}`));
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "alice-token", me: "1" }));
    store.dispatch(streamSubscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    const [alices] = [...server.sockets];
    store.dispatch(accountSwitched({ accessToken: "bob-token", me: "2" }));
    await until(() => server.frames.length === 2);
    expect(server.protocols).toEqual(["alice-token", "bob-token"]);
    expect(server.frames).toEqual([
      { type: "subscribe", stream: "user" },
      { type: "subscribe", stream: "user" },
    ]);
    await until(() => server.sockets.size === 1);
    expect(alices && server.sockets.has(alices)).toBe(false);
    // The screens' interest outlives the switch (they remount and resubscribe).
    expect(store.getState().streaming.subscriptions).toEqual({ user: 1 });
  });
});
