import type { Middleware, UnknownAction } from "@reduxjs/toolkit";

/**
 * The one owner of the WebSocket (spec 02 sections 4 and 7.9, STYLE.md
 * section 7). Components declare interest with `streamSubscribed` /
 * `streamUnsubscribed`; this middleware reference-counts streams and sends a
 * frame only on 0↔1. Frames are mapped by a pure mapper and dispatched in one
 * batch per tick. It never loses a post:
 * - any close (1006 from a restart included) reconnects with capped
 *   exponential backoff plus jitter, reset on a successful open, and
 *   resubscribes every stream on open;
 * - a socket that goes silent without a close is caught by a liveness probe:
 *   after `livenessMs` without a frame the subscribed timelines are backfilled
 *   over REST, and if that finds posts the socket missed, the socket is
 *   replaced;
 * - after every open (a reconnect, or a first open once a timeline has
 *   loaded) each subscribed timeline is backfilled from its newest id;
 *   while disconnected they are polled with jitter;
 * - where the server has no streaming (no URL) there is no socket, only
 *   polling, and nothing is reported as an error;
 * - a socket that has never opened and fails `giveUpAfter` handshakes in a
 *   row counts as refused: timelines are polled and the socket is re-probed
 *   slowly (`probeMs`, doubling to `maxProbeMs`) until it opens;
 * - without WebSocket support it raises the unsupported error once and polls.
 */

export type StreamStatus =
  "idle" | "connecting" | "open" | "reconnecting" | "polling" | "unsupported";

export interface StreamSubscribeParams {
  stream: string;
  tag?: string;
  list?: string;
  /** kmyblue: the antenna of an `antenna` stream. */
  antenna?: string;
}

/** The parts of the store this middleware works with, injected so it stays testable. */
export interface StreamingBindings<S> {
  isSubscribe(action: unknown): action is { payload: { stream: string } };
  isUnsubscribe(action: unknown): action is { payload: { stream: string } };
  /** Reference counts by stream key, read after the reducer has run. */
  selectSubscriptions(state: S): Record<string, number>;
  /**
   * The socket URL, or null where the server has no streaming (then there is
   * no socket, only polling). It carries the access token only for servers
   * that cannot take it as the sub-protocol.
   */
  selectSocketUrl(state: S): string | null;
  /** The sub-protocol to offer: the access token where the server reads it there, else null. */
  selectSocketProtocol(state: S): string | null;
  toParams(stream: string): StreamSubscribeParams;
  /** Pure frame → action mapper. */
  mapFrame(
    raw: string,
    state: S,
  ): { ok: true; action: UnknownAction } | { ok: false; reason: string };
  batch(actions: UnknownAction[]): UnknownAction;
  statusChanged(
    status: StreamStatus,
    attempt: number,
    at: number,
  ): UnknownAction;
  dropped(reason: string): UnknownAction;
  reconnected(streams: string[]): UnknownAction;
  /** Backfills the timeline a stream feeds; resolves to how many posts it added. */
  backfill(
    stream: string,
  ): (dispatch: never, getState: never, extra: never) => unknown;
}

export interface StreamingTimings {
  /** First reconnect delay; doubles per attempt. */
  baseDelayMs: number;
  /** Cap of the reconnect delay before jitter, so a recovered server is reached within 5 s. */
  maxDelayMs: number;
  /** Silence after which the liveness probe runs. */
  livenessMs: number;
  /** Interval of REST polling while disconnected (plus jitter). */
  pollMs: number;
  /** How long an unused socket stays open after the last unsubscribe. */
  idleCloseMs: number;
  /**
   * Failed handshakes in a row, before any open, after which the socket is
   * given up for polling. A browser cannot see the status of a refused
   * upgrade (404, 401, 403), so a socket that closes without opening stands
   * for one.
   */
  giveUpAfter: number;
  /** First re-probe of a given-up socket; doubles per failed probe. */
  probeMs: number;
  /** Cap of the re-probe delay before jitter. */
  maxProbeMs: number;
  /** Batch window for stream frames. */
  batchMs: number;
}

/** The widest batch window a costly batch opens (see `flush`). */
const MAX_BATCH_MS = 250;

