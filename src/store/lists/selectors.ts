import { createSelector } from "@reduxjs/toolkit";
import {
  collectionSelectors,
  shownCollections,
} from "../collections/selectors";
import type { RootState } from "../rootReducer";
import type { StoredList } from "./normalize";
import { injectedListsSlice } from "./slice";
import type { ListsState } from "./state";

/**
 * Read through the injected slice, so a screen that selects lists has loaded
 * the slice that answers its thunks.
 */
const listsOf = (state: RootState): ListsState =>
  injectedListsSlice.selectSlice(state);

const lists = collectionSelectors<StoredList, ListsState>(listsOf);

const byTitle = (a: StoredList, b: StoredList) =>
  a.title.localeCompare(b.title);

/**
 * The member's lists by title, favourites first, without those being
 * deleted; null until loaded.
 */
export const selectListIds = createSelector(
  [listsOf],
  (held): string[] | null => {
    const shown = shownCollections(held);
    if (shown === null) return null;
    const favourites = shown.filter((l) => l.favourite).sort(byTitle);
    const others = shown.filter((l) => !l.favourite).sort(byTitle);
    return [...favourites, ...others].map((l) => l.id);
  },
);

export const selectListById = lists.selectById;

export const selectListMembers = lists.membersSelector(
  (slice) => slice.members,
);

/** The member's lists holding an account; undefined until asked. */
export const selectAccountListIds = (
  state: RootState,
  accountId: string,
): string[] | undefined => listsOf(state).accountLists[accountId];

/** Accounts found for `q`; empty until its answer is in. */
export const selectListCandidates = lists.selectCandidates;
