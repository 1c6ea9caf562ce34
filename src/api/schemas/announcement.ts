import { z } from "zod";
import { customEmojiSchema } from "./emoji";
import { mentionSchema } from "./mention";
import { hashtagSchema } from "./tag";
import {
  filteredArray,
  flag,
  idSchema,
  nonNegativeInt,
  optionalDateTime,
  optionalUrl,
  safeUrl,
  text,
} from "./utils";

/** A reaction to an announcement; a bad count drops it (spec 01 section 5). */
export const announcementReactionSchema = z
  .object({
    name: z.string().min(1),
    count: nonNegativeInt,
    me: flag(),
    url: optionalUrl,
    static_url: optionalUrl,
  })
  .transform((reaction) => ({
    ...reaction,
    static_url: reaction.static_url ?? reaction.url,
  }));

export type AnnouncementReaction = z.infer<typeof announcementReactionSchema>;

/** An instance announcement (Mastodon 3.1+, Pleroma). */
export const announcementSchema = z.object({
  id: idSchema,
  content: text,
  starts_at: optionalDateTime,
  ends_at: optionalDateTime,
  all_day: flag(),
  published_at: optionalDateTime,
  updated_at: optionalDateTime,
  read: flag(),
  reactions: filteredArray(announcementReactionSchema),
  mentions: filteredArray(mentionSchema),
  statuses: filteredArray(z.object({ id: idSchema, url: safeUrl })),
  tags: filteredArray(hashtagSchema),
  emojis: filteredArray(customEmojiSchema),
});

export type Announcement = z.infer<typeof announcementSchema>;
