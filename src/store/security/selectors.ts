import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import type { StoredOauthSession } from "./normalize";
import { injectedSecuritySlice } from "./slice";
import type { SecurityState } from "./state";

/** The slice's state; reading through the injected slice loads the slice that answers its thunks. */
export const selectSecurity = (state: RootState): SecurityState =>
  injectedSecuritySlice.selectSlice(state);

const NO_IDS: readonly string[] = [];

/** The sessions shown: as listed, less those being revoked. */
export const selectSessionIds = createSelector(
  [
    (state: RootState) => selectSecurity(state).sessions.ids,
    (state: RootState) => selectSecurity(state).revoking,
  ],
  (ids, revoking): readonly string[] =>
    ids === null ? NO_IDS : ids.filter((id) => !(id in revoking)),
);

/** Whether the sessions have been listed at least once. */
export const selectSessionsListed = (state: RootState): boolean =>
  selectSecurity(state).sessions.ids !== null;

export const selectSessionById = (
  state: RootState,
  id: string,
): StoredOauthSession | undefined => selectSecurity(state).sessions.byId[id];

export const selectCurrentSessionId = (state: RootState): string | null =>
  selectSecurity(state).sessions.currentId;

export const selectMfaStatus = (state: RootState) => selectSecurity(state).mfa;
