/** @jest-environment node */
import {
  configureStore,
  createAction,
  createReducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { WebSocket as WsClient } from "ws";
import {
  createStreamingMiddleware,
  probeDelay,
  reconnectDelay,
  DEFAULT_TIMINGS,
  UNSUPPORTED_MESSAGE,
  type StreamingBindings,
  type StreamingEnvironment,
  type StreamingTimings,
  type StreamStatus,
} from "../../../src/store/middleware/streaming";
import { StreamingTestServer as TestServer } from "../../support/streamingServer";

const subscribed = createAction<{ stream: string }>("streaming/subscribed");
const unsubscribed = createAction<{ stream: string }>("streaming/unsubscribed");
const batch = createAction<{ actions: UnknownAction[] }>(
  "streaming/batchReceived",
);
const statusChanged = createAction<{ status: StreamStatus; attempt: number }>(
  "streaming/statusChanged",
);
const dropped = createAction<{ reason: string }>("streaming/eventDropped");
const reconnected = createAction<{ streams: string[] }>(
  "streaming/reconnected",
);
const received = createAction<{ event: string; payload: string }>(
  "test/received",
);

interface State {
  subscriptions: Record<string, number>;
  events: string[];
  batches: number;
  dropped: number;
  statuses: StreamStatus[];
  reconnects: number;
}

const initial: State = {
  subscriptions: {},
  events: [],
  batches: 0,
  dropped: 0,
  statuses: [],
  reconnects: 0,
};

const reducer = createReducer(initial, (builder) => {
  builder
    .addCase(subscribed, (s, { payload }) => {
      s.subscriptions[payload.stream] =
        (s.subscriptions[payload.stream] ?? 0) + 1;
    })
    .addCase(unsubscribed, (s, { payload }) => {
      s.subscriptions[payload.stream] = Math.max(
        0,
        (s.subscriptions[payload.stream] ?? 0) - 1,
      );
    })
    .addCase(batch, (s, { payload }) => {
      s.batches += 1;
      for (const a of payload.actions)
        if (received.match(a)) s.events.push(a.payload.payload);
    })
    .addCase(dropped, (s) => {
      s.dropped += 1;
    })
    .addCase(statusChanged, (s, { payload }) => {
      s.statuses.push(payload.status);
    })
    .addCase(reconnected, (s) => {
      s.reconnects += 1;
    });
});

interface SetupOptions {
  env?: Partial<StreamingEnvironment>;
  timings?: Partial<StreamingTimings>;
  /** The token goes as the sub-protocol rather than in the URL. */
  tokenAsProtocol?: boolean;
}

function setup(
  server: TestServer,
  { env = {}, timings = {}, tokenAsProtocol = false }: SetupOptions = {},
) {
  const backfills: string[] = [];
  let token = "t";
  let missed = 0;
  const bindings: StreamingBindings<State> = {
    isSubscribe: (a): a is { payload: { stream: string } } =>
      subscribed.match(a),
    isUnsubscribe: (a): a is { payload: { stream: string } } =>
      unsubscribed.match(a),
    selectSubscriptions: (s) => s.subscriptions,
    selectSocketUrl: () =>
      tokenAsProtocol
        ? `ws://127.0.0.1:${String(server.port)}/api/v1/streaming`
        : `ws://127.0.0.1:${String(server.port)}/api/v1/streaming?access_token=${token}`,
    selectSocketProtocol: () => (tokenAsProtocol ? token : null),
    toParams: (stream) => ({ stream }),
    mapFrame: (raw) => {
      try {
        const frame = JSON.parse(raw) as { event?: unknown; payload?: unknown };
        if (
          typeof frame.event !== "string" ||
          typeof frame.payload !== "string"
        ) {
          return { ok: false, reason: "shape" };
        }
        return {
          ok: true,
          action: received({ event: frame.event, payload: frame.payload }),
        };
      } catch {
        return { ok: false, reason: "json" };
      }
    },
    batch: (actions) => batch({ actions }),
    statusChanged: (status, attempt) => statusChanged({ status, attempt }),
    dropped: (reason) => dropped({ reason }),
    reconnected: (streams) => reconnected({ streams }),
    backfill: (stream) => () => {
      backfills.push(stream);
      const added = missed;
      missed = 0;
      return Promise.resolve({ payload: { added } });
    },
  };
  const middleware = createStreamingMiddleware(
    bindings,
    {
      baseDelayMs: 20,
      maxDelayMs: 200,
      livenessMs: 300,
      pollMs: 100,
      idleCloseMs: 50,
      batchMs: 10,
      ...timings,
    },
    {
      WebSocket: WsClient as unknown as typeof WebSocket,
      random: () => 0.5,
      now: Date.now,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
      ...env,
    },
  );
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().concat(middleware),
  });
  return {
    store,
    middleware,
    backfills,
    miss: (n: number) => {
      missed = n;
    },
    setToken: (value: string) => {
      token = value;
    },
  };
}

