/** @jest-environment node */
import { WebSocket as WsClient } from "ws";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import {
  deferredMiddleware,
  type JoiningMiddleware,
} from "../../../src/store/middleware/deferred";
import { createAppStreamingMiddleware } from "../../../src/store/middleware/streamingBindings";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { streamSubscribed } from "../../../src/store/streaming/slice";
import { StreamingTestServer } from "../../support/streamingServer";

/**
 * The app loads its socket middleware after the first screen has painted
 * (app/startStore.ts): screens subscribe before it is there, and it must
 * pick their subscriptions up from the store when it joins.
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

function socketMiddleware(): JoiningMiddleware {
  return createAppStreamingMiddleware(
    { baseDelayMs: 20, maxDelayMs: 200, pollMs: 100, probeMs: 60_000 },
    {
      WebSocket: WsClient as unknown as typeof WebSocket,
      random: () => 0.5,
      now: Date.now,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    },
  );
}

function start(load: () => Promise<JoiningMiddleware>) {
  const origin = `http://127.0.0.1:${String(server.port)}`;
  const fetch: FetchLike = () =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          domain: "127.0.0.1",
          version: "4.3.0",
          configuration: {
            urls: { streaming: `ws://127.0.0.1:${String(server.port)}` },
          },
        }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      ),
    );
  const deferred = deferredMiddleware(load);
  stop = () => deferred.shutdown();
  const store = createAppStore({
    client: new ApiClient({ baseUrl: origin, fetch }),
    middleware: [deferred],
    recorder: null,
  });
  return store;
}

async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs)
      throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("a socket middleware that joins late", () => {
  it("opens no socket before it has loaded, then subscribes what the screens asked for meanwhile", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store = start(async () => {
      await released;
      return socketMiddleware();
    });
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "secret-token", me: "1" }));
    store.dispatch(streamSubscribed({ stream: "user" }));
    store.dispatch(streamSubscribed({ stream: "public:local" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.attempts).toEqual([]);
    expect(store.getState().streaming.subscriptions).toEqual({
      user: 1,
      "public:local": 1,
    });

    release();
    await until(() => server.frames.length === 2);
    expect(server.frames).toEqual([
      { type: "subscribe", stream: "user" },
      { type: "subscribe", stream: "public:local" },
    ]);
    expect(store.getState().streaming.status).toBe("open");

    // Once joined it sees every action: a new subscription is sent at once.
    store.dispatch(streamSubscribed({ stream: "public" }));
    await until(() => server.frames.length === 3);
    expect(server.frames[2]).toEqual({ type: "subscribe", stream: "public" });
  });

  it("tries a failed load again at the next action", async () => {
    let calls = 0;
    const store = start(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error("chunk failed"))
        : Promise.resolve(socketMiddleware());
    });
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "secret-token", me: "1" }));
    store.dispatch(streamSubscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    expect(calls).toBe(2);
    expect(server.frames).toEqual([{ type: "subscribe", stream: "user" }]);
  });
});
