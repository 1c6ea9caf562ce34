import {
  SHOUTBOX_HEARTBEAT_MS,
  SHOUTBOX_TOPIC,
  decodeShoutboxFrame,
  heartbeatFrame,
  joinFrame,
  leaveFrame,
  messageFrame,
  shoutboxSocketUrl,
} from "../../src/api/shoutbox";

const author = { id: "a1", username: "alice", acct: "alice" };
const frame = (...parts: unknown[]) => JSON.stringify(parts);

describe("shoutbox frames (Phoenix channels, serializer 2.0.0)", () => {
  it("builds the socket URL with the chat token and serializer version", () => {
    expect(shoutboxSocketUrl("https://social.example", "tok en")).toBe(
      "wss://social.example/socket/websocket?token=tok+en&vsn=2.0.0",
    );
    expect(shoutboxSocketUrl("http://127.0.0.1:3030/", "t")).toBe(
      "ws://127.0.0.1:3030/socket/websocket?token=t&vsn=2.0.0",
    );
  });

  it("encodes join, message, heartbeat and leave as [join_ref, ref, topic, event, payload]", () => {
    expect(JSON.parse(joinFrame("1"))).toEqual([
      "1",
      "1",
      "chat:public",
      "phx_join",
      {},
    ]);
    expect(JSON.parse(messageFrame("1", "4", "hello all"))).toEqual([
      "1",
      "4",
      "chat:public",
      "new_msg",
      { text: "hello all" },
    ]);
    expect(JSON.parse(heartbeatFrame("5"))).toEqual([
      null,
      "5",
      "phoenix",
      "heartbeat",
      {},
    ]);
    expect(JSON.parse(leaveFrame("1", "6"))).toEqual([
      "1",
      "6",
      "chat:public",
      "phx_leave",
      {},
    ]);
    expect(SHOUTBOX_TOPIC).toBe("chat:public");
    expect(SHOUTBOX_HEARTBEAT_MS).toBe(5000);
  });

  it("reads the history pushed after joining, dropping malformed messages", () => {
    expect(
      decodeShoutboxFrame(
        frame("1", null, "chat:public", "messages", {
          messages: [
            { id: 1, text: "first", author },
            { id: "two", text: "bad id", author },
            { id: 3, text: "third", author },
          ],
        }),
      ),
    ).toMatchObject({
      kind: "messages",
      messages: [
        { id: 1, text: "first", author: { acct: "alice" } },
        { id: 3, text: "third" },
      ],
    });
  });

  it("reads a broadcast message", () => {
    expect(
      decodeShoutboxFrame(
        frame(null, null, "chat:public", "new_msg", {
          id: 7,
          text: "tea's ready",
          author,
        }),
      ),
    ).toMatchObject({
      kind: "message",
      message: { id: 7, text: "tea's ready" },
    });
  });

  it("reads replies to a join and to a heartbeat, and errors", () => {
    expect(
      decodeShoutboxFrame(
        frame("1", "1", "chat:public", "phx_reply", {
          status: "ok",
          response: {},
        }),
      ),
    ).toEqual({ kind: "reply", ref: "1", topic: "chat:public", ok: true });
    expect(
      decodeShoutboxFrame(
        frame(null, "2", "phoenix", "phx_reply", {
          status: "ok",
          response: {},
        }),
      ),
    ).toEqual({ kind: "reply", ref: "2", topic: "phoenix", ok: true });
    expect(
      decodeShoutboxFrame(
        frame("1", "1", "chat:public", "phx_reply", {
          status: "error",
          response: { reason: "unauthorized" },
        }),
      ),
    ).toEqual({ kind: "reply", ref: "1", topic: "chat:public", ok: false });
    expect(
      decodeShoutboxFrame(frame("1", "1", "chat:public", "phx_error", {})),
    ).toEqual({ kind: "closed", topic: "chat:public" });
    expect(
      decodeShoutboxFrame(frame("1", null, "chat:public", "phx_close", {})),
    ).toEqual({ kind: "closed", topic: "chat:public" });
  });

  it.each([
    ["not JSON", "}{"],
    ["an object, not an array", JSON.stringify({ event: "new_msg" })],
    ["a short array", frame("1", "1", "chat:public")],
    ["a numeric topic", frame("1", "1", 5, "new_msg", {})],
    [
      "a message without an author",
      frame(null, null, "chat:public", "new_msg", { id: 1, text: "x" }),
    ],
    [
      "a message on another topic",
      frame(null, null, "chat:other", "new_msg", { id: 1, text: "x", author }),
    ],
    [
      "a reply without a status",
      frame("1", "1", "chat:public", "phx_reply", {}),
    ],
    ["an unknown event", frame(null, null, "chat:public", "presence_diff", {})],
    [
      "history that is not a list",
      frame("1", null, "chat:public", "messages", { messages: 3 }),
    ],
  ])("drops %s", (_, data) => {
    expect(decodeShoutboxFrame(data)).toBeNull();
  });
});
