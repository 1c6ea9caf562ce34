/** @jest-environment node */
import WebSocket from "ws";
import {
  startDemoServerProcess,
  type ControlState,
  type DemoServer,
} from "./demoServerProcess";

/**
 * The families' own features on the demo server (issue 19): Pleroma chats
 * with chat_update on both members' user streams, Rebased events with a
 * participation request accepted, GoToSocial interaction requests, and the
 * shoutbox's Phoenix socket.
 */

interface Frame {
  stream: string[];
  event: string;
  payload?: string;
}

let server: DemoServer;
let state: ControlState;

beforeAll(async () => {
  server = await startDemoServerProcess(["--family", "pleroma"]);
  state = await server.control<ControlState>("state");
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  await server.control("family", { family: "pleroma" });
  await server.control("reset");
});

const id = (acct: string) => state.accounts[acct] ?? "";
const post = (key: string) => state.statuses[key] ?? "";
const send = <T = Record<string, unknown>>(
  token: string,
  method: string,
  path: string,
  body?: object,
) =>
  server.api<T>(path, {
    method,
    token,
    headers: { "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });

async function waitFor<T>(what: string, find: () => T | undefined) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A member's user stream, keeping every frame. */
async function userStream(token: string) {
  const frames: Frame[] = [];
  const ws = new WebSocket(
    `${server.url.replace("http", "ws")}/api/v1/streaming?stream=user`,
    [token],
  );
  ws.on("message", (data: Buffer) =>
    frames.push(JSON.parse(data.toString()) as Frame),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const next = <T>(
    event: string,
    match: (payload: T) => boolean = () => true,
  ) =>
    waitFor(event, () => {
      const frame = frames.find(
        (f) => f.event === event && match(JSON.parse(f.payload ?? "null") as T),
      );
      return frame ? (JSON.parse(frame.payload ?? "null") as T) : undefined;
    });
  return { frames, next, close: () => ws.close() };
}

interface Chat {
  id: string;
  unread: number;
  account: { acct: string };
  last_message: { id: string; content: string; account_id: string } | null;
}

describe("Pleroma chats", () => {
  it("two members exchange messages, each hearing chat_update with the chat as they see it", async () => {
    const alice = await server.tokenFor("alice");
    const chen = await server.tokenFor("chen");
    const aliceStream = await userStream(alice);
    const chenStream = await userStream(chen);
    const opened = await send<Chat>(
      chen,
      "POST",
      `/api/v1/pleroma/chats/by-account-id/${id("alice")}`,
    );
    expect(opened.body.account.acct).toBe("alice");
    const sent = await send<{ id: string; content: string }>(
      chen,
      "POST",
      `/api/v1/pleroma/chats/${opened.body.id}/messages`,
      { content: "Tea at four? :teapot:" },
    );
    expect(sent.status).toBe(200);
    const seenByAlice = await aliceStream.next<Chat>(
      "pleroma:chat_update",
      (c) => c.last_message?.id === sent.body.id,
    );
    expect(seenByAlice).toMatchObject({
      id: opened.body.id,
      account: { acct: "chen" },
      unread: 1,
      last_message: { content: "<p>Tea at four? :teapot:</p>" },
    });
    const seenByChen = await chenStream.next<Chat>(
      "pleroma:chat_update",
      (c) => c.last_message?.id === sent.body.id,
    );
    expect(seenByChen).toMatchObject({ account: { acct: "alice" }, unread: 0 });

    const answer = await send<{ id: string }>(
      alice,
      "POST",
      `/api/v1/pleroma/chats/${opened.body.id}/messages`,
      { content: "Yes please" },
    );
    const answerSeen = await chenStream.next<Chat>(
      "pleroma:chat_update",
      (c) => c.last_message?.id === answer.body.id,
    );
    expect(answerSeen.unread).toBe(1);
    const read = await send<Chat>(
      chen,
      "POST",
      `/api/v1/pleroma/chats/${opened.body.id}/read`,
      { last_read_id: answer.body.id },
    );
    expect(read.body.unread).toBe(0);
    const messages = await server.api<{ id: string; unread: boolean }[]>(
      `/api/v1/pleroma/chats/${opened.body.id}/messages?limit=2`,
      { token: chen },
    );
    expect(messages.body.map((m) => m.id)).toEqual([
      answer.body.id,
      sent.body.id,
    ]);
    expect(messages.headers.get("link")).toContain("max_id=");
    aliceStream.close();
    chenStream.close();
  });

  it("lists the seeded chats newest first with unread counts, and keeps chats to their members", async () => {
    const alice = await server.tokenFor("alice");
    const chats = await server.api<Chat[]>("/api/v2/pleroma/chats", {
      token: alice,
    });
    expect(chats.body.map((c) => [c.account.acct, c.unread])).toEqual([
      ["bob", 1],
      ["chen", 0],
    ]);
    const maren = await server.tokenFor("maren");
    const other = await server.api(
      `/api/v1/pleroma/chats/${chats.body[0]?.id}`,
      {
        token: maren,
      },
    );
    expect(other.status).toBe(404);
    await server.control("family", { family: "mastodon" });
    const elsewhere = await server.api("/api/v2/pleroma/chats", {
      token: alice,
    });
    expect(elsewhere.status).toBe(404);
  });
});

interface EventStatus {
  id: string;
  pleroma: {
    event: {
      name: string;
      join_mode: string;
      join_state: string | null;
      participation_request_count: number;
      location: { name: string } | null;
    };
  };
}
interface Notification {
  type: string;
  account: { acct: string };
  participation_message?: string;
  status?: { id: string };
}

describe("Rebased events", () => {
  it("a participation request is sent, seen by the organiser and accepted", async () => {
    const maren = await server.tokenFor("maren");
    const alice = await server.tokenFor("alice");
    const marenStream = await userStream(maren);
    const aliceStream = await userStream(alice);
    const event = post("bread-workshop");
    const joined = await send<EventStatus>(
      alice,
      "POST",
      `/api/v1/pleroma/events/${event}/join`,
      { participation_message: "I have a jar ready" },
    );
    expect(joined.body.pleroma.event.join_state).toBe("pending");
    const asked = await marenStream.next<Notification>(
      "notification",
      (n) => n.type === "participation_request",
    );
    expect(asked).toMatchObject({
      account: { acct: "alice" },
      participation_message: "I have a jar ready",
      status: { id: event },
    });
    const requests = await server.api<
      { account: { acct: string }; participation_message: string | null }[]
    >(`/api/v1/pleroma/events/${event}/participation_requests`, {
      token: maren,
    });
    expect(
      requests.body.map((r) => [r.account.acct, r.participation_message]),
    ).toEqual([
      ["bob", "Can I bring my own rye flour?"],
      ["alice", "I have a jar ready"],
    ]);
    const accepted = await send<EventStatus>(
      maren,
      "POST",
      `/api/v1/pleroma/events/${event}/participation_requests/${id("alice")}/authorize`,
    );
    expect(accepted.body.id).toBe(event);
    expect(accepted.body.pleroma.event.participation_request_count).toBe(1);
    await aliceStream.next<Notification>(
      "notification",
      (n) => n.type === "participation_accepted",
    );
    const mine = await server.api<EventStatus[]>(
      "/api/v1/pleroma/events/joined_events?state=accept",
      { token: alice },
    );
    expect(mine.body.map((s) => s.id)).toContain(event);
    const notOwner = await server.api(
      `/api/v1/pleroma/events/${event}/participation_requests`,
      { token: alice },
    );
    expect(notOwner.status).toBe(403);
    marenStream.close();
    aliceStream.close();
  });

  it("creates an event at a searched place and edits it", async () => {
    const maren = await server.tokenFor("maren");
    const places = await server.api<
      { origin_id: string; description: string }[]
    >("/api/v1/pleroma/search/location?q=allotments", { token: maren });
    expect(places.body.map((p) => p.origin_id)).toEqual(["osm-way-4102"]);
    const created = await send<EventStatus>(
      maren,
      "POST",
      "/api/v1/pleroma/events",
      {
        name: "Seed swap",
        status: "Bring spare seeds.",
        start_time: "2030-04-01T10:00:00Z",
        end_time: "2030-04-01T12:00:00Z",
        join_mode: "free",
        location_id: "osm-way-4102",
      },
    );
    expect(created.body.pleroma.event).toMatchObject({
      name: "Seed swap",
      join_mode: "free",
      location: { name: "The Allotments" },
    });
    const edited = await send<EventStatus>(
      maren,
      "PUT",
      `/api/v1/pleroma/events/${created.body.id}`,
      { name: "Seed and plant swap" },
    );
    expect(edited.body.pleroma.event.name).toBe("Seed and plant swap");
    const ics = await server.api<string>(
      `/api/v1/pleroma/events/${created.body.id}/ics`,
      { token: maren },
    );
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(ics.body).toContain("SUMMARY:Seed and plant swap");
    const blank = await send(maren, "POST", "/api/v1/pleroma/events", {
      name: " ",
      start_time: "2030-04-01T10:00:00Z",
    });
    expect(blank.status).toBe(422);
  });
});

interface InteractionRequest {
  id: string;
  type: string;
  account: { acct: string };
  status: { id: string; favourites_count: number } | null;
  reply: { id: string } | null;
  accepted_at: string | null;
}

describe("GoToSocial interaction requests", () => {
  beforeEach(async () => {
    await server.control("family", { family: "gotosocial" });
  });

  it("a like held for bob's approval is authorised and then counts", async () => {
    const bob = await server.tokenFor("bob");
    const alice = await server.tokenFor("alice");
    const bobStream = await userStream(bob);
    const target = post("book-cw");
    const liked = await send<{ favourites_count: number; favourited: boolean }>(
      alice,
      "POST",
      `/api/v1/statuses/${target}/favourite`,
    );
    expect(liked.body.favourited).toBe(false);
    const told = await bobStream.next<Notification>(
      "notification",
      (n) => n.type === "pending.favourite",
    );
    expect(told.account.acct).toBe("alice");
    const pending = await server.api<InteractionRequest[]>(
      `/api/v1/interaction_requests?status_id=${target}`,
      { token: bob },
    );
    const request = pending.body.find((r) => r.account.acct === "alice");
    expect(request?.type).toBe("favourite");
    const before = request?.status?.favourites_count ?? 0;
    const authorised = await send<InteractionRequest>(
      bob,
      "POST",
      `/api/v1/interaction_requests/${request?.id}/authorize`,
    );
    expect(authorised.body.accepted_at).not.toBeNull();
    expect(authorised.body.status?.favourites_count).toBe(before + 1);
    const again = await server.api<InteractionRequest[]>(
      "/api/v1/interaction_requests",
      { token: bob },
    );
    expect(again.body.map((r) => r.id)).not.toContain(request?.id);
    bobStream.close();
  });

  it("a reply waits unseen by others until authorised; a rejected one is deleted", async () => {
    const bob = await server.tokenFor("bob");
    const alice = await server.tokenFor("alice");
    const maren = await server.tokenFor("maren");
    const target = post("bob-latest");
    const reply = await send<{ id: string }>(
      alice,
      "POST",
      "/api/v1/statuses",
      {
        status: "Which film stock?",
        in_reply_to_id: target,
      },
    );
    expect(reply.status).toBe(200);
    const hidden = await server.api(`/api/v1/statuses/${reply.body.id}`, {
      token: maren,
    });
    expect(hidden.status).toBe(404);
    const ownView = await server.api(`/api/v1/statuses/${reply.body.id}`, {
      token: alice,
    });
    expect(ownView.status).toBe(200);
    const requests = await server.api<InteractionRequest[]>(
      "/api/v1/interaction_requests?favourites=false&reblogs=false",
      { token: bob },
    );
    const request = requests.body.find((r) => r.reply?.id === reply.body.id);
    expect(request?.type).toBe("reply");
    await send(
      bob,
      "POST",
      `/api/v1/interaction_requests/${request?.id}/authorize`,
    );
    const shown = await server.api(`/api/v1/statuses/${reply.body.id}`, {
      token: maren,
    });
    expect(shown.status).toBe(200);

    const seeded = requests.body.find(
      (r) => r.account.acct === "alice" && r.reply?.id !== reply.body.id,
    );
    const rejected = await send<InteractionRequest & { rejected_at: string }>(
      bob,
      "POST",
      `/api/v1/interaction_requests/${seeded?.id}/reject`,
    );
    expect(rejected.body.rejected_at).not.toBeNull();
    const gone = await server.api(`/api/v1/statuses/${seeded?.reply?.id}`, {
      token: alice,
    });
    expect(gone.status).toBe(404);
  });

  it("is GoToSocial's alone", async () => {
    await server.control("family", { family: "pleroma" });
    const bob = await server.tokenFor("bob");
    const alice = await server.tokenFor("alice");
    const liked = await send<{ favourited: boolean }>(
      alice,
      "POST",
      `/api/v1/statuses/${post("trail")}/favourite`,
    );
    expect(liked.body.favourited).toBe(true);
    expect(
      (await server.api("/api/v1/interaction_requests", { token: bob })).status,
    ).toBe(404);
  });
});

type PhoenixFrame = [
  string | null,
  string | null,
  string,
  string,
  Record<string, unknown>,
];

async function shoutboxSocket(token: string) {
  const frames: PhoenixFrame[] = [];
  const ws = new WebSocket(
    `${server.url.replace("http", "ws")}/socket/websocket?token=${token}&vsn=2.0.0`,
  );
  ws.on("message", (data: Buffer) =>
    frames.push(JSON.parse(data.toString()) as PhoenixFrame),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const next = (match: (f: PhoenixFrame) => boolean) =>
    waitFor("shoutbox frame", () => frames.find(match));
  return {
    ws,
    frames,
    next,
    send: (f: unknown[]) => ws.send(JSON.stringify(f)),
  };
}

describe("the shoutbox", () => {
  it("answers a join with the history, broadcasts a message and answers heartbeats", async () => {
    await server.control("extensions", { shoutbox: true });
    const alice = await shoutboxSocket(`chat-${id("alice")}`);
    const bob = await shoutboxSocket(`chat-${id("bob")}`);
    alice.send(["1", "1", "chat:public", "phx_join", {}]);
    bob.send(["1", "1", "chat:public", "phx_join", {}]);
    const reply = await alice.next((f) => f[3] === "phx_reply" && f[1] === "1");
    expect(reply).toEqual([
      "1",
      "1",
      "chat:public",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    const history = await alice.next((f) => f[3] === "messages");
    expect(
      (history[4].messages as { text: string; author: { acct: string } }[]).map(
        (m) => [m.author.acct, m.text],
      ),
    ).toEqual([
      ["maren", "Welcome to the shoutbox, everyone!"],
      ["alice", "Morning all :teapot:"],
    ]);
    await bob.next((f) => f[3] === "messages");
    alice.send([
      "1",
      "2",
      "chat:public",
      "new_msg",
      { text: "  Cake in the hall!  " },
    ]);
    const heard = await bob.next((f) => f[3] === "new_msg");
    expect(heard[4]).toMatchObject({
      id: 3,
      text: "Cake in the hall!",
      author: { acct: "alice" },
    });
    alice.send([null, "3", "phoenix", "heartbeat", {}]);
    expect(await alice.next((f) => f[1] === "3")).toEqual([
      null,
      "3",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    alice.ws.close();
    bob.ws.close();
  });

  it("refuses a socket without a valid chat token, and families without the shoutbox", async () => {
    const upgrade = (path: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${server.url.replace("http", "ws")}${path}`);
        ws.on("unexpected-response", (_req, res) =>
          resolve(res.statusCode ?? 0),
        );
        ws.on("open", () => {
          ws.close();
          resolve(101);
        });
      });
    expect(
      await upgrade(`/socket/websocket?token=chat-${id("alice")}&vsn=2.0.0`),
    ).toBe(404);
    await server.control("extensions", { shoutbox: true });
    expect(await upgrade("/socket/websocket?token=nobody&vsn=2.0.0")).toBe(403);
    expect(
      await upgrade(`/socket/websocket?token=chat-${id("alice")}&vsn=2.0.0`),
    ).toBe(101);
  });
});
