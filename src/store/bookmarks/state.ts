import type { CollectionState } from "../collections/cases";
import type { RootState } from "../rootReducer";
import type { StoredBookmarkFolder } from "./normalize";
import { EMPTY_LIST, type ListChange, type StatusList } from "./lists";

/**
 * The member's bookmarks, favourites and bookmark folders. A slice of its
 * own that joins the store when the bookmarks code first loads (slice.ts),
 * so it is read through `bookmarksOf`, which gives the empty state before.
 */
export interface BookmarksState {
  /** By `StatusListKey`. */
  lists: Record<string, StatusList>;
  /**
   * The folders, a collection as lists are: entities (absorbed through the
   * entities matcher), the server's order once loaded, those being deleted.
   */
  folders: CollectionState<StoredBookmarkFolder>;
  /** The folders each post is in, where this session learnt or changed them. */
  statusFolders: Record<string, string[]>;
  /** Optimistic changes waiting for the server, oldest first. */
  changes: ListChange[];
}

export const INITIAL_BOOKMARKS: BookmarksState = {
  lists: {},
  folders: { byId: {}, order: null, deleting: {} },
  statusFolders: {},
  changes: [],
};

export function bookmarksOf(state: RootState): BookmarksState {
  return state.bookmarks ?? INITIAL_BOOKMARKS;
}

export function listOf(state: RootState, key: string): StatusList {
  return bookmarksOf(state).lists[key] ?? EMPTY_LIST;
}
