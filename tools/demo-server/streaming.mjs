// The streaming API over WebSocket (/api/v1/streaming), with Mastodon's
// subscribe/unsubscribe messages and frames whose payload is a JSON string
// (a plain id for delete). Also the faults tests inject: dropped sockets,
// refused connections, malformed frames and a silent socket.
import { WebSocketServer } from "ws";
import { renderNotification, renderStatus } from "./renderStatus.mjs";
import { renderAccount } from "./render.mjs";
import { ownedAntenna, caught } from "./routes/antennas.mjs";
import {
  AUTH_STREAMS,
  MALFORMED,
  PUBLIC_STREAMS,
  streamOf,
} from "./streams.mjs";

/**
 * @param {{ context: () => { store: import("./store.mjs").Store, family: any }, auth: ReturnType<typeof import("./oauth.mjs").createAuth> }} deps
 */
export function createStreaming({ context, auth }) {
  const wss = new WebSocketServer({
    noServer: true,
    autoPong: false,
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });
  const clients = new Set();
  let refuseUntil = 0;
  let silentUntil = 0;
  const now = () => Date.now();
  const isSilent = () => now() < silentUntil;

  /** The duplicated and out-of-order delivery fault (/__control/disorder). */
  const disorder = { duplicate: false, reorder: 0 };
  const deliver = (client, text) => {
    if (client.ws.readyState !== client.ws.OPEN) return;
    client.ws.send(text);
    if (disorder.duplicate) client.ws.send(text);
  };
  /** Frames held back for reordering go out newest first, a group at a time or after 300 ms. */
  const flushHeld = (client) => {
    clearTimeout(client.heldTimer);
    client.heldTimer = null;
    const held = client.held ?? [];
    client.held = [];
    for (const text of held.reverse()) deliver(client, text);
  };
  const send = (client, text) => {
    if (isSilent() || client.ws.readyState !== client.ws.OPEN) return;
    if (disorder.reorder < 2) {
      deliver(client, text);
      return;
    }
    client.held = [...(client.held ?? []), text];
    if (client.held.length >= disorder.reorder) flushHeld(client);
    else
      client.heldTimer ??= setTimeout(() => {
        flushHeld(client);
      }, 300);
  };
  const frame = (client, sub, event, payload) =>
    send(
      client,
      JSON.stringify({
        stream: sub.array,
        event,
        payload:
          typeof payload === "string" ? payload : JSON.stringify(payload),
      }),
    );

  function matches(client, sub, status) {
    const { store } = context();
    const viewer = client.viewerId;
    const visible =
      store.canSee(viewer, { ...status, deleted: false }) &&
      !store.isHiddenFor(viewer, status);
    if (!visible) return false;
    if (sub.name in PUBLIC_STREAMS)
      return store.inPublic(status, PUBLIC_STREAMS[sub.name]);
    if (sub.name === "hashtag" || sub.name === "hashtag:local") {
      if (
        status.visibility !== "public" ||
        status.reblog_id ||
        !store.hasTag(status, [sub.arg])
      )
        return false;
      return sub.name === "hashtag" || store.isLocal(status.account_id);
    }
    if (sub.name === "user")
      return Boolean(viewer) && store.inHome(viewer, status);
    if (sub.name === "list") {
      const list = store.lists.get(sub.arg);
      return Boolean(
        list && list.owner_id === viewer && store.inList(list, status),
      );
    }
    if (sub.name === "antenna") {
      const antenna = ownedAntenna(store, sub.arg, viewer);
      return Boolean(antenna && caught(store, antenna, status));
    }
    return false;
  }

  function publishStatus(status, event) {
    const { store, family } = context();
    for (const client of clients) {
      for (const sub of client.subs.values()) {
        if (sub.name === "direct") {
          const involved =
            status.account_id === client.viewerId ||
            status.mentions.includes(client.viewerId);
          if (
            status.visibility === "direct" &&
            involved &&
            event !== "delete"
          ) {
            const ctx = { store, family, viewerId: client.viewerId };
            const others = [status.account_id, ...status.mentions].filter(
              (id) => id !== client.viewerId,
            );
            frame(client, sub, "conversation", {
              id: status.conversation_id,
              unread: status.account_id !== client.viewerId,
              accounts: others.map((id) =>
                renderAccount(ctx, store.account(id)),
              ),
              last_status: renderStatus(ctx, status),
            });
          }
          continue;
        }
        if (!matches(client, sub, status)) continue;
        if (event === "delete") frame(client, sub, "delete", status.id);
        else
          frame(
            client,
            sub,
            event,
            renderStatus({ store, family, viewerId: client.viewerId }, status),
          );
      }
    }
  }

  function publishNotification(n) {
    const { store, family } = context();
    for (const client of clients) {
      if (client.viewerId !== n.account_id) continue;
      const rendered = renderNotification(
        { store, family, viewerId: client.viewerId },
        n,
      );
      if (!rendered) continue;
      for (const sub of client.subs.values()) {
        if (sub.name === "user" || sub.name === "user:notification")
          frame(client, sub, "notification", rendered);
      }
    }
  }

  function subscribe(client, message, silentErrors = false) {
    const sub = streamOf(message);
    const fail = (error, status) =>
      !silentErrors && send(client, JSON.stringify({ error, status }));
    if (!sub) return fail("Unknown stream type", 400);
    if (AUTH_STREAMS.has(sub.name) && !client.viewerId)
      return fail("Missing access token", 401);
    if (sub.name === "list") {
      const list = context().store.lists.get(sub.arg);
      if (!list || list.owner_id !== client.viewerId)
        return fail("Not authorized to stream this list", 401);
    }
    if (
      sub.name === "antenna" &&
      (!context().family.has("antennas") ||
        !ownedAntenna(context().store, sub.arg, client.viewerId))
    )
      return fail("Not authorized to stream this antenna", 401);
    client.subs.set(sub.key, sub);
  }

  function onConnection(ws, viewerId, initial, token) {
    const client = {
      ws,
      viewerId,
      token,
      subs: new Map(),
      connectedAt: now(),
    };
    clients.add(client);
    ws.on("ping", (data) => {
      if (!isSilent()) ws.pong(data);
    });
    ws.on("message", (data, isBinary) => {
      if (isBinary) return;
      let message;
      try {
        message = JSON.parse(data.toString("utf8"));
      } catch {
        return send(
          client,
          JSON.stringify({ error: "Could not parse the message", status: 400 }),
        );
      }
      if (message?.type === "subscribe") subscribe(client, message);
      else if (message?.type === "unsubscribe")
        client.subs.delete(streamOf(message)?.key);
    });
    ws.on("close", () => clients.delete(client));
    ws.on("error", () => clients.delete(client));
    if (initial.stream) subscribe(client, initial);
  }

  function handleUpgrade(req, socket, head) {
    const url = new URL(req.url, "http://localhost");
    const reject = (code, text) => {
      socket.write(
        `HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      socket.destroy();
    };
    if (
      !/^\/api\/v1\/streaming\/?$/.test(url.pathname) ||
      !context().family.has("streaming")
    )
      return reject(404, "Not Found");
    if (now() < refuseUntil) return reject(503, "Service Unavailable");
    const protocol = req.headers["sec-websocket-protocol"]
      ?.split(",")[0]
      ?.trim();
    const bearer = /^Bearer\s+(.+)$/i.exec(
      req.headers.authorization ?? "",
    )?.[1];
    const token =
      url.searchParams.get("access_token") ?? bearer ?? protocol ?? null;
    const record = token ? auth.lookup(token) : null;
    if (token && !record) return reject(401, "Unauthorized");
    const initial = Object.fromEntries(url.searchParams);
    if (
      initial.stream &&
      AUTH_STREAMS.has(initial.stream) &&
      !record?.account_id
    )
      return reject(401, "Unauthorized");
    wss.handleUpgrade(req, socket, head, (ws) =>
      onConnection(ws, record?.account_id ?? null, initial, token),
    );
  }

  return {
    handleUpgrade,
    publishStatus,
    publishNotification,
    /** A member tool's event on the `user` stream of `to` (null: every signed-in member). */
    publishMemberEvent({ to, event, payload }) {
      for (const client of clients) {
        if (!client.viewerId || (to !== null && client.viewerId !== to))
          continue;
        const sub = client.subs.get("user");
        if (!sub) continue;
        const body =
          typeof payload === "function" ? payload(client.viewerId) : payload;
        frame(client, sub, event, body);
      }
    },
    publishMarker({ accountId, markers }) {
      if (!context().family.has("pleromaEntities")) return;
      for (const client of clients) {
        if (client.viewerId !== accountId) continue;
        const sub = client.subs.get("user");
        if (sub) frame(client, sub, "marker", markers);
      }
    },
    /** Closes the sockets signed in with a token that was just revoked. */
    closeToken(token) {
      for (const client of [...clients]) {
        if (client.token !== token) continue;
        client.ws.close(1008, "Token revoked");
        clients.delete(client);
      }
    },
    /** Closes every socket: abruptly (code 1006 at the client) unless a close code is given. */
    drop({ code, reason = "" } = {}) {
      const count = clients.size;
      for (const client of [...clients]) {
        if (code) client.ws.close(code, reason);
        else client.ws.terminate();
        clients.delete(client);
      }
      return count;
    },
    refuse(seconds) {
      refuseUntil = now() + seconds * 1000;
      return this.drop();
    },
    /** Ends refusals, silence and disorder without touching open sockets. */
    endFaults() {
      refuseUntil = 0;
      silentUntil = 0;
      disorder.duplicate = false;
      disorder.reorder = 0;
      for (const client of clients) flushHeld(client);
    },
    disorder({ duplicate, reorder }) {
      disorder.duplicate = duplicate;
      disorder.reorder = reorder;
      if (reorder < 2) for (const client of clients) flushHeld(client);
      return { ...disorder };
    },
    silence(seconds) {
      silentUntil = seconds === 0 ? 0 : now() + (seconds ?? 3600) * 1000;
    },
    /** Sends broken frames to every socket; returns how many sockets got them. */
    malformed(kind = "garbage") {
      const known = [...Object.keys(MALFORMED), "binary"];
      const kinds = kind === "all" ? known : [kind];
      if (!kinds.every((k) => known.includes(k))) {
        throw new Error(
          `unknown malformed kind "${kind}" (known: ${[...known, "all"].join(", ")})`,
        );
      }
      for (const client of clients) {
        for (const k of kinds) {
          if (k === "binary")
            client.ws.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), {
              binary: true,
            });
          else client.ws.send(MALFORMED[k]);
        }
      }
      return clients.size;
    },
    state() {
      return {
        sockets: [...clients].map((c) => ({
          account_id: c.viewerId,
          streams: [...c.subs.keys()],
        })),
        refusing_for_ms: Math.max(0, refuseUntil - now()),
        silent_for_ms: Math.max(0, silentUntil - now()),
        disorder: { ...disorder },
      };
    },
    close() {
      for (const client of clients) client.ws.terminate();
      clients.clear();
      wss.close();
    },
  };
}
