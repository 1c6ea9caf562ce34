import { createSelector } from "@reduxjs/toolkit";
import type { Circle } from "../../api/schemas/circle";
import { idsByTitle, shownCollections } from "../collections";
import { EMPTY_MEMBERS, type MemberPage } from "../memberPages/cases";
import type { RootState } from "../rootReducer";
import { injectedCirclesSlice } from "./slice";
import type { CirclesState } from "./state";

/** Read through the injected slice, so a screen that selects circles has loaded it. */
const circlesOf = (state: RootState): CirclesState =>
  injectedCirclesSlice.selectSlice(state);

/** The member's circles by title, without those being deleted; null until loaded. */
export const selectCircleIds = createSelector(
  [circlesOf],
  (circles): string[] | null => {
    const shown = shownCollections(circles);
    return shown && idsByTitle(shown);
  },
);

export const selectCircleById = (
  state: RootState,
  id: string,
): Circle | undefined => circlesOf(state).byId[id];

export const selectCircleMembers = (state: RootState, id: string): MemberPage =>
  circlesOf(state).members[id] ?? EMPTY_MEMBERS;

/** Accounts found for `q`; empty until its answer is in. */
export const selectCircleCandidates = (
  state: RootState,
  q: string,
): string[] => {
  const { search } = circlesOf(state);
  return search.q === q ? search.ids : EMPTY_IDS;
};

const EMPTY_IDS: string[] = [];
