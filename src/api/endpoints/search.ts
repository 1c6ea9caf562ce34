import type { ApiClient } from "../client";
import { searchResultsSchema, type SearchResults } from "../schemas/search";

/** Search (spec 02 section 7.11): /api/v2/search, paged by offset. */
export type SearchType = "accounts" | "statuses" | "hashtags";

export interface SearchParams {
  q: string;
  /** `groups` where the server has groups (Truth Social-style search). */
  type?: SearchType | "groups";
  offset?: number;
  limit?: number;
  resolve?: boolean;
  /** Only accounts the viewer follows (Mastodon 3.0+; others ignore it). */
  following?: boolean;
}

export function getSearch(
  client: ApiClient,
  { q, type, offset, limit = 20, resolve, following }: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return client.one("GET", "/api/v2/search", searchResultsSchema, {
    query: { q, type, offset, limit, resolve, following },
    signal,
  });
}
