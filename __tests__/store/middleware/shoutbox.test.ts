import { ApiClient } from "../../../src/api/client";
import { sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import { createAppStreamingMiddleware } from "../../../src/store/middleware/streamingBindings";
import type { StreamingEnvironment } from "../../../src/store/middleware/streaming";
import {
  shoutboxClosed,
  shoutboxOpened,
  shoutboxSent,
} from "../../../src/store/shoutbox/slice";
import { stateWith } from "../mockStore";
import { BASE, rawAccount } from "../factories";
import { selectShoutbox } from "../../../src/store/shoutbox/selectors";

/**
 * The shoutbox socket as the streaming middleware owns it: opened only while
 * a screen wants it, joined to `chat:public`, beating every 5 s, joined
 * again after a drop, and closed when the last screen goes. The socket and
 * the clock are fakes, so each frame and timer is seen.
 */

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown[]) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const env: StreamingEnvironment = {
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
    now: () => 0,
    setTimeout: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      const at = timers.indexOf(handle as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
  };
  const client = new ApiClient({
    baseUrl: BASE,
    fetch: () => new Promise(() => undefined),
  });
  const middleware = createAppStreamingMiddleware(undefined, env, BASE);
  const store = createAppStore({
    client,
    preloadedState: stateWith({ shoutbox: true }),
    middleware: [middleware],
    production: true,
  });
  store.dispatch(
    sessionStarted({ accessToken: "t", me: "1", chatToken: "chat-1" }),
  );
  /** Runs the timers due now (each once), as the clock reaching them would. */
  const tick = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    due.forEach((t) => timers.splice(timers.indexOf(t), 1));
    due.forEach((t) => t.fn());
  };
  return { store, tick, timers };
}

const author = rawAccount("7", { username: "maren", acct: "maren" });

describe("the shoutbox socket", () => {
  it("opens only while a screen wants it, joins, beats every 5 s and closes with the last screen", () => {
    const { store, tick } = setup();
    expect(FakeSocket.all).toHaveLength(0);
    store.dispatch(shoutboxOpened());
    const socket = FakeSocket.all[0];
    if (!socket) throw new Error("no socket");
    expect(socket.url).toBe(
      "wss://example.social/socket/websocket?token=chat-1&vsn=2.0.0",
    );
    socket.open();
    expect(socket.sent).toEqual([["1", "1", "chat:public", "phx_join", {}]]);
    socket.receive(["1", "1", "chat:public", "phx_reply", { status: "ok" }]);
    expect(selectShoutbox(store.getState()).status).toBe("open");
    tick(5000);
    tick(5000);
    expect(socket.sent.slice(1)).toEqual([
      [null, "2", "phoenix", "heartbeat", {}],
      [null, "3", "phoenix", "heartbeat", {}],
    ]);
    store.dispatch(shoutboxClosed());
    expect(socket.closed).toBe(true);
    expect(selectShoutbox(store.getState()).status).toBe("idle");
  });

  it("takes in the history and new messages with their authors, and sends what the member says", () => {
    const { store } = setup();
    store.dispatch(shoutboxOpened());
    const socket = FakeSocket.all[0];
    if (!socket) throw new Error("no socket");
    socket.open();
    socket.receive(["1", "1", "chat:public", "phx_reply", { status: "ok" }]);
    socket.receive([
      "1",
      null,
      "chat:public",
      "messages",
      {
        messages: [
          { id: 1, text: "Welcome", author },
          { id: 2, bad: true },
        ],
      },
    ]);
    socket.receive([
      null,
      null,
      "chat:public",
      "new_msg",
      { id: 3, text: "Hi", author },
    ]);
    const state = store.getState();
    expect(selectShoutbox(state).messages.map((m) => m.text)).toEqual([
      "Welcome",
      "Hi",
    ]);
    expect(state.accounts.byId["7"]?.username).toBe("maren");
    store.dispatch(shoutboxSent({ text: "Hello all" }));
    expect(socket.sent.at(-1)).toEqual([
      "1",
      "2",
      "chat:public",
      "new_msg",
      { text: "Hello all" },
    ]);
  });

  it("joins again after a drop, and the history fills the gap once", () => {
    const { store, timers } = setup();
    store.dispatch(shoutboxOpened());
    const first = FakeSocket.all[0];
    if (!first) throw new Error("no socket");
    first.open();
    first.receive(["1", "1", "chat:public", "phx_reply", { status: "ok" }]);
    first.receive([
      null,
      null,
      "chat:public",
      "new_msg",
      { id: 1, text: "One", author },
    ]);
    first.drop();
    expect(selectShoutbox(store.getState()).status).toBe("reconnecting");
    const retry = timers.find((t) => t.ms !== 5000);
    if (!retry) throw new Error("no reconnect timer");
    retry.fn();
    const second = FakeSocket.all[1];
    if (!second) throw new Error("no second socket");
    second.open();
    expect(second.sent[0]).toEqual(["2", "2", "chat:public", "phx_join", {}]);
    second.receive(["2", "2", "chat:public", "phx_reply", { status: "ok" }]);
    second.receive([
      "2",
      null,
      "chat:public",
      "messages",
      {
        messages: [
          { id: 1, text: "One", author },
          { id: 2, text: "Two, said meanwhile", author },
        ],
      },
    ]);
    expect(selectShoutbox(store.getState()).messages.map((m) => m.id)).toEqual([
      1, 2,
    ]);
    expect(selectShoutbox(store.getState()).status).toBe("open");
  });

  it("is not opened where the server has no shoutbox", () => {
    const { store } = setup();
    store.dispatch({
      type: "features/unavailable",
      payload: { feature: "shoutbox" },
    });
    store.dispatch(shoutboxOpened());
    expect(FakeSocket.all).toHaveLength(0);
  });
});
