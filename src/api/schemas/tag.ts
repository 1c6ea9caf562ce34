import * as z from "zod/mini";
import {
  countSchema,
  countValue,
  filteredArray,
  flag,
  hashtagNameSchema,
  nonNegativeInt,
  orNull,
  urlOrEmpty,
} from "./utils";
import { object } from "./zodInternals";

/**
 * One day of hashtag or link use. Mastodon sends the three numbers as strings,
 * other servers as numbers; both come out as numbers.
 */
export const tagHistorySchema = object({
  day: countValue,
  accounts: countValue,
  uses: countValue,
});

export type TagHistory = z.infer<typeof tagHistorySchema>;

/** A hashtag (spec 01 "Hashtag"), as statuses, search and trends carry it. */
export const hashtagSchema = object({
  name: hashtagNameSchema,
  url: urlOrEmpty,
  history: filteredArray(tagHistorySchema),
  following: flag(),
  total: orNull(nonNegativeInt),
});

export type Hashtag = z.infer<typeof hashtagSchema>;

/** An entry of a topic list; entries without a usable name are dropped. */
export const hashtagTopicSchema = z.pipe(
  object({
    name: hashtagNameSchema,
    preferred_name: orNull(hashtagNameSchema),
    use_count: countSchema,
  }),
  z.transform((topic) => ({
    ...topic,
    preferred_name: topic.preferred_name ?? topic.name,
  })),
);

export type HashtagTopic = z.infer<typeof hashtagTopicSchema>;