export const DEFAULT_TIMINGS: StreamingTimings = {
  baseDelayMs: 250,
  maxDelayMs: 3000,
  livenessMs: 30_000,
  pollMs: 20_000,
  idleCloseMs: 5_000,
  // A server without streaming refuses every handshake alike; three in a row
  // (about 2 s with the backoff) tell that from one lost attempt or a server
  // restarting as the page loads, and a wrong guess costs little: timelines
  // are polled and the re-probe finds the socket later.
  giveUpAfter: 3,
  probeMs: 120_000,
  maxProbeMs: 1_800_000,
  batchMs: 16,
};

export interface StreamingEnvironment {
  WebSocket?: typeof WebSocket;
  random(): number;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Registers listeners for coming back online or to the tab; returns an unsubscribe. */
  onWake?(fn: () => void): () => void;
}

export const UNSUPPORTED_MESSAGE =
  "WebSocket is not supported in this environment";

export function browserEnvironment(): StreamingEnvironment {
  return {
    WebSocket: typeof WebSocket === "undefined" ? undefined : WebSocket,
    random: Math.random,
    now: Date.now,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => {
      globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
    onWake: (fn) => {
      if (typeof window === "undefined") return () => undefined;
      const onVisible = () => {
        if (document.visibilityState === "visible") fn();
      };
      window.addEventListener("online", fn);
      document.addEventListener("visibilitychange", onVisible);
      return () => {
        window.removeEventListener("online", fn);
        document.removeEventListener("visibilitychange", onVisible);
      };
    },
  };
}

function backoff(
  step: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** step);
  return Math.round(exponential * (1 + random() * 0.25));
}

/** Reconnect delay for an attempt: capped exponential backoff plus up to 25% jitter. */
export function reconnectDelay(
  attempt: number,
  timings: StreamingTimings,
  random: () => number,
): number {
  return backoff(attempt, timings.baseDelayMs, timings.maxDelayMs, random);
}

/** Delay before re-probe number `probe` of a given-up socket, with the same jitter. */
export function probeDelay(
  probe: number,
  timings: StreamingTimings,
  random: () => number,
): number {
  return backoff(probe, timings.probeMs, timings.maxProbeMs, random);
}

type Api<S> = { dispatch: (action: unknown) => unknown; getState: () => S };

/** One socket, its subscriptions, reconnects, liveness probe and polling. */
class StreamConnection<S> {
  private socket: WebSocket | null = null;
  private url: string | null = null;
  private protocol: string | null = null;
  private attempt = 0;
  private wasOpen = false;
  /** The current socket has opened (its close is a drop, not a refusal). */
  private socketOpened = false;
  /** A socket to this URL and protocol has opened: drops reconnect at once, always. */
  private reachedOpen = false;
  /** Closes in a row of sockets that never opened. */
  private handshakeFailures = 0;
  /** Refused `giveUpAfter` times: polling, with a slow re-probe. */
  private gaveUp = false;
  private probes = 0;
  private sent = new Set<string>();
  private buffer: UnknownAction[] = [];
  /** The current batch window: `batchMs`, widened while batches cost more. */
  private batchWindowMs: number | null = null;
  private lastFrameAt = 0;
  private timers: Record<
    "reconnect" | "flush" | "liveness" | "poll" | "idle" | "probe",
    unknown
  > = {
    reconnect: null,
    flush: null,
    liveness: null,
    poll: null,
    idle: null,
    probe: null,
  };
  private unsupportedRaised = false;
  private stopWake: (() => void) | null = null;

  constructor(
    private readonly api: Api<S>,
    private readonly bindings: StreamingBindings<S>,
    private readonly timings: StreamingTimings,
    private readonly env: StreamingEnvironment,
  ) {}

  private subscribed(): string[] {
    const counts = this.bindings.selectSubscriptions(this.api.getState());
    return Object.keys(counts).filter((key) => (counts[key] ?? 0) > 0);
  }

  private setStatus(status: StreamStatus): void {
    this.api.dispatch(
      this.bindings.statusChanged(status, this.attempt, this.env.now()),
    );
  }

  private clear(name: keyof StreamConnection<S>["timers"]): void {
    if (this.timers[name] !== null) this.env.clearTimeout(this.timers[name]);
    this.timers[name] = null;
  }

  private later(
    name: keyof StreamConnection<S>["timers"],
    ms: number,
    fn: () => void,
  ): void {
    this.clear(name);
    this.timers[name] = this.env.setTimeout(() => {
      this.timers[name] = null;
      fn();
    }, ms);
  }

