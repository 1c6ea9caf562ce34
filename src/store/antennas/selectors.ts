import { createSelector } from "@reduxjs/toolkit";
import type { Antenna } from "../../api/schemas/antenna";
import { idsByTitle, shownCollections } from "../collections";
import { EMPTY_MEMBERS, type MemberPage } from "../memberPages/cases";
import type { RootState } from "../rootReducer";
import { injectedAntennasSlice } from "./slice";
import type { AntennaRules, AntennasState } from "./state";

/** Read through the injected slice, so a screen that selects antennas has loaded it. */
const antennasOf = (state: RootState): AntennasState =>
  injectedAntennasSlice.selectSlice(state);

/** The member's antennas by title, without those being deleted; null until loaded. */
export const selectAntennaIds = createSelector(
  [antennasOf],
  (antennas): string[] | null => {
    const shown = shownCollections(antennas);
    return shown && idsByTitle(shown);
  },
);

export const selectAntennaById = (
  state: RootState,
  id: string,
): Antenna | undefined => antennasOf(state).byId[id];

/** An antenna's keywords, domains and hashtags; undefined until loaded. */
export const selectAntennaRules = (
  state: RootState,
  id: string,
): AntennaRules | undefined => antennasOf(state).rules[id];

export const selectAntennaAccounts = (
  state: RootState,
  id: string,
): MemberPage => antennasOf(state).accounts[id] ?? EMPTY_MEMBERS;

export const selectExcludedAccounts = (
  state: RootState,
  id: string,
): MemberPage => antennasOf(state).excludedAccounts[id] ?? EMPTY_MEMBERS;

/** Accounts found for `q`; empty until its answer is in. */
export const selectAntennaCandidates = (
  state: RootState,
  q: string,
): string[] => {
  const { search } = antennasOf(state);
  return search.q === q ? search.ids : EMPTY_IDS;
};

const EMPTY_IDS: string[] = [];
