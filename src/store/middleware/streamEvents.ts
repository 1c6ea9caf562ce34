import type * as z from "zod/mini";
import { announcementSchema } from "../../api/schemas/announcement";
import { chatSchema } from "../../api/schemas/chat";
import { conversationSchema } from "../../api/schemas/conversation";
import { markersSchema } from "../../api/schemas/marker";
import { notificationSchema } from "../../api/schemas/notification";
import { statusSchema, type Status } from "../../api/schemas/status";
import {
  followRelationshipsUpdated,
  notificationReceived,
  statusDeleted,
  statusReceived,
  statusUpdated,
} from "../events";
import { normalizeStatus } from "../normalize";
import { normalizeChat } from "../chats/normalize";
import { normalizeConversation } from "../conversations/normalize";
import { normalizeNotification } from "../notifications/normalize";
// The member-only slices these actions are for load with this module (the
// sockets' chunk), so each is in the store before the first frame maps to
// an action for it: a lazy slice not injected yet would drop the action.
import {
  announcementDeleted,
  announcementReactionUpdated,
  announcementReceived,
} from "../announcements/slice";
import { chatUpdated } from "../chats/slice";
import { conversationUpdated } from "../conversations/slice";
import { notificationsMerged } from "../notifications/slice";
import { filtersChanged } from "../filters/slice";
import { markersReceived } from "../markers/slice";
import { reactionUpdated } from "../statuses/slice";
import { streamResponded } from "../streaming/slice";
import {
  profileTimelineKeys,
  streamKeyFromFrame,
  streamKeyToTimelineKey,
} from "../keys";
import {
  announcementReactionUpdateSchema,
  followRelationshipsUpdateSchema,
  frameSchema,
  idPayloadSchema,
  respondSchema,
  streamedReactionSchema,
} from "./streamPayloads";

/**
 * Frame → validated event → domain action (STYLE.md section 7), pure: the
 * socket middleware calls `mapStreamFrame` for every frame, dispatches a
 * dropped-frame count for failures, and batches the actions it returns into
 * one `streaming/batchReceived` per animation frame.
 */

export interface StreamContext {
  /** The signed-in account: its own posts also reach its loaded profile timelines. */
  me: string | null;
  /** The time the frame arrived (ms), carried in actions that record it. */
  now: number;
}

export type AnyDomainAction =
  | ReturnType<typeof statusReceived>
  | ReturnType<typeof statusUpdated>
  | ReturnType<typeof statusDeleted>
  | ReturnType<typeof reactionUpdated>
  | ReturnType<typeof notificationReceived>
  | ReturnType<typeof notificationsMerged>
  | ReturnType<typeof filtersChanged>
  | ReturnType<typeof conversationUpdated>
  | ReturnType<typeof announcementReceived>
  | ReturnType<typeof announcementReactionUpdated>
  | ReturnType<typeof announcementDeleted>
  | ReturnType<typeof chatUpdated>
  | ReturnType<typeof followRelationshipsUpdated>
  | ReturnType<typeof streamResponded>
  | ReturnType<typeof markersReceived>;

export type StreamMapResult =
  { ok: true; action: AnyDomainAction } | { ok: false; reason: string };

type Frame = z.output<typeof frameSchema>;
type Mapper = (
  payload: unknown,
  frame: Frame,
  context: StreamContext,
) => StreamMapResult;

const fail = (reason: string): StreamMapResult => ({ ok: false, reason });
const ok = (action: AnyDomainAction): StreamMapResult => ({ ok: true, action });