  /** Re-syncs when the socket URL or protocol is no longer the one in use. */
  syncUrl(): void {
    const active =
      this.socket !== null ||
      this.timers.reconnect !== null ||
      this.timers.poll !== null ||
      this.gaveUp;
    if (!active) return;
    const state = this.api.getState();
    if (
      this.bindings.selectSocketUrl(state) !== this.url ||
      this.bindings.selectSocketProtocol(state) !== this.protocol
    )
      this.sync();
  }

  /** Called after every subscription change, and when the URL changes. */
  sync(): void {
    const streams = this.subscribed();
    if (streams.length === 0) {
      this.sendDiff([]);
      if (this.socket && this.timers.idle === null) {
        this.later("idle", this.timings.idleCloseMs, () => {
          this.shutdown();
        });
      }
      this.clear("poll");
      return;
    }
    this.clear("idle");
    this.stopWake ??=
      this.env.onWake?.(() => {
        this.wake();
      }) ?? null;
    const state = this.api.getState();
    const url = this.bindings.selectSocketUrl(state);
    const protocol = this.bindings.selectSocketProtocol(state);
    const changed = url !== this.url || protocol !== this.protocol;
    // The new URL first: replacing the socket connects to it at once.
    this.url = url;
    this.protocol = protocol;
    // A new URL or token may well be accepted where the old one was refused.
    if (changed) this.forgetRefusals();
    if (changed && this.socket) this.replaceSocket();
    if (!this.socket && this.timers.reconnect === null) {
      // Screens come and go; a given-up socket waits for its re-probe.
      if (this.gaveUp) this.keepPolling();
      else this.connect();
    }
    this.sendDiff(streams);
  }

  private forgetRefusals(): void {
    this.reachedOpen = false;
    this.handshakeFailures = 0;
    this.gaveUp = false;
    this.probes = 0;
    this.clear("probe");
  }

  private sendDiff(streams: string[]): void {
    if (this.socket?.readyState !== 1) return;
    const wanted = new Set(streams);
    for (const stream of wanted)
      if (!this.sent.has(stream)) this.send("subscribe", stream);
    for (const stream of this.sent)
      if (!wanted.has(stream)) this.send("unsubscribe", stream);
    this.sent = wanted;
  }

  private send(type: "subscribe" | "unsubscribe", stream: string): void {
    this.socket?.send(
      JSON.stringify({ type, ...this.bindings.toParams(stream) }),
    );
  }