async function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs)
      throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("streaming middleware against a real WebSocket server", () => {
  let server: TestServer;
  let ctx: ReturnType<typeof setup>;

  beforeEach(async () => {
    server = new TestServer();
    await server.start();
    ctx = setup(server);
  });

  afterEach(async () => {
    ctx.middleware.shutdown();
    await server.stop();
  });

  it("reference-counts streams and sends a frame only on 0↔1", async () => {
    ctx.store.dispatch(subscribed({ stream: "public" }));
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.frames.length === 1);
    ctx.store.dispatch(unsubscribed({ stream: "public" }));
    ctx.store.dispatch(subscribed({ stream: "hashtag:potluck" }));
    await until(() => server.frames.length === 2);
    ctx.store.dispatch(unsubscribed({ stream: "public" }));
    await until(() => server.frames.length === 3);
    expect(server.frames).toEqual([
      { type: "subscribe", stream: "public" },
      { type: "subscribe", stream: "hashtag:potluck" },
      { type: "unsubscribe", stream: "public" },
    ]);
    expect(server.connections).toBe(1);
  });

  it("replaces the socket with one at the new URL when the token changes", async () => {
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    ctx.setToken("verified");
    ctx.store.dispatch(dropped({ reason: "any action" }));
    await until(() => server.frames.length === 2);
    expect(server.urls).toEqual([
      "/api/v1/streaming?access_token=t",
      "/api/v1/streaming?access_token=verified",
    ]);
    expect(server.frames[1]).toEqual({ type: "subscribe", stream: "user" });
  });

  it("applies frames in batches and drops garbage without throwing", async () => {
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.sockets.size === 1 && server.frames.length === 1);
    server.broadcast(JSON.stringify({ event: "update", payload: "1" }));
    server.broadcast("not json at all");
    server.broadcast(JSON.stringify({ event: "update", payload: "2" }));
    server.broadcast(JSON.stringify({ event: "update" }));
    server.broadcast(JSON.stringify({ event: "update", payload: "3" }));
    await until(() => ctx.store.getState().events.length === 3);
    const state = ctx.store.getState();
    expect(state.events).toEqual(["1", "2", "3"]);
    expect(state.dropped).toBe(2);
    expect(state.batches).toBeLessThanOrEqual(2);
  });

  // A clock that a batch moves on by `cost` ms, as a re-render would: in
  // the dispatch, or in a microtask the dispatch queues (where React renders
  // what a store change asks for).
  it.each([
    ["in the dispatch", (move: () => void) => move()],
    ["in a microtask after it", (move: () => void) => queueMicrotask(move)],
  ])(
    "widens the batch window while batches are costly (render %s), and narrows it again",
    async (_, when) => {
      ctx.middleware.shutdown();
      let clock = 0;
      let cost = 40;
      ctx = setup(server, {
        env: { now: () => clock },
        timings: { livenessMs: 600_000 },
      });
      ctx.store.subscribe(() => {
        when(() => {
          clock += cost;
        });
      });
      const frame = (payload: string) =>
        server.broadcast(JSON.stringify({ event: "update", payload }));
      const pause = () => new Promise((r) => setTimeout(r, 25));
      ctx.store.dispatch(subscribed({ stream: "public" }));
      await until(
        () => server.sockets.size === 1 && server.frames.length === 1,
      );
      frame("0");
      await until(() => ctx.store.getState().events.length === 1);
      const costly = ctx.store.getState().batches;
      // Four frames over about 100 ms: one batch in the widened window (four
      // times 40 ms), where the 10 ms window would have made several.
      for (const n of ["1", "2", "3", "4"]) {
        frame(n);
        await pause();
      }
      await until(() => ctx.store.getState().events.length === 5);
      expect(ctx.store.getState().batches - costly).toBe(1);
      // Cheap batches: back to the 10 ms window, a batch per frame or so.
      cost = 0;
      frame("5");
      await until(() => ctx.store.getState().events.length === 6);
      const cheap = ctx.store.getState().batches;
      for (const n of ["6", "7", "8", "9"]) {
        frame(n);
        await pause();
      }
      await until(() => ctx.store.getState().events.length === 10);
      expect(ctx.store.getState().batches - cheap).toBeGreaterThanOrEqual(3);
    },
  );

  it("backfills on the first open too: a timeline may have loaded before the socket's code", async () => {
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => ctx.store.getState().statuses.includes("open"));
    await until(() => ctx.backfills.length === 1);
    expect(ctx.backfills).toEqual(["user"]);
    expect(ctx.store.getState().reconnects).toBe(0);
  });

  it("reconnects after a server restart, resubscribes and backfills", async () => {
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    await until(() => ctx.backfills.length === 1);
    const port = server.port;
    await server.stop();
    await until(() => ctx.store.getState().statuses.includes("reconnecting"));
    await new Promise((r) => setTimeout(r, 300));
    ctx.miss(2);
    const restarted = Date.now();
    server = new TestServer();
    await server.start(port);
    await until(() => server.frames.length === 1);
    expect(Date.now() - restarted).toBeLessThan(5000);
    expect(server.frames[0]).toEqual({ type: "subscribe", stream: "user" });
    await until(() => ctx.store.getState().reconnects === 1);
    await until(() => ctx.backfills.length >= 2);
    expect(ctx.backfills.every((s) => s === "user")).toBe(true);
    expect(ctx.store.getState().statuses.at(-1)).toBe("open");
  });

  it("polls subscribed timelines while disconnected", async () => {
    ctx.store.dispatch(subscribed({ stream: "public:local" }));
    await until(() => server.frames.length === 1);
    const port = server.port;
    await server.stop();
    await until(() => ctx.backfills.length >= 2, 2000);
    expect(ctx.backfills.every((s) => s === "public:local")).toBe(true);
    server = new TestServer();
    await server.start(port);
    await until(() => server.frames.length === 1);
  });

  it("replaces a silent socket once REST shows it missed posts", async () => {
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.connections === 1 && server.frames.length === 1);
    ctx.miss(1);
    await until(() => server.connections === 2, 3000);
    await until(() => server.frames.length === 2);
    expect(server.frames[1]).toEqual({ type: "subscribe", stream: "public" });
  });

  it("keeps a quiet but healthy socket", async () => {
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.connections === 1);
    await new Promise((r) => setTimeout(r, 800));
    expect(server.connections).toBe(1);
    expect(ctx.backfills.length).toBeGreaterThanOrEqual(1);
  });

  it("catches up when the network comes back, and replaces a socket that missed posts", async () => {
    ctx.middleware.shutdown();
    let wake = () => undefined as unknown;
    ctx = setup(server, {
      env: {
        onWake: (fn) => {
          wake = fn;
          return () => undefined;
        },
      },
      timings: { livenessMs: 60_000 },
    });
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => server.connections === 1 && server.frames.length === 1);
    const before = ctx.backfills.length;
    wake();
    await until(() => ctx.backfills.length === before + 1);
    expect(server.connections).toBe(1);
    ctx.miss(2);
    wake();
    await until(() => server.connections === 2 && server.frames.length === 2);
  });

  it("closes the socket once nothing is subscribed", async () => {
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.sockets.size === 1);
    ctx.store.dispatch(unsubscribed({ stream: "public" }));
    await until(() => server.sockets.size === 0);
  });
});

