import * as z from "zod/mini";
import { isRecord } from "./utils";

/** Every notification type of spec 01 "Notification", after normalisation. */
export const NOTIFICATION_TYPES = [
  "follow",
  "follow_request",
  "admin.sign_up",
  "mention",
  "status",
  "reblog",
  "favourite",
  "poll",
  "update",
  "event_reminder",
  "admin.report",
  "severed_relationships",
  "moderation_warning",
  "move",
  "emoji_reaction",
  "chat_mention",
  "participation_accepted",
  "participation_request",
  "bite",
  // Mastodon 4.5: someone quoted your post / a post you quoted was edited.
  "quote",
  "quoted_update",
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types whose notification must carry the status it is about. */
export const STATUS_NOTIFICATION_TYPES = [
  "status",
  "reblog",
  "favourite",
  "poll",
  "update",
  "event_reminder",
  "quote",
  "quoted_update",
] as const;

/**
 * Pleroma prefixes its own types (`pleroma:emoji_reaction`,
 * `pleroma:chat_mention`) and names reports `pleroma:report`; some servers say
 * `reaction` for an emoji reaction (server-families notes section 4).
 */
export function normaliseNotificationType(type: string): string {
  if (type === "pleroma:report") return "admin.report";
  if (type === "reaction") return "emoji_reaction";
  return type.replace(/^pleroma:/, "");
}

/** A known type after normalisation; unknown types fail, so lists drop them. */
export const notificationTypeSchema = z.pipe(
  z.pipe(z.string(), z.transform(normaliseNotificationType)),
  z.enum(NOTIFICATION_TYPES),
);

/**
 * Normalises the type and lifts Pleroma's `pleroma.is_muted` / `pleroma.is_seen`
 * to the top level, for single notifications and notification groups alike.
 */
export function liftNotificationFields(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const pleroma = isRecord(raw.pleroma) ? raw.pleroma : {};
  return {
    ...raw,
    type:
      typeof raw.type === "string"
        ? normaliseNotificationType(raw.type)
        : raw.type,
    is_muted: raw.is_muted ?? pleroma.is_muted,
    is_seen: raw.is_seen ?? pleroma.is_seen,
  };
}
