import type { RootState } from "../rootReducer";

/**
 * Entity lookups: lists pass ids down and each row selects its own entity
 * (STYLE.md section 6). None builds a new object, so none is memoised.
 */
export const selectStatusById = (state: RootState, id: string) =>
  state.statuses.byId[id];

export const selectAccountById = (state: RootState, id: string) =>
  state.accounts.byId[id];

/** The account id for an acct (`user` or `user@domain`, any case, leading @ allowed). */
export const selectAccountIdByAcct = (state: RootState, acct: string) =>
  state.accounts.idByAcct[acct.replace(/^@/, "").toLowerCase()];

export const selectAccountByAcct = (state: RootState, acct: string) => {
  const id = selectAccountIdByAcct(state, acct);
  return id === undefined ? undefined : state.accounts.byId[id];
};

export const selectRelationshipById = (state: RootState, accountId: string) =>
  state.relationships.byId[accountId];

export const selectPollById = (state: RootState, id: string) =>
  state.polls.byId[id];

export const selectGroupById = (state: RootState, id: string) =>
  state.groups.byId[id];

/** The status a timeline entry shows: the boosted one for a boost. */
export const selectDisplayedStatus = (state: RootState, id: string) => {
  const status = state.statuses.byId[id];
  return status?.reblog_id ? state.statuses.byId[status.reblog_id] : status;
};

export const selectSignedInAccount = (state: RootState) =>
  state.session.me === null ? undefined : state.accounts.byId[state.session.me];
