import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import { entitiesEvicted } from "../entities";
import { sessionEnded } from "../events";
import { loadAnswered, loadFailed, loadStarted } from "../loadState";
import { settleTakenOut, takeOut } from "../pagedList";
import { combinedReducer } from "../rootReducer";
import {
  initialDiscoveryState,
  noSuggestions,
  offsetList,
  type OffsetList,
} from "./state";
import type {
  dismissSuggestion as DismissSuggestionThunk,
  fetchSuggestions as FetchSuggestionsThunk,
  fetchTrendingLinks as FetchTrendingLinksThunk,
  fetchTrendingStatuses as FetchTrendingStatusesThunk,
  fetchTrendingTags as FetchTrendingTagsThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchTrendingTags = thunkActions<typeof FetchTrendingTagsThunk>(
  "discovery/fetchTrendingTags",
);
const fetchTrendingStatuses = thunkActions<typeof FetchTrendingStatusesThunk>(
  "discovery/fetchTrendingStatuses",
);
const fetchTrendingLinks = thunkActions<typeof FetchTrendingLinksThunk>(
  "discovery/fetchTrendingLinks",
);
const fetchSuggestions = thunkActions<typeof FetchSuggestionsThunk>(
  "discovery/fetchSuggestions",
);
const dismissSuggestion = thunkActions<typeof DismissSuggestionThunk>(
  "discovery/dismissSuggestion",
);

interface PagePayload {
  more: boolean;
  nextOffset: number | null;
  fetchedAt: number;
}

/**
 * The list with a page absorbed, or null when the page is not the awaited
 * one. A first page replaces the list; a further one adds what the list
 * lacks, and a page that adds nothing ends the list: some servers (Pixelfed's
 * daily trends) answer every offset with the same posts.
 */
function merged<I>(
  list: OffsetList,
  requestId: string,
  held: I[],
  page: I[],
  keyOf: (item: I) => string,
  { more, nextOffset, fetchedAt }: PagePayload,
): I[] | null {
  if (!loadAnswered(list, requestId, fetchedAt)) return null;
  const kept = more ? held : [];
  const keys = new Set(kept.map(keyOf));
  const added = page.filter((item) => !keys.has(keyOf(item)));
  list.nextOffset = more && added.length === 0 ? null : nextOffset;
  return [...kept, ...added];
}

const discoverySlice = createSlice({
  name: "discovery",
  initialState: initialDiscoveryState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTrendingTags.pending, (state, action) => {
        loadStarted(state.tags, action.meta.requestId);
      })
      .addCase(fetchTrendingTags.fulfilled, (state, action) => {
        const list = state.tags;
        const { tags } = action.payload;
        const key = (tag: (typeof tags)[number]) => tag.name.toLowerCase();
        const items = merged(
          list,
          action.meta.requestId,
          list.items,
          tags,
          key,
          action.payload,
        );
        if (items) list.items = items;
      })
      .addCase(fetchTrendingTags.rejected, (state, action) => {
        loadFailed(state.tags, action);
      })
      .addCase(fetchTrendingStatuses.pending, (state, action) => {
        loadStarted(state.statuses, action.meta.requestId);
      })
      .addCase(fetchTrendingStatuses.fulfilled, (state, action) => {
        const list = state.statuses;
        const ids = merged(
          list,
          action.meta.requestId,
          list.ids,
          action.payload.result,
          (id) => id,
          action.payload,
        );
        if (ids) list.ids = ids;
      })
      .addCase(fetchTrendingStatuses.rejected, (state, action) => {
        loadFailed(state.statuses, action);
      })
      .addCase(fetchTrendingLinks.pending, (state, action) => {
        loadStarted(state.links, action.meta.requestId);
      })
      .addCase(fetchTrendingLinks.fulfilled, (state, action) => {
        const list = state.links;
        const items = merged(
          list,
          action.meta.requestId,
          list.items,
          action.payload.links,
          (link) => link.url,
          action.payload,
        );
        if (items) list.items = items;
      })
      .addCase(fetchTrendingLinks.rejected, (state, action) => {
        loadFailed(state.links, action);
      })
      .addCase(fetchSuggestions.pending, (state, action) => {
        loadStarted(state.suggestions, action.meta.requestId);
      })
      .addCase(fetchSuggestions.fulfilled, (state, action) => {
        const held = state.suggestions;
        const { result, fetchedAt } = action.payload;
        if (!loadAnswered(held, action.meta.requestId, fetchedAt)) return;
        held.ids = result;
      })
      .addCase(fetchSuggestions.rejected, (state, action) => {
        loadFailed(state.suggestions, action);
      })
      .addCase(dismissSuggestion.pending, (state, action) => {
        const held = state.suggestions;
        const { accountId } = action.meta.arg;
        takeOut(
          held.ids,
          held.dismissing,
          action.meta.requestId,
          (id) => id === accountId,
        );
      })
      .addCase(entitiesEvicted, (state, action) => {
        // A list that lost what it shows is fetched again when next shown.
        const statuses = new Set(action.payload.statuses);
        const list = state.statuses;
        if (list.loading === null && list.ids.some((id) => statuses.has(id)))
          state.statuses = { ...offsetList(), ids: [] };
        const accounts = new Set(action.payload.accounts);
        const held = state.suggestions;
        if (held.loading === null && held.ids.some((id) => accounts.has(id)))
          state.suggestions = noSuggestions();
      })
      .addCase(sessionEnded, () => initialDiscoveryState)
      .addMatcher(
        isAnyOf(dismissSuggestion.fulfilled, dismissSuggestion.rejected),
        (state, action) => {
          const held = state.suggestions;
          settleTakenOut(
            held.ids,
            held.dismissing,
            action.meta.requestId,
            dismissSuggestion.rejected.match(action),
            (id) => id,
          );
        },
      );
  },
});

declare module "../rootReducer" {
  // Module augmentation: the slice joins the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof discoverySlice> {}
}

/** The explore screen's slice, joining the store with its code. */
export const injectedDiscovery = discoverySlice.injectInto(combinedReducer);
