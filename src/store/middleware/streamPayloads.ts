import { z } from "zod";
import { emojiReactionSchema } from "../../api/schemas/emojiReaction";
import { idSchema, nonNegativeInt } from "../../api/schemas/utils";

/**
 * Shapes of streaming frames that have no entity schema in `api/schemas`
 * (server-families notes section 5.3). Kept beside the mapper until the
 * schema layer has a streaming module.
 */

/** The outer frame: `event`, an optional `stream` array and a payload. */
export const frameSchema = z.object({
  event: z.string().transform((event) => event.replace(/^pleroma:/, "")),
  stream: z.array(z.string()).catch([]),
  payload: z.unknown().optional(),
});

const followCountsSchema = z.object({
  id: idSchema,
  follower_count: nonNegativeInt.catch(0),
  following_count: nonNegativeInt.catch(0),
});

export const followRelationshipsUpdateSchema = z.object({
  state: z.enum(["follow_pending", "follow_accept", "follow_reject"]),
  follower: followCountsSchema,
  following: followCountsSchema,
});

export const respondSchema = z.object({
  type: z.string(),
  result: z.enum(["success", "ignored", "error"]),
});

/** Mastodon's `announcement.reaction`: the new count of one reaction. */
export const announcementReactionUpdateSchema = z.object({
  announcement_id: idSchema,
  name: z.string().min(1),
  count: nonNegativeInt,
});

/** An `emoji_reaction` frame: one reaction with the status it is on. */
export const streamedReactionSchema = z
  .object({ status_id: idSchema })
  .and(emojiReactionSchema);

/** A payload that is a bare id (`delete`, `announcement.delete`). */
export const idPayloadSchema = idSchema;
