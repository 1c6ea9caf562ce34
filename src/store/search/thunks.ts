import { getSearch, type SearchType } from "../../api/endpoints/search";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { normalizeSearchResults } from "../normalize";

export const SEARCH_PAGE_SIZE = 20;

function loadedCount(state: RootState, type: SearchType): number {
  const { results } = state.search;
  return type === "hashtags" ? results.hashtags.length : results[type].length;
}

/**
 * Search (spec 02 section 7.11). Runs only for a non-empty trimmed query;
 * with `more`, the next page of one type starts after the items loaded.
 * `pageSize` is the limit asked for: a type whose page came back shorter
 * has no more.
 */
export const fetchSearch = createAppAsyncThunk(
  "search/fetch",
  async (
    { q, type, more = false }: { q: string; type?: SearchType; more?: boolean },
    { extra, getState, signal },
  ) => {
    const query = q.trim();
    const offset = more && type ? loadedCount(getState(), type) : 0;
    const results = await getSearch(
      extra.client,
      { q: query, type, offset, limit: SEARCH_PAGE_SIZE, resolve: !more },
      signal,
    );
    const { result, entities } = normalizeSearchResults(results);
    return {
      query,
      type: type ?? null,
      more,
      result: { ...result, hashtags: results.hashtags },
      pageSize: SEARCH_PAGE_SIZE,
      entities,
      fetchedAt: Date.now(),
    };
  },
  {
    // The results say a failed search in place; a further page has only
    // the toast to say so.
    silent: (_failure, { more }) => !more,
    condition: ({ q, type, more = false }, { getState }) => {
      if (q.trim() === "") return false;
      const { search } = getState();
      if (more) return type !== undefined && search.hasMore[type];
      return !(search.query === q.trim() && search.type === (type ?? null));
    },
  },
);
