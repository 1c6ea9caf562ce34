import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../../rootReducer";
import { accountCapabilities } from "./capabilities";
import { selectAdminAccounts } from "./slice";

export const selectAdminAccountsList = (state: RootState) =>
  selectAdminAccounts(state).list;

export const selectAdminAccountById = (state: RootState, id: string) =>
  selectAdminAccounts(state).byId[id];

/** Sign-ups the stream announced that the open list has not taken in yet. */
export const selectSignUpArrivals = (state: RootState) =>
  selectAdminAccounts(state).arrivals;

/** Whether staff put the account among the suggestions here (undefined: not known). */
export const selectIsSuggested = (state: RootState, id: string) =>
  selectAdminAccounts(state).suggested[id];

/** What this server lets staff do to accounts. */
export const selectAccountCapabilities = createSelector(
  [(state: RootState) => state.instance.server],
  accountCapabilities,
);
