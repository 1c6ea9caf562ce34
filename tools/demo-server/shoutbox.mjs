// The shoutbox: Pleroma's instance-wide chat over a Phoenix-channels
// WebSocket on /socket/websocket (spec 02 section 7.9), for families with the
// `shoutbox` capability (Pleroma feature `shout`). As Pleroma's UserSocket
// and ChatChannel (lib/pleroma/web/chat_channel.ex) behave: the socket takes
// the member's `chat_token` (`?token=`, from verify_credentials), frames are
// the version 2 serializer's arrays [join_ref, ref, topic, event, payload];
// joining `chat:public` is answered, then the recent `messages` (at most 20)
// are pushed; every `new_msg` with text is broadcast to everyone joined as
// {id, text, author}; heartbeats on the `phoenix` topic are answered.
import { WebSocketServer } from "ws";
import { renderAccount } from "./render.mjs";

const TOPIC = "chat:public";
const KEEP = 20;

const histories = new WeakMap();

/** The shoutbox's messages in this store (a reset forgets them), made on first use. */
export function shoutboxHistory(store) {
  let history = histories.get(store);
  if (!history) histories.set(store, (history = { nextId: 1, messages: [] }));
  return history;
}

/** Adds a message from `accountId`; returns it (with the author's id, rendered per send). */
export function addShout(store, accountId, text) {
  const history = shoutboxHistory(store);
  const message = { id: history.nextId, text, account_id: accountId };
  history.nextId += 1;
  history.messages.push(message);
  if (history.messages.length > KEEP) history.messages.shift();
  return message;
}

/** @param {{ context: () => { store: any, family: any } }} deps */
export function createShoutbox({ context }) {
  const wss = new WebSocketServer({ noServer: true });
  const clients = new Set();

  const render = (message) => {
    const { store, family } = context();
    return {
      id: message.id,
      text: message.text,
      author: renderAccount(
        { store, family, viewerId: null },
        store.account(message.account_id),
      ),
    };
  };
  const send = (client, frame) => {
    if (client.ws.readyState === client.ws.OPEN)
      client.ws.send(JSON.stringify(frame));
  };
  const reply = (client, joinRef, ref, topic, status, response = {}) =>
    send(client, [joinRef, ref, topic, "phx_reply", { status, response }]);

  function onMessage(client, data) {
    let frame;
    try {
      frame = JSON.parse(data.toString("utf8"));
    } catch {
      return;
    }
    if (!Array.isArray(frame) || frame.length !== 5) return;
    const [joinRef, ref, topic, event, payload] = frame;
    if (topic === "phoenix" && event === "heartbeat")
      return reply(client, null, ref, "phoenix", "ok");
    if (topic !== TOPIC)
      return reply(client, joinRef, ref, topic, "error", {
        reason: "unmatched topic",
      });
    if (event === "phx_join") {
      client.joinRef = joinRef;
      reply(client, joinRef, ref, TOPIC, "ok");
      const { store } = context();
      return send(client, [
        joinRef,
        null,
        TOPIC,
        "messages",
        { messages: shoutboxHistory(store).messages.map(render) },
      ]);
    }
    if (event === "phx_leave") {
      client.joinRef = null;
      return reply(client, joinRef, ref, TOPIC, "ok");
    }
    if (event === "new_msg" && client.joinRef) {
      const text = String(payload?.text ?? "").trim();
      if (!text) return;
      const message = render(addShout(context().store, client.viewerId, text));
      for (const other of clients)
        if (other.joinRef) send(other, [null, null, TOPIC, "new_msg", message]);
    }
  }

  function handleUpgrade(req, socket, head) {
    const url = new URL(req.url, "http://localhost");
    const reject = (code, text) => {
      socket.write(
        `HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      socket.destroy();
    };
    const { store, family } = context();
    if (!family.has("shoutbox")) return reject(404, "Not Found");
    // The chat token render.mjs hands out in verify_credentials.
    const accountId = /^chat-(.+)$/.exec(
      url.searchParams.get("token") ?? "",
    )?.[1];
    if (!accountId || !store.account(accountId))
      return reject(403, "Forbidden");
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = { ws, viewerId: accountId, joinRef: null };
      clients.add(client);
      ws.on("message", (data, isBinary) => {
        if (!isBinary) onMessage(client, data);
      });
      ws.on("close", () => clients.delete(client));
      ws.on("error", () => clients.delete(client));
    });
  }

  return {
    handleUpgrade,
    /** Whether an upgrade request is for the shoutbox socket. */
    owns: (req) => /^\/socket\/websocket\/?(\?|$)/.test(req.url ?? ""),
    /** Says something as `accountId` (the control API), broadcast like a member's message. */
    shout(accountId, text) {
      const message = render(addShout(context().store, accountId, text));
      for (const client of clients)
        if (client.joinRef)
          send(client, [null, null, TOPIC, "new_msg", message]);
      return message;
    },
    state: () => ({ sockets: clients.size }),
    close() {
      for (const client of clients) client.ws.terminate();
      clients.clear();
      wss.close();
    },
  };
}
