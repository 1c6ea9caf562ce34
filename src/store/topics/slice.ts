import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import type { HashtagTopic } from "../../api/schemas/tag";
import { topicsKey } from "./keys";
import type { fetchTopics as FetchTopicsThunk } from "./thunks";
import { thunkActions } from "../thunkActions";
import type { ThunkFailure } from "../hooks";

const fetchTopics = thunkActions<typeof FetchTopicsThunk>("topics/fetch");

/** Hashtag topic lists by `topicsKey` (an account id or `global`). */
export interface TopicList {
  items: HashtagTopic[];
  isLoading: boolean;
  /** Why the latest request failed, said in place by the panel. */
  error: ThunkFailure | null;
  fetchedAt: number | null;
}

export type TopicsState = Record<string, TopicList>;

const initialState: TopicsState = {};

function ensure(state: TopicsState, key: string): TopicList {
  const existing = state[key];
  if (existing) return existing;
  const created: TopicList = {
    items: [],
    isLoading: false,
    error: null,
    fetchedAt: null,
  };
  state[key] = created;
  return created;
}

const topicsSlice = createSlice({
  name: "topics",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTopics.pending, (state, action) => {
        ensure(state, topicsKey(action.meta.arg?.accountId ?? null)).isLoading =
          true;
      })
      .addCase(fetchTopics.fulfilled, (state, action) => {
        const list = ensure(state, action.payload.key);
        list.items = action.payload.items;
        list.isLoading = false;
        list.error = null;
        list.fetchedAt = action.payload.fetchedAt;
      })
      .addCase(fetchTopics.rejected, (state, action) => {
        const list = ensure(
          state,
          topicsKey(action.meta.arg?.accountId ?? null),
        );
        list.isLoading = false;
        list.error = action.payload ?? {
          message: action.error.message ?? "",
          status: null,
        };
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof topicsSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedTopicsSlice = topicsSlice.injectInto(combinedReducer);
