import * as z from "zod/mini";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

/**
 * An antenna (kmyblue): a timeline filled by rules on keywords, domains,
 * hashtags and accounts, each with an exclusion list. Fields as
 * REST::AntennaSerializer sends them (syaku/kmyblue
 * app/serializers/rest/antenna_serializer.rb); `stl` is kmyblue's
 * "social timeline" mode, `insert_feeds` copies matches into `list`.
 */
export const antennaSchema = object({
  id: idSchema,
  title: text,
  stl: flag(),
  insert_feeds: flag(),
  with_media_only: flag(),
  ignore_reblog: flag(),
  accounts_count: countSchema,
  domains_count: countSchema,
  tags_count: countSchema,
  keywords_count: countSchema,
  list: orNull(object({ id: idSchema, title: text })),
});

export type Antenna = z.infer<typeof antennaSchema>;

const names = filteredArray(z.string());

/** GET /api/v1/antennas/:id/keywords. */
export const antennaKeywordsSchema = object({
  keywords: names,
  exclude_keywords: names,
});

/** GET /api/v1/antennas/:id/domains. */
export const antennaDomainsSchema = object({
  domains: names,
  exclude_domains: names,
});

/** GET /api/v1/antennas/:id/tags (names without the #). */
export const antennaTagsSchema = object({
  tags: names,
  exclude_tags: names,
});

export type AntennaKeywords = z.infer<typeof antennaKeywordsSchema>;
export type AntennaDomains = z.infer<typeof antennaDomainsSchema>;
export type AntennaTags = z.infer<typeof antennaTagsSchema>;
