/** @jest-environment node */
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

interface Frame {
  stream: string[];
  event: string;
  payload: string;
}

/** A socket that keeps every frame and lets a test wait for the next ones. */
class Listener {
  readonly frames: Frame[] = [];
  readonly raw: string[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on("message", (data: Buffer) => {
      const text = data.toString();
      this.raw.push(text);
      try {
        this.frames.push(JSON.parse(text) as Frame);
      } catch {
        // Malformed frames are kept in `raw` only.
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }

  async next(test: (f: Frame) => boolean, ms = 3000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error("no matching frame");
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }
}

let server: DemoServer;
let state: ControlState;

function connect(query = "", protocol?: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `${server.url.replace("http", "ws")}/api/v1/streaming${query}`,
      protocol ? [protocol] : [],
    );
    const listener = new Listener(ws);
    ws.once("open", () => {
      resolve(listener);
    });
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => {
      reject(new Error(`refused with ${String(res.statusCode)}`));
    });
  });
}

/** Waits until the server lists `count` sockets with subscriptions. */
async function subscribed(count: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const s = await server.control<ControlState>("state");
    if (s.streaming.sockets.filter((x) => x.streams.length > 0).length >= count)
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("subscriptions did not arrive");
}

beforeAll(async () => {
  // `npm start` loads node:domain (through webpack), which makes EventEmitter
  // treat a `domain` property as a domain object: the store must not have one.
  server = await startDemoServerProcess([], {
    NODE_OPTIONS: "--require domain",
  });
  state = await server.control<ControlState>("state");
});
afterEach(async () => {
  await server.control("drop-sockets");
  await server.control("reset");
});
afterAll(async () => {
  await server.stop();
});

describe("streaming", () => {
  it("streams published, edited and deleted posts on public and hashtag streams", async () => {
    const socket = await connect("?stream=public");
    socket.send({ type: "subscribe", stream: "hashtag", tag: "Gardening" });
    await subscribed(1);
    const { id } = await server.control<{ id: string }>("publish", {
      account: "alice",
      text: "Streaming test #gardening",
    });
    const update = await socket.next(
      (f) => f.event === "update" && f.stream[0] === "public",
    );
    expect(typeof update.payload).toBe("string");
    expect((JSON.parse(update.payload) as { id: string }).id).toBe(id);
    const tagged = await socket.next(
      (f) => f.event === "update" && f.stream[0] === "hashtag",
    );
    expect(tagged.stream).toEqual(["hashtag", "Gardening"]);
    await server.control("edit", { id, text: "Edited #gardening" });
    const edited = await socket.next((f) => f.event === "status.update");
    expect(
      (JSON.parse(edited.payload) as { content: string }).content,
    ).toContain("Edited");
    await server.control("delete", { id });
    const deleted = await socket.next((f) => f.event === "delete");
    expect(deleted.payload).toBe(id);
    const rest = await server.api(`/api/v1/statuses/${id}`);
    expect(rest.status).toBe(404);
  });

  it("takes the token as a sub-protocol and streams notifications to the member", async () => {
    const token = await server.tokenFor("alice");
    const socket = await connect("", token);
    expect(socket.ws.protocol).toBe(token);
    socket.send({ type: "subscribe", stream: "user" });
    await subscribed(1);
    await server.control("publish", {
      account: "bob",
      text: "@alice are you coming to the supper?",
    });
    const n = await socket.next((f) => f.event === "notification");
    const payload = JSON.parse(n.payload) as {
      type: string;
      account: { acct: string };
    };
    expect(payload).toEqual(expect.objectContaining({ type: "mention" }));
    expect(payload.account.acct).toBe("bob");
  });

  // Chromium fails a handshake whose response does not select the offered
  // sub-protocol, so the echo is what lets a browser carry the token there.
  it("echoes the token offered as the sub-protocol and refuses one it does not know", async () => {
    const token = await server.tokenFor("alice");
    const ws = new WebSocket(
      `${server.url.replace("http", "ws")}/api/v1/streaming`,
      [token],
    );
    const echoed = await new Promise<string | undefined>((resolve, reject) => {
      ws.once("upgrade", (res) => {
        resolve(res.headers["sec-websocket-protocol"]);
      });
      ws.once("error", reject);
    });
    ws.close();
    expect(echoed).toBe(token);
    await expect(connect("", "unknown-token")).rejects.toThrow("401");
  });

  it("refuses user streams to visitors", async () => {
    await expect(connect("?stream=user")).rejects.toThrow("401");
    const socket = await connect();
    socket.send({ type: "subscribe", stream: "user" });
    await expect(socket.next(() => false, 300)).rejects.toThrow();
    expect(socket.raw.some((r) => r.includes("Missing access token"))).toBe(
      true,
    );
  });

  it("drops sockets, and refuses new ones for the given time", async () => {
    const socket = await connect("?stream=public");
    await server.control("drop-sockets");
    expect(await socket.closed).toBe(1006);
    const again = await connect("?stream=public");
    await server.control("refuse", { seconds: 1 });
    await again.closed;
    await expect(connect("?stream=public")).rejects.toThrow("503");
    await new Promise((r) => setTimeout(r, 1100));
    const later = await connect("?stream=public");
    expect(later.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("closes with a given code, sends malformed frames and goes silent", async () => {
    const socket = await connect("?stream=public:local");
    await subscribed(1);
    await server.control("malformed", { kind: "all" });
    await socket.next(() => false, 300).catch(() => undefined);
    expect(socket.raw).toContain("}{ this is not JSON");
    expect(socket.frames.some((f) => f.event === "pleroma:mystery")).toBe(true);
    await server.control("silence", { seconds: 30 });
    await server.control("publish", {
      account: "maren",
      text: "Nobody hears this",
    });
    const heard = (f: Frame) =>
      f.event === "update" && f.payload.includes("Nobody hears");
    await expect(socket.next(heard, 400)).rejects.toThrow();
    await server.control("silence", { seconds: 0 });
    await server.control("drop-sockets", { code: 1012, reason: "restart" });
    expect(await socket.closed).toBe(1012);
  });

  it("publishes on a timer when asked", async () => {
    const socket = await connect("?stream=public");
    await subscribed(1);
    await server.control("stream", { interval_ms: 100 });
    const frame = await socket.next((f) => f.event === "update");
    await server.control("stream", { interval_ms: 0 });
    const status = JSON.parse(frame.payload) as { account: { acct: string } };
    expect(Object.keys(state.accounts)).toContain(status.account.acct);
  });

  it("bursts posts, each of them on the home stream of the member named by `for`", async () => {
    const token = await server.tokenFor("bob");
    const socket = await connect("", token);
    socket.send({ type: "subscribe", stream: "user" });
    await subscribed(1);
    const { published } = await server.control<{ published: number }>("burst", {
      count: 30,
      for: "bob",
    });
    expect(published).toBe(30);
    const updates = () => socket.frames.filter((f) => f.event === "update");
    await socket.next(() => updates().length >= 30, 10_000);
    expect(updates()).toHaveLength(30);
  });
});
