import * as z from "zod/mini";
import { accountSchema } from "./schemas/account";
import { filteredArray, isRecord, text } from "./schemas/utils";
import { object } from "./schemas/zodInternals";

/**
 * The shoutbox (gate `shoutbox`, Pleroma's `shout` feature): the instance's
 * public chat over its own Phoenix-channels WebSocket (spec 02 section 7.9).
 * Pleroma's UserSocket at /socket/websocket takes the `chat_token` of
 * verify_credentials (`pleroma.chat_token`); its ChatChannel
 * (lib/pleroma/web/chat_channel.ex) answers a join of `chat:public` with the
 * recent `messages` and broadcasts every `new_msg` as {id, text, author}.
 *
 * Frames are Phoenix's JSON serializer version 2 (`vsn=2.0.0`): arrays of
 * [join_ref, ref, topic, event, payload]. These functions only encode and
 * decode them; the socket, its refs and the 5-second heartbeat timer belong
 * to the streaming middleware.
 */

export const SHOUTBOX_TOPIC = "chat:public";
/** Phoenix closes a socket that sends nothing for 60 s; clients beat every 5 s. */
export const SHOUTBOX_HEARTBEAT_MS = 5000;

/** ws(s)://<server>/socket/websocket?token=…&vsn=2.0.0 for an http(s) base URL. */
export function shoutboxSocketUrl(baseUrl: string, chatToken: string): string {
  const url = new URL("/socket/websocket", baseUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("token", chatToken);
  url.searchParams.set("vsn", "2.0.0");
  return url.toString();
}

type Frame = [string | null, string | null, string, string, unknown];

const encode = (frame: Frame) => JSON.stringify(frame);

/** Joins the public channel; `ref` becomes the join ref of later messages. */
export const joinFrame = (ref: string) =>
  encode([ref, ref, SHOUTBOX_TOPIC, "phx_join", {}]);

export const leaveFrame = (joinRef: string, ref: string) =>
  encode([joinRef, ref, SHOUTBOX_TOPIC, "phx_leave", {}]);

/** The keep-alive Phoenix expects on its own `phoenix` topic. */
export const heartbeatFrame = (ref: string) =>
  encode([null, ref, "phoenix", "heartbeat", {}]);

/** Says something in the shoutbox; Pleroma ignores blank text. */
export const messageFrame = (joinRef: string, ref: string, text: string) =>
  encode([joinRef, ref, SHOUTBOX_TOPIC, "new_msg", { text }]);

/** A shoutbox message (spec 02 section 3: the id is a number). */
export const shoutboxMessageSchema = object({
  id: z.number(),
  text,
  author: accountSchema,
});

export type ShoutboxMessage = z.infer<typeof shoutboxMessageSchema>;

const historySchema = object({
  messages: filteredArray(shoutboxMessageSchema),
});

const frameSchema = z.tuple([
  z.nullable(z.string()),
  z.nullable(z.string()),
  z.string(),
  z.string(),
  z.unknown(),
]);

const replySchema = object({
  status: z.string(),
  response: z.optional(z.unknown()),
});

/** What an incoming frame means for the shoutbox. */
export type ShoutboxEvent =
  /** The recent messages, sent once the join succeeds (oldest first). */
  | { kind: "messages"; messages: ShoutboxMessage[] }
  /** A new message from anyone, the member's own included. */
  | { kind: "message"; message: ShoutboxMessage }
  /** The answer to a join, message or heartbeat with that ref. */
  | { kind: "reply"; ref: string | null; topic: string; ok: boolean }
  /** The channel failed or was closed by the server: join again. */
  | { kind: "closed"; topic: string };

/**
 * Reads one text frame. A frame that is not JSON, not a Phoenix array, or
 * whose payload has the wrong shape, and events the shoutbox has no use
 * for, give null (the caller counts and drops them).
 */
export function decodeShoutboxFrame(data: string): ShoutboxEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data) as unknown;
  } catch {
    return null;
  }
  const frame = frameSchema.safeParse(json);
  if (!frame.success) return null;
  const [, ref, topic, event, payload] = frame.data;
  switch (event) {
    case "phx_reply": {
      const reply = replySchema.safeParse(payload);
      return reply.success
        ? { kind: "reply", ref, topic, ok: reply.data.status === "ok" }
        : null;
    }
    case "phx_error":
    case "phx_close":
      return { kind: "closed", topic };
    case "messages": {
      if (topic !== SHOUTBOX_TOPIC) return null;
      // The history must be a list; its malformed messages are dropped one by one.
      const history = historySchema.safeParse(payload);
      if (
        !history.success ||
        !isRecord(payload) ||
        !Array.isArray(payload.messages)
      )
        return null;
      return { kind: "messages", messages: history.data.messages };
    }
    case "new_msg": {
      if (topic !== SHOUTBOX_TOPIC) return null;
      const message = shoutboxMessageSchema.safeParse(payload);
      return message.success
        ? { kind: "message", message: message.data }
        : null;
    }
    default:
      return null;
  }
}