  private connect(): void {
    const Impl = this.env.WebSocket;
    if (!Impl) {
      this.raiseUnsupported();
      return;
    }
    if (!this.url) {
      this.setStatus("polling");
      this.schedulePoll();
      return;
    }
    // A re-probe is not a reconnect: the status stays "polling" until it opens.
    if (!this.gaveUp)
      this.setStatus(
        this.wasOpen || this.attempt > 0 ? "reconnecting" : "connecting",
      );
    const socket = this.protocol
      ? new Impl(this.url, this.protocol)
      : new Impl(this.url);
    this.socket = socket;
    this.socketOpened = false;
    this.sent = new Set();
    socket.onopen = () => {
      this.onOpen(socket);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket === this.socket) this.onFrame(event.data);
    };
    socket.onclose = () => {
      this.onClose(socket);
    };
    socket.onerror = () => undefined;
  }

  private raiseUnsupported(): void {
    if (!this.unsupportedRaised) {
      this.unsupportedRaised = true;
      console.error(new Error(UNSUPPORTED_MESSAGE));
      this.setStatus("unsupported");
    }
    this.schedulePoll();
  }

  private onOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    const reconnected = this.wasOpen || this.attempt > 0;
    this.attempt = 0;
    this.wasOpen = true;
    this.socketOpened = true;
    this.forgetRefusals();
    this.reachedOpen = true;
    this.lastFrameAt = this.env.now();
    this.clear("poll");
    this.setStatus("open");
    const streams = this.subscribed();
    this.sendDiff(streams);
    this.scheduleLiveness();
    if (reconnected) this.api.dispatch(this.bindings.reconnected(streams));
    // A first open backfills too: the socket's code loads after the first
    // screen (store/middleware/deferred.ts), so a timeline may have loaded
    // before it, and a post published in between would be missed. Only
    // timelines holding a loaded page ask (backfillTimeline's condition).
    void this.backfillAll(streams);
  }

  private onFrame(data: unknown): void {
    this.lastFrameAt = this.env.now();
    const raw = typeof data === "string" ? data : String(data);
    const result = this.bindings.mapFrame(raw, this.api.getState());
    if (!result.ok) {
      this.api.dispatch(this.bindings.dropped(result.reason));
      return;
    }
    this.buffer.push(result.action);
    if (this.buffer.length >= 500) this.flush();
    else if (this.timers.flush === null)
      this.later("flush", this.batchWindowMs ?? this.timings.batchMs, () => {
        this.flush();
      });
  }

  /**
   * Dispatches the buffered frames as one batch. A batch's cost is mostly
   * the re-render it causes, about the same for 5 posts as for 50 (issue
   * 22: a busy timeline rendered 159 posts/s, flat): when a batch took longer
   * than half the window, the next window is four times its cost (at most
   * MAX_BATCH_MS), so the page spends at most about a fifth of its time on
   * the stream, in fewer, larger batches; a cheap batch restores `batchMs`.
   *
   * The cost is read in a microtask queued after the dispatch: React renders
   * what a store change asks for in a microtask of its own, queued during the
   * dispatch, so it runs first. Read as the dispatch returned, the cost was
   * the reducers' alone, and a batch whose render took 30 ms looked cheap.
   */
  flush(): void {
    this.clear("flush");
    if (this.buffer.length === 0) return;
    const actions = this.buffer;
    this.buffer = [];
    const started = this.env.now();
    this.api.dispatch(this.bindings.batch(actions));
    queueMicrotask(() => {
      const cost = this.env.now() - started;
      this.batchWindowMs =
        cost > this.timings.batchMs / 2
          ? Math.min(MAX_BATCH_MS, Math.max(this.timings.batchMs, cost * 4))
          : null;
    });
  }

  private onClose(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.flush();
    this.socket = null;
    this.sent = new Set();
    this.clear("liveness");
    if (!this.socketOpened) this.handshakeFailures += 1;
    if (this.subscribed().length === 0) {
      this.setStatus("idle");
      return;
    }
    if (
      !this.reachedOpen &&
      this.handshakeFailures >= this.timings.giveUpAfter
    ) {
      this.giveUp();
      return;
    }
    this.scheduleReconnect();
    this.schedulePoll();
  }

  /** The server refuses the socket: poll, and try the socket again much later. */
  private giveUp(): void {
    if (!this.gaveUp) {
      this.gaveUp = true;
      this.setStatus("polling");
    }
    this.schedulePoll();
    this.scheduleProbe();
  }

  private keepPolling(): void {
    this.schedulePoll();
    if (this.timers.probe === null) this.scheduleProbe();
  }

  // The probe is the socket itself, not GET /api/v1/streaming/health: that
  // lives on the streaming origin (another host on split set-ups), not every
  // family serves it, and its "OK" says nothing of whether this token is
  // taken; each costs one request either way.
  private scheduleProbe(): void {
    const delay = probeDelay(this.probes, this.timings, () =>
      this.env.random(),
    );
    this.probes += 1;
    this.later("probe", delay, () => {
      if (this.subscribed().length > 0 && !this.socket) this.connect();
    });
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.timings, () =>
      this.env.random(),
    );
    this.attempt += 1;
    this.setStatus("reconnecting");
    this.later("reconnect", delay, () => {
      if (this.subscribed().length > 0) this.connect();
    });
  }

  private schedulePoll(): void {
    if (this.timers.poll !== null) return;
    const jitter = this.env.random() * this.timings.pollMs * 0.5;
    this.later("poll", this.timings.pollMs + jitter, () => {
      if (this.socket?.readyState === 1) return;
      void this.backfillAll(this.subscribed());
      this.schedulePoll();
    });
  }

  private backfillAll(streams: string[]): Promise<number> {
    const runs = streams.map((stream) =>
      Promise.resolve(this.api.dispatch(this.bindings.backfill(stream))).then(
        (result) => addedCount(result),
        () => 0,
      ),
    );
    return Promise.all(runs).then((counts) =>
      counts.reduce((a, b) => a + b, 0),
    );
  }

  private scheduleLiveness(): void {
    this.later("liveness", this.timings.livenessMs, () => {
      void this.probe();
    });
  }

  /** After silence, asks REST whether the socket missed posts; a socket that did is replaced. */
  private async probe(): Promise<void> {
    const socket = this.socket;
    if (socket?.readyState !== 1) return;
    const silentFor = this.env.now() - this.lastFrameAt;
    if (silentFor < this.timings.livenessMs) {
      this.later("liveness", this.timings.livenessMs - silentFor, () => {
        void this.probe();
      });
      return;
    }
    const missed = await this.backfillAll(this.subscribed());
    if (socket !== this.socket) return;
    if (missed > 0) {
      this.replaceSocket();
      return;
    }
    this.lastFrameAt = this.env.now();
    this.scheduleLiveness();
  }

  /** Drops the current socket (silent, or for a new URL) and connects again at once. */
  private replaceSocket(): void {
    const old = this.socket;
    this.socket = null;
    this.sent = new Set();
    this.clear("liveness");
    if (old) {
      old.onclose = null;
      old.onmessage = null;
      old.close();
    }
    this.wasOpen = true;
    this.connect();
  }

  /**
   * Back online or back to the tab: catch up now rather than at the next
   * backoff step or liveness probe. An open socket may have reopened while
   * the network was gone, its backfill failing: the timelines are asked
   * again, and a socket that missed posts is replaced. A socket still
   * opening may be stuck in a handshake the lost network will never finish:
   * it is replaced too.
   */
  private wake(): void {
    if (this.subscribed().length === 0 || this.gaveUp) return;
    const socket = this.socket;
    if (socket?.readyState === 1) {
      void this.catchUp(socket);
      return;
    }
    this.clear("reconnect");
    if (socket) this.replaceSocket();
    else this.connect();
  }

  private async catchUp(socket: WebSocket): Promise<void> {
    const missed = await this.backfillAll(this.subscribed());
    if (socket === this.socket && missed > 0) this.replaceSocket();
  }

  shutdown(): void {
    for (const name of Object.keys(
      this.timers,
    ) as (keyof StreamConnection<S>["timers"])[]) {
      this.clear(name);
    }
    this.flush();
    this.stopWake?.();
    this.stopWake = null;
    const socket = this.socket;
    this.socket = null;
    this.sent = new Set();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
    if (this.wasOpen || this.attempt > 0 || this.gaveUp) this.setStatus("idle");
    this.attempt = 0;
    this.wasOpen = false;
    this.forgetRefusals();
  }
}

