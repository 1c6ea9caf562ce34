import type { Antenna } from "../../api/schemas/antenna";
import { collectionSelectors } from "../collections/selectors";
import type { RootState } from "../rootReducer";
import { injectedAntennasSlice } from "./slice";
import type { AntennaRules, AntennasState } from "./state";

/** Read through the injected slice, so a screen that selects antennas has loaded it. */
const antennasOf = (state: RootState): AntennasState =>
  injectedAntennasSlice.selectSlice(state);

const antennas = collectionSelectors<Antenna, AntennasState>(antennasOf);

/** The member's antennas by title, without those being deleted; null until loaded. */
export const selectAntennaIds = antennas.selectIdsByTitle;

export const selectAntennaById = antennas.selectById;

/** An antenna's keywords, domains and hashtags; undefined until loaded. */
export const selectAntennaRules = (
  state: RootState,
  id: string,
): AntennaRules | undefined => antennasOf(state).rules[id];

export const selectAntennaAccounts = antennas.membersSelector(
  (slice) => slice.accounts,
);

export const selectExcludedAccounts = antennas.membersSelector(
  (slice) => slice.excludedAccounts,
);

/** Accounts found for `q`; empty until its answer is in. */
export const selectAntennaCandidates = antennas.selectCandidates;
