import * as z from "zod/mini";
import { emojiReactionSchema } from "../../api/schemas/emojiReaction";
import { idSchema, nonNegativeInt } from "../../api/schemas/utils";
import { object } from "../../api/schemas/zodInternals";

/**
 * Shapes of streaming frames that have no entity schema in `api/schemas`
 * (server-families notes section 5.3). Kept beside the mapper until the
 * schema layer has a streaming module.
 */

/** The outer frame: `event`, an optional `stream` array and a payload. */
export const frameSchema = object({
  event: z.pipe(
    z.string(),
    z.transform((event) => event.replace(/^pleroma:/, "")),
  ),
  stream: z.catch(z.array(z.string()), []),
  payload: z.optional(z.unknown()),
});

const followCountsSchema = object({
  id: idSchema,
  follower_count: z.catch(nonNegativeInt, 0),
  following_count: z.catch(nonNegativeInt, 0),
});

export const followRelationshipsUpdateSchema = object({
  state: z.enum(["follow_pending", "follow_accept", "follow_reject"]),
  follower: followCountsSchema,
  following: followCountsSchema,
});

export const respondSchema = object({
  type: z.string(),
  result: z.enum(["success", "ignored", "error"]),
});

/** Mastodon's `announcement.reaction`: the new count of one reaction. */
export const announcementReactionUpdateSchema = object({
  announcement_id: idSchema,
  name: z.string().check(z.minLength(1)),
  count: nonNegativeInt,
});

/** An `emoji_reaction` frame: one reaction with the status it is on. */
export const streamedReactionSchema = z.intersection(
  object({ status_id: idSchema }),
  emojiReactionSchema,
);

/** A payload that is a bare id (`delete`, `announcement.delete`). */
export const idPayloadSchema = idSchema;
