import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import type { CollectionState, MembersCollectionState } from "./cases";
import { EMPTY_MEMBERS, type MemberPage } from "./members";

/** The held collections in order, without those being deleted; null until loaded. */
export function shownCollections<T>({
  order,
  byId,
  deleting,
}: CollectionState<T>): T[] | null {
  if (order === null) return null;
  return order.flatMap((id) => {
    const item = byId[id];
    return item !== undefined && !(id in deleting) ? [item] : [];
  });
}

/** Ids by title, as the collection screens list them. */
export function idsByTitle(items: readonly { id: string; title: string }[]) {
  return [...items]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((item) => item.id);
}

const EMPTY_IDS: string[] = [];

/**
 * The selectors of a members collection's slice, whose collections are
 * `T`s. `sliceOf` reads through the injected slice, so a screen that
 * selects has loaded it.
 */
export function collectionSelectors<
  T extends { id: string; title: string },
  S extends MembersCollectionState<T>,
>(sliceOf: (state: RootState) => S) {
  return {
    /** The collections by title, without those being deleted; null until loaded. */
    selectIdsByTitle: createSelector([sliceOf], (slice): string[] | null => {
      const shown = shownCollections(slice);
      return shown && idsByTitle(shown);
    }),
    selectById: (state: RootState, id: string): T | undefined =>
      sliceOf(state).byId[id],
    /** Accounts found for `q`; empty until its answer is in. */
    selectCandidates: (state: RootState, q: string): string[] => {
      const { search } = sliceOf(state);
      return search.q === q ? search.ids : EMPTY_IDS;
    },
    /** The selector of one kind of member pages (`pages`) by collection. */
    membersSelector:
      (pages: (slice: S) => Record<string, MemberPage>) =>
      (state: RootState, id: string): MemberPage =>
        pages(sliceOf(state))[id] ?? EMPTY_MEMBERS,
  };
}