describe("a socket the server refuses", () => {
  let server: TestServer;
  let ctx: ReturnType<typeof setup>;

  beforeEach(async () => {
    server = new TestServer();
    await server.start();
  });

  afterEach(async () => {
    ctx.middleware.shutdown();
    await server.stop();
  });

  const statuses = () => ctx.store.getState().statuses;

  it("gives up after three refused handshakes and polls, reporting no error", async () => {
    const error = jest.spyOn(console, "error");
    server.refusing = 404;
    ctx = setup(server, { timings: { probeMs: 60_000 } });
    ctx.store.dispatch(subscribed({ stream: "public:local" }));
    await until(() => statuses().includes("polling"));
    expect(server.attempts).toHaveLength(3);
    const polled = ctx.backfills.length;
    await until(() => ctx.backfills.length >= polled + 3);
    expect(server.attempts).toHaveLength(3);
    expect(statuses().at(-1)).toBe("polling");
    expect(ctx.backfills.every((s) => s === "public:local")).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it("re-probes slowly, doubling the wait, and goes live once the socket is taken", async () => {
    server.refusing = 404;
    ctx = setup(server, { timings: { probeMs: 200, maxProbeMs: 2000 } });
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => server.attempts.length === 5, 6000);
    const [, , gaveUp, first, second] = server.attempts.map((a) => a.at);
    // 200 ms and 400 ms plus the fixed 12.5% jitter of random() = 0.5.
    expect(first! - gaveUp!).toBeGreaterThanOrEqual(200);
    expect(second! - first!).toBeGreaterThan(first! - gaveUp!);
    expect(statuses().filter((s) => s === "polling")).toHaveLength(1);
    expect(statuses().at(-1)).toBe("polling");

    server.refusing = null;
    await until(() => server.frames.length === 1, 6000);
    expect(server.frames[0]).toEqual({ type: "subscribe", stream: "user" });
    await until(() => statuses().at(-1) === "open");
    await until(() => ctx.store.getState().reconnects === 1);
    expect(ctx.backfills).toContain("user");
  });

  it("keeps reconnecting fast after a drop once the socket has opened", async () => {
    ctx = setup(server, { timings: { probeMs: 60_000 } });
    ctx.store.dispatch(subscribed({ stream: "public" }));
    await until(() => server.frames.length === 1);
    const opened = statuses().length;
    server.refusing = 503;
    server.drop();
    await until(() => server.attempts.length >= 7);
    expect(statuses().slice(opened)).not.toContain("polling");
    server.refusing = null;
    await until(() => server.frames.length === 2);
    expect(server.frames[1]).toEqual({ type: "subscribe", stream: "public" });
    expect(server.connections).toBe(2);
  });

  it("offers the token as the sub-protocol, never in the URL, and moves to a new token", async () => {
    ctx = setup(server, { tokenAsProtocol: true });
    ctx.store.dispatch(subscribed({ stream: "user" }));
    await until(() => server.frames.length === 1);
    ctx.setToken("verified");
    ctx.store.dispatch(dropped({ reason: "any action" }));
    await until(() => server.frames.length === 2);
    expect(server.protocols).toEqual(["t", "verified"]);
    expect(server.urls).toEqual(["/api/v1/streaming", "/api/v1/streaming"]);
    expect(server.frames[1]).toEqual({ type: "subscribe", stream: "user" });
  });
});

describe("without WebSocket support", () => {
  it("raises the unsupported error once and polls", async () => {
    const server = new TestServer();
    await server.start();
    const error = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const ctx = setup(server, { env: { WebSocket: undefined } });
    ctx.store.dispatch(subscribed({ stream: "public" }));
    ctx.store.dispatch(subscribed({ stream: "hashtag:x" }));
    await until(() => ctx.backfills.length >= 2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(UNSUPPORTED_MESSAGE);
    expect(ctx.store.getState().statuses).toContain("unsupported");
    ctx.middleware.shutdown();
    await server.stop();
  });
});

describe("probeDelay", () => {
  it("starts at two minutes and doubles to half an hour, with at most 25% jitter", () => {
    const at = (probe: number, r: number) =>
      probeDelay(probe, DEFAULT_TIMINGS, () => r);
    expect(at(0, 0)).toBe(120_000);
    expect(at(1, 0)).toBe(240_000);
    expect(at(10, 0)).toBe(1_800_000);
    expect(at(10, 1)).toBe(2_250_000);
  });
});

describe("reconnectDelay", () => {
  it("grows exponentially up to the cap, with at most 25% jitter", () => {
    const at = (attempt: number, r: number) =>
      reconnectDelay(attempt, DEFAULT_TIMINGS, () => r);
    expect(at(0, 0)).toBe(250);
    expect(at(1, 0)).toBe(500);
    expect(at(10, 0)).toBe(3000);
    expect(at(10, 1)).toBe(3750);
    expect(at(10, 1)).toBeLessThan(5000);
  });
});
