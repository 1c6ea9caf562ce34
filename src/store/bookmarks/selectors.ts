import { createSelector } from "@reduxjs/toolkit";
import { shownCollections } from "../collections/selectors";
import type { RootState } from "../rootReducer";
import { EMPTY_LIST, type StatusList } from "./lists";
import type { StoredBookmarkFolder } from "./normalize";
import { injectedBookmarksSlice } from "./slice";
import type { BookmarksState } from "./state";

/**
 * The slice's state (its initial state until it joins the store). Reading
 * through the injected slice means a screen that selects bookmarks has
 * loaded the slice that answers its thunks.
 */
const bookmarksOf = (state: RootState): BookmarksState =>
  injectedBookmarksSlice.selectSlice(state);

export const selectStatusList = (state: RootState, key: string): StatusList =>
  bookmarksOf(state).lists[key] ?? EMPTY_LIST;

/** The folders in the server's order, without those being deleted; null until loaded. */
export const selectBookmarkFolderIds = createSelector(
  [(state: RootState) => bookmarksOf(state).folders],
  (folders) => shownCollections(folders)?.map((folder) => folder.id) ?? null,
);

export const selectBookmarkFolderById = (
  state: RootState,
  id: string,
): StoredBookmarkFolder | undefined => bookmarksOf(state).folders.byId[id];

/**
 * The folders a post is in, or null while unknown: this session's record
 * first, else what a Pleroma-style post says of its one folder. Posts in
 * kmyblue-style categories say nothing, so theirs are fetched.
 */
export function selectStatusFolderIds(
  state: RootState,
  statusId: string,
): string[] | null {
  const known = bookmarksOf(state).statusFolders[statusId];
  if (known) return known;
  if (state.instance.features.bookmarkFoldersMultiple) return null;
  const status = state.statuses.byId[statusId];
  if (!status) return null;
  return status.bookmarked && status.bookmark_folder
    ? [status.bookmark_folder]
    : [];
}
