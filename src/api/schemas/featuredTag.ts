import * as z from "zod/mini";
import {
  countSchema,
  hashtagNameSchema,
  idSchema,
  optionalDateOrDateTime,
  urlOrEmpty,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A hashtag featured on a profile (Mastodon 3.0+). Mastodon sends the count as
 * a string and `last_status_at` as a date.
 */
export const featuredTagSchema = object({
  id: idSchema,
  name: hashtagNameSchema,
  url: urlOrEmpty,
  statuses_count: countSchema,
  last_status_at: optionalDateOrDateTime,
});

export type FeaturedTag = z.infer<typeof featuredTagSchema>;
