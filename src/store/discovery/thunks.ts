import type { OffsetPage } from "../../api/client";
import {
  deleteSuggestion,
  getSuggestions,
} from "../../api/endpoints/suggestions";
import {
  getTrendingLinks,
  getTrendingStatuses,
  getTrendingTags,
} from "../../api/endpoints/trends";
import type { FeatureName } from "../../api/features";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../rootReducer";
import { normalizeAccounts, normalizeStatuses } from "../normalize";
import { readDiscovery } from "./state";

/** The three trend lists, each at its own path and behind its own gate. */
export type TrendKind = "tags" | "statuses" | "links";

export interface TrendArg {
  /** The next page, after what is loaded; without it the first page. */
  more?: boolean;
}

const FEATURES: Record<TrendKind, FeatureName> = {
  tags: "trends",
  statuses: "trendingStatuses",
  links: "trendingLinks",
};

/** Where the next page of a trend list starts (0 for the first). */
const offsetOf = (state: RootState, kind: TrendKind, more: boolean) =>
  more ? (readDiscovery(state)[kind].nextOffset ?? 0) : 0;

/** The page's paging, with its offset and when it left the server. */
const paged = <T>(page: OffsetPage<T>, more: boolean) => ({
  more,
  nextOffset: page.nextOffset,
  fetchedAt: Date.now(),
});

/**
 * Skipped without the feature, for the first page while it is fresh, and for
 * `more` while a page is on its way or at the end of the list.
 */
const trendCondition =
  (kind: TrendKind) =>
  (arg: TrendArg | undefined, { getState }: { getState: () => RootState }) => {
    const state = getState();
    const list = readDiscovery(state)[kind];
    if (!state.instance.features[FEATURES[kind]]) return false;
    return arg?.more
      ? list.loading === null && list.nextOffset !== null
      : !isFresh(list.fetchedAt, Date.now());
  };

/** Trending hashtags with their week of use. Failures are said in place. */
export const fetchTrendingTags = createAppAsyncThunk(
  "discovery/fetchTrendingTags",
  async (arg: TrendArg | undefined, thunk) => {
    const more = arg?.more ?? false;
    const state = thunk.getState();
    const page = await getTrendingTags(
      thunk.extra.client,
      state.instance.server,
      { offset: offsetOf(state, "tags", more) },
      thunk.signal,
    );
    return { ...paged(page, more), tags: page.items };
  },
  {
    optional: "trends",
    condition: trendCondition("tags"),
  },
);

/** Trending posts. */
export const fetchTrendingStatuses = createAppAsyncThunk(
  "discovery/fetchTrendingStatuses",
  async (arg: TrendArg | undefined, thunk) => {
    const more = arg?.more ?? false;
    const state = thunk.getState();
    const page = await getTrendingStatuses(
      thunk.extra.client,
      state.instance.server,
      { offset: offsetOf(state, "statuses", more) },
      thunk.signal,
    );
    return { ...paged(page, more), ...normalizeStatuses(page.items) };
  },
  {
    optional: "trendingStatuses",
    condition: trendCondition("statuses"),
  },
);

/** Trending links: preview cards with their week of shares. */
export const fetchTrendingLinks = createAppAsyncThunk(
  "discovery/fetchTrendingLinks",
  async (arg: TrendArg | undefined, thunk) => {
    const more = arg?.more ?? false;
    const state = thunk.getState();
    const page = await getTrendingLinks(
      thunk.extra.client,
      { offset: offsetOf(state, "links", more) },
      thunk.signal,
    );
    return { ...paged(page, more), links: page.items };
  },
  {
    optional: "trendingLinks",
    condition: trendCondition("links"),
  },
);

/** How many suggestions are asked for. */
const SUGGESTIONS = 20;

/** Accounts the server suggests following. */
export const fetchSuggestions = createAppAsyncThunk(
  "discovery/fetchSuggestions",
  async (_arg: undefined, thunk) => {
    const page = await getSuggestions(
      thunk.extra.client,
      thunk.getState().instance.server,
      SUGGESTIONS,
      thunk.signal,
    );
    return {
      ...normalizeAccounts(page.items.map((s) => s.account)),
      fetchedAt: Date.now(),
    };
  },
  {
    optional: "suggestions",
    condition: (_arg, { getState }) => {
      const state = getState();
      const held = readDiscovery(state).suggestions;
      return (
        state.session.accessToken !== null &&
        state.instance.features.suggestions &&
        !isFresh(held.fetchedAt, Date.now())
      );
    },
  },
);

/**
 * Stops suggesting an account (where `suggestionsDismiss`): it leaves the
 * list at once and comes back where it was should the server refuse.
 */
export const dismissSuggestion = createAppAsyncThunk(
  "discovery/dismissSuggestion",
  async ({ accountId }: { accountId: string }, thunk) => {
    await deleteSuggestion(thunk.extra.client, accountId);
    return { accountId };
  },
);
