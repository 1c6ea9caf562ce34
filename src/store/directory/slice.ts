import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import type { ThunkFailure } from "../hooks";
import { directoryKey } from "./keys";
import type { fetchDirectory as FetchDirectoryThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchDirectory =
  thunkActions<typeof FetchDirectoryThunk>("directory/fetch");

/** Directory lists of account ids, per order and scope (see `directoryKey`). */
export interface DirectoryList {
  items: string[];
  hasMore: boolean;
  isLoading: boolean;
  /** Why the last page failed: the server's message and status. */
  error: ThunkFailure | null;
  fetchedAt: number | null;
}

export type DirectoryState = Record<string, DirectoryList>;

const initialState: DirectoryState = {};

function ensure(state: DirectoryState, key: string): DirectoryList {
  const existing = state[key];
  if (existing) return existing;
  const created: DirectoryList = {
    items: [],
    hasMore: true,
    isLoading: false,
    error: null,
    fetchedAt: null,
  };
  state[key] = created;
  return created;
}

const directorySlice = createSlice({
  name: "directory",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDirectory.pending, (state, action) => {
        const list = ensure(state, directoryKey(action.meta.arg.query));
        list.isLoading = true;
        list.error = null;
      })
      .addCase(fetchDirectory.fulfilled, (state, action) => {
        const { key, more, result, hasMore, fetchedAt } = action.payload;
        const list = ensure(state, key);
        const kept = more ? list.items : [];
        const known = new Set(kept);
        list.items = [...kept, ...result.filter((id) => !known.has(id))];
        list.hasMore = hasMore;
        list.isLoading = false;
        list.fetchedAt = fetchedAt;
      })
      .addCase(fetchDirectory.rejected, (state, action) => {
        const list = ensure(state, directoryKey(action.meta.arg.query));
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
  interface LazyLoadedSlices extends WithSlice<typeof directorySlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedDirectorySlice =
  directorySlice.injectInto(combinedReducer);