function addedCount(result: unknown): number {
  if (result !== null && typeof result === "object" && "payload" in result) {
    const payload = result.payload;
    if (payload !== null && typeof payload === "object" && "added" in payload) {
      const added = payload.added;
      return typeof added === "number" ? added : 0;
    }
  }
  return 0;
}

export interface StreamingMiddleware<S> extends Middleware<object, S> {
  /** Closes the socket and stops every timer (tests, sign-out). */
  shutdown(): void;
  /** Syncs with the subscriptions already in the store (a middleware that joined late: deferred.ts). */
  resync(): void;
}

/** Creates the streaming middleware. Add it once to the store. */
export function createStreamingMiddleware<S>(
  bindings: StreamingBindings<S>,
  timings: Partial<StreamingTimings> = {},
  env: StreamingEnvironment = browserEnvironment(),
): StreamingMiddleware<S> {
  let connection: StreamConnection<S> | null = null;
  const middleware = ((api: Api<S>) => {
    connection = new StreamConnection(
      api,
      bindings,
      { ...DEFAULT_TIMINGS, ...timings },
      env,
    );
    let seen: S | undefined;
    return (next: (action: unknown) => unknown) => (action: unknown) => {
      const result = next(action);
      if (bindings.isSubscribe(action) || bindings.isUnsubscribe(action)) {
        connection?.sync();
      } else {
        // A new token (sign-in verified, signed out) or streaming origin
        // changes the socket URL: move to it.
        const state = api.getState();
        if (state !== seen) connection?.syncUrl();
        seen = state;
      }
      return result;
    };
  }) as StreamingMiddleware<S>;
  middleware.shutdown = () => connection?.shutdown();
  middleware.resync = () => connection?.sync();
  return middleware;
}
