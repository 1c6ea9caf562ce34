import { createSlice } from "@reduxjs/toolkit";
import type { SearchType } from "../../api/endpoints/search";
import type { Hashtag } from "../../api/schemas/tag";
import type { ThunkFailure } from "../hooks";
import type { fetchSearch as FetchSearchThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchSearch = thunkActions<typeof FetchSearchThunk>("search/fetch");

/** The current search: one query, its results as ids, and paging per type. */
export interface SearchState {
  query: string;
  type: SearchType | null;
  results: {
    accounts: string[];
    statuses: string[];
    groups: string[];
    hashtags: Hashtag[];
  };
  hasMore: Record<SearchType, boolean>;
  isLoading: boolean;
  /** Why the last search failed: the server's message and status. */
  error: ThunkFailure | null;
}

const initialState: SearchState = {
  query: "",
  type: null,
  results: { accounts: [], statuses: [], groups: [], hashtags: [] },
  hasMore: { accounts: false, statuses: false, hashtags: false },
  isLoading: false,
  error: null,
};

const unique = (ids: string[]) => [...new Set(ids)];

const searchSlice = createSlice({
  name: "search",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSearch.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(fetchSearch.fulfilled, (state, action) => {
        const { query, type, more, result, pageSize } = action.payload;
        const base = more ? state.results : initialState.results;
        state.query = query;
        state.type = type;
        state.isLoading = false;
        state.results = {
          accounts: unique([...base.accounts, ...result.accounts]),
          statuses: unique([...base.statuses, ...result.statuses]),
          groups: unique([...base.groups, ...result.groups]),
          hashtags: [...base.hashtags, ...result.hashtags],
        };
        // Offset paging: a page shorter than the limit asked for was the last.
        const hasMore = {
          accounts: result.accounts.length >= pageSize,
          statuses: result.statuses.length >= pageSize,
          hashtags: result.hashtags.length >= pageSize,
        };
        if (more && type) state.hasMore[type] = hasMore[type];
        else state.hasMore = hasMore;
      })
      .addCase(fetchSearch.rejected, (state, action) => {
        state.isLoading = false;
        state.error = action.payload ?? {
          message: action.error.message ?? "",
          status: null,
        };
      });
  },
});

export const searchReducer = searchSlice.reducer;
