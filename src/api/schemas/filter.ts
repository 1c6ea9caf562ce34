import * as z from "zod/mini";
import {
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

export const FILTER_CONTEXTS = [
  "home",
  "notifications",
  "public",
  "thread",
  "account",
] as const;

/** Where a filter applies; unknown contexts are dropped. */
const filterContextSchema = filteredArray(z.enum(FILTER_CONTEXTS));

/** What a matching filter does; unknown actions warn (spec 01 section 4). */
export const filterActionSchema = withFallback(
  z.enum(["warn", "hide", "blur"]),
  "warn",
);

export type FilterAction = z.infer<typeof filterActionSchema>;

export const filterKeywordSchema = object({
  id: orNull(idSchema),
  keyword: z.string().check(z.minLength(1)),
  whole_word: flag(),
});

export type FilterKeyword = z.infer<typeof filterKeywordSchema>;

export const filterStatusSchema = object({
  id: orNull(idSchema),
  status_id: idSchema,
});

export type FilterStatus = z.infer<typeof filterStatusSchema>;

/** A server-side filter (Mastodon 4.0+ `/api/v2/filters`). */
export const filterSchema = object({
  id: idSchema,
  title: text,
  context: filterContextSchema,
  expires_at: optionalDateTime,
  filter_action: filterActionSchema,
  keywords: filteredArray(filterKeywordSchema),
  statuses: filteredArray(filterStatusSchema),
});

export type Filter = z.infer<typeof filterSchema>;

const filterV1ObjectSchema = object({
  id: idSchema,
  phrase: z.string().check(z.minLength(1)),
  context: filterContextSchema,
  whole_word: flag(true),
  expires_at: optionalDateTime,
  irreversible: flag(),
});

function v1ToFilter(filter: z.output<typeof filterV1ObjectSchema>) {
  const filterAction: FilterAction = filter.irreversible ? "hide" : "warn";
  const keyword: FilterKeyword = {
    id: null,
    keyword: filter.phrase,
    whole_word: filter.whole_word,
  };
  const statuses: FilterStatus[] = [];
  return {
    ...filter,
    title: filter.phrase,
    filter_action: filterAction,
    keywords: [keyword],
    statuses,
  };
}

/**
 * A legacy filter (`/api/v1/filters`), normalised to the server-side shape so
 * screens handle one kind: its phrase becomes the title and single keyword,
 * and `irreversible` becomes the hide action, else warn (spec 01 section 4).
 */
export const filterV1Schema = z.pipe(
  filterV1ObjectSchema,
  z.transform(v1ToFilter),
);

export type FilterV1 = z.infer<typeof filterV1Schema>;

/** Why a status matched a filter (`status.filtered`, Mastodon 4.0+). */
export const filterResultSchema = object({
  filter: filterSchema,
  keyword_matches: filteredArray(z.string()),
  status_matches: filteredArray(idSchema),
});

export type FilterResult = z.infer<typeof filterResultSchema>;
