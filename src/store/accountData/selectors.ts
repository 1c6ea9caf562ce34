import type { RootState } from "../rootReducer";
import { injectedAccountDataSlice } from "./slice";

export const selectAccountData = (state: RootState) =>
  injectedAccountDataSlice.selectSlice(state);

export const selectBackups = (state: RootState) =>
  selectAccountData(state).backups;

export const selectAliases = (state: RootState) =>
  selectAccountData(state).aliases;
