import * as z from "zod/mini";
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
import { object } from "./zodInternals";

/** A reaction to an announcement; a bad count drops it (spec 01 section 5). */
export const announcementReactionSchema = z.pipe(
  object({
    name: z.string().check(z.minLength(1)),
    count: nonNegativeInt,
    me: flag(),
    url: optionalUrl,
    static_url: optionalUrl,
  }),
  z.transform((reaction) => ({
    ...reaction,
    static_url: reaction.static_url ?? reaction.url,
  })),
);

export type AnnouncementReaction = z.infer<typeof announcementReactionSchema>;

/** An instance announcement (Mastodon 3.1+, Pleroma). */
export const announcementSchema = object({
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
  statuses: filteredArray(object({ id: idSchema, url: safeUrl })),
  tags: filteredArray(hashtagSchema),
  emojis: filteredArray(customEmojiSchema),
});

export type Announcement = z.infer<typeof announcementSchema>;