/** Entity payloads are JSON inside the JSON frame; some servers send the object itself. */
function inner(payload: unknown): unknown {
  if (typeof payload !== "string") return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `delete` and `announcement.delete` carry the bare id as the payload string
 * (spec 02 section 4). It is never JSON-parsed: an 18-digit Mastodon id would
 * lose precision as a number, and a Pleroma id is not JSON at all.
 */
function idPayload(payload: unknown): unknown {
  if (typeof payload === "number") return String(payload);
  if (typeof payload !== "string") return payload;
  // A server that JSON-encodes the id string sends it quoted.
  return /^".*"$/.test(payload) ? payload.slice(1, -1) : payload;
}

function parsed<S extends z.ZodMiniType>(
  schema: S,
  payload: unknown,
  event: string,
  then: (value: z.output<S>) => AnyDomainAction,
): StreamMapResult {
  const result = schema.safeParse(inner(payload));
  return result.success
    ? ok(then(result.data))
    : fail(`invalid ${event} payload`);
}

function parsedId(
  payload: unknown,
  event: string,
  then: (id: string) => AnyDomainAction,
): StreamMapResult {
  const result = idPayloadSchema.safeParse(idPayload(payload));
  return result.success
    ? ok(then(result.data))
    : fail(`invalid ${event} payload`);
}

/** The viewer's own profile timelines that a new post of theirs belongs in. */
function ownTimelines(status: Status, context: StreamContext): string[] {
  if (context.me === null || status.account.id !== context.me) return [];
  return profileTimelineKeys(status);
}

const mapUpdate: Mapper = (payload, frame, context) =>
  parsed(statusSchema, payload, "update", (status) => {
    const stream = streamKeyFromFrame(frame.stream);
    const timeline = streamKeyToTimelineKey(stream);
    const fromUser = stream === "user";
    return statusReceived({
      ...normalizeStatus(status),
      id: status.id,
      timelines: timeline ? [timeline] : [],
      ifLoaded: fromUser ? ownTimelines(status, context) : [],
    });
  });

const MAPPERS: Readonly<Record<string, Mapper>> = {
  update: mapUpdate,
  "status.update": (payload) =>
    parsed(statusSchema, payload, "status.update", (status) =>
      statusUpdated({ ...normalizeStatus(status), id: status.id }),
    ),
  delete: (payload) =>
    parsedId(payload, "delete", (id) => statusDeleted({ id })),
  "announcement.delete": (payload) =>
    parsedId(payload, "announcement.delete", (id) =>
      announcementDeleted({ id }),
    ),
  notification: (payload) =>
    parsed(notificationSchema, payload, "notification", (n) =>
      notificationReceived({ ...normalizeNotification(n), id: n.id }),
    ),
  filters_changed: (_payload, _frame, context) =>
    ok(filtersChanged({ at: context.now })),
  conversation: (payload) =>
    parsed(conversationSchema, payload, "conversation", (c) =>
      conversationUpdated({ ...normalizeConversation(c), id: c.id }),
    ),
  announcement: (payload) =>
    parsed(announcementSchema, payload, "announcement", announcementReceived),
  "announcement.reaction": (payload) =>
    parsed(
      announcementReactionUpdateSchema,
      payload,
      "announcement.reaction",
      announcementReactionUpdated,
    ),
  chat_update: (payload) =>
    parsed(chatSchema, payload, "chat_update", (chat) =>
      chatUpdated({ ...normalizeChat(chat), id: chat.id }),
    ),
  follow_relationships_update: (payload, _frame, context) =>
    parsed(
      followRelationshipsUpdateSchema,
      payload,
      "follow_relationships_update",
      (update) =>
        followRelationshipsUpdated({ ...update, viewerId: context.me }),
    ),
  respond: (payload) =>
    parsed(respondSchema, payload, "respond", streamResponded),
  marker: (payload) =>
    parsed(markersSchema, payload, "marker", markersReceived),
  notifications_merged: () => ok(notificationsMerged()),
  emoji_reaction: mapEmojiReaction,
};

/** Some servers send the reacted-to status whole, others one reaction with its status id. */
function mapEmojiReaction(payload: unknown): StreamMapResult {
  const value = inner(payload);
  const status = statusSchema.safeParse(value);
  if (status.success) {
    return ok(
      statusUpdated({ ...normalizeStatus(status.data), id: status.data.id }),
    );
  }
  return parsed(streamedReactionSchema, value, "emoji_reaction", (r) =>
    reactionUpdated({
      status_id: r.status_id,
      // `me` is not trusted from a broadcast frame: the held value is kept.
      reaction: {
        name: r.name,
        count: r.count,
        url: r.url,
        static_url: r.static_url,
      },
    }),
  );
}

/** Maps one raw frame; never throws. */
export function mapStreamFrame(
  raw: string,
  context: StreamContext,
): StreamMapResult {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail("frame is not JSON");
  }
  const frame = frameSchema.safeParse(json);
  if (!frame.success) return fail("frame without an event");
  // An own key only: a frame named "constructor" or "toString" must not
  // reach the methods every object inherits.
  const mapper = Object.hasOwn(MAPPERS, frame.data.event)
    ? MAPPERS[frame.data.event]
    : undefined;
  if (!mapper) return fail(`unknown event ${frame.data.event}`);
  try {
    return mapper(frame.data.payload, frame.data, context);
  } catch (error) {
    return fail(
      `${frame.data.event}: ${error instanceof Error ? error.message : "error"}`,
    );
  }
}
