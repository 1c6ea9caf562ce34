import { createSelector } from "@reduxjs/toolkit";
import { shownCollections } from "../collections";
import type { RootState } from "../rootReducer";
import type { StoredList } from "./normalize";
import { injectedListsSlice } from "./slice";
import { EMPTY_MEMBERS, type ListsState, type MemberPage } from "./state";

/**
 * Read through the injected slice, so a screen that selects lists has loaded
 * the slice that answers its thunks.
 */
const listsOf = (state: RootState): ListsState =>
  injectedListsSlice.selectSlice(state);

const byTitle = (a: StoredList, b: StoredList) =>
  a.title.localeCompare(b.title);

/**
 * The member's lists by title, favourites first, without those being
 * deleted; null until loaded.
 */
export const selectListIds = createSelector(
  [listsOf],
  (lists): string[] | null => {
    const shown = shownCollections(lists);
    if (shown === null) return null;
    const favourites = shown.filter((l) => l.favourite).sort(byTitle);
    const others = shown.filter((l) => !l.favourite).sort(byTitle);
    return [...favourites, ...others].map((l) => l.id);
  },
);

export const selectListById = (
  state: RootState,
  id: string,
): StoredList | undefined => listsOf(state).byId[id];

export const selectListMembers = (state: RootState, id: string): MemberPage =>
  listsOf(state).members[id] ?? EMPTY_MEMBERS;

/** The member's lists holding an account; undefined until asked. */
export const selectAccountListIds = (
  state: RootState,
  accountId: string,
): string[] | undefined => listsOf(state).accountLists[accountId];

/** Accounts found for `q`; empty until its answer is in. */
export const selectListCandidates = (state: RootState, q: string): string[] => {
  const { search } = listsOf(state);
  return search.q === q ? search.ids : EMPTY_IDS;
};

const EMPTY_IDS: string[] = [];
