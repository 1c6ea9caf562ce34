import * as z from "zod/mini";
import { accountSchema } from "./account";
import { tagHistorySchema } from "./tag";
import {
  blurhashSchema,
  filteredArray,
  nonNegativeInt,
  optionalDateTime,
  optionalUrl,
  orNull,
  safeUrl,
  text,
  urlOrEmpty,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** A credited author of a linked page (Mastodon 4.3+). */
export const previewCardAuthorSchema = object({
  name: text,
  url: urlOrEmpty,
  account: orNull(accountSchema),
});

export type PreviewCardAuthor = z.infer<typeof previewCardAuthorSchema>;

/**
 * A link preview (spec 01 "Link card"), also a trending link. A card without a
 * usable URL is invalid; an unknown type is shown as a plain link.
 */
export const previewCardSchema = object({
  url: safeUrl,
  title: text,
  description: text,
  type: withFallback(z.enum(["link", "photo", "video", "rich"]), "link"),
  author_name: text,
  author_url: urlOrEmpty,
  provider_name: text,
  provider_url: urlOrEmpty,
  html: text,
  width: withFallback(nonNegativeInt, 0),
  height: withFallback(nonNegativeInt, 0),
  image: optionalUrl,
  image_description: text,
  embed_url: urlOrEmpty,
  blurhash: orNull(blurhashSchema),
  published_at: optionalDateTime,
  authors: filteredArray(previewCardAuthorSchema),
  history: filteredArray(tagHistorySchema),
});

export type PreviewCard = z.infer<typeof previewCardSchema>;
