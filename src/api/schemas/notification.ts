import * as z from "zod/mini";
import { accountSchema } from "./account";
import { accountWarningSchema } from "./accountWarning";
import { chatMessageSchema } from "./chat";
import {
  liftNotificationFields,
  STATUS_NOTIFICATION_TYPES,
} from "./notificationType";
import { relationshipSeveranceEventSchema } from "./relationshipSeveranceEvent";
import { reportSchema } from "./report";
import { statusSchema } from "./status";
import {
  dateTime,
  flag,
  idSchema,
  isRecord,
  optionalText,
  optionalUrl,
  orNull,
} from "./utils";
import { object } from "./zodInternals";

/** A notification without a server group key is a group of its own. */
function withGroupKey(raw: unknown): unknown {
  const lifted = liftNotificationFields(raw);
  if (!isRecord(lifted) || lifted.group_key !== undefined) return lifted;
  const { id } = lifted;
  const hasId = typeof id === "string" || typeof id === "number";
  return hasId ? { ...lifted, group_key: `ungrouped-${String(id)}` } : lifted;
}

/**
 * Fields of every notification. `is_seen` is null where the server does not
 * say (Mastodon: read state comes from the notifications marker).
 */
const base = {
  id: idSchema,
  created_at: dateTime,
  account: accountSchema,
  group_key: z.string().check(z.minLength(1)),
  is_muted: flag(),
  is_seen: orNull(z.boolean()),
};

const notificationUnionSchema = z.discriminatedUnion("type", [
  object({
    ...base,
    type: z.enum(["follow", "follow_request", "admin.sign_up"]),
  }),
  object({
    ...base,
    type: z.literal("mention"),
    status: statusSchema,
    subtype: orNull(z.enum(["reply", "status"])),
  }),
  object({
    ...base,
    type: z.enum(STATUS_NOTIFICATION_TYPES),
    status: statusSchema,
  }),
  object({ ...base, type: z.literal("admin.report"), report: reportSchema }),
  object({
    ...base,
    type: z.literal("severed_relationships"),
    event: relationshipSeveranceEventSchema,
  }),
  object({
    ...base,
    type: z.literal("moderation_warning"),
    moderation_warning: accountWarningSchema,
  }),
  object({ ...base, type: z.literal("move"), target: accountSchema }),
  object({
    ...base,
    type: z.literal("emoji_reaction"),
    emoji: z.string().check(z.minLength(1)),
    emoji_url: optionalUrl,
    status: statusSchema,
  }),
  object({
    ...base,
    type: z.literal("chat_mention"),
    chat_message: chatMessageSchema,
  }),
  object({
    ...base,
    type: z.enum(["participation_accepted", "participation_request"]),
    status: statusSchema,
    participation_message: optionalText,
  }),
  object({ ...base, type: z.literal("bite"), status: orNull(statusSchema) }),
]);

/**
 * A notification (spec 01 "Notification"), discriminated by its normalised
 * type. An unknown type, or a missing payload the type requires (the status
 * of a favourite, the target of a move), fails, so lists drop it.
 */
export const notificationSchema = z.pipe(
  z.transform(withGroupKey),
  notificationUnionSchema,
);

export type Notification = z.infer<typeof notificationSchema>;
