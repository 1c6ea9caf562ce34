import type { RootState } from "../rootReducer";

export const selectAccountById = (state: RootState, id: string) =>
  state.accounts.byId[id];

/** The account id for an acct (`user` or `user@domain`, any case, leading @ allowed). */
export const selectAccountIdByAcct = (state: RootState, acct: string) =>
  state.accounts.idByAcct[acct.replace(/^@/, "").toLowerCase()];

export const selectAccountByAcct = (state: RootState, acct: string) => {
  const id = selectAccountIdByAcct(state, acct);
  return id === undefined ? undefined : state.accounts.byId[id];
};
