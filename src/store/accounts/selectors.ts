import type { RootState } from "../rootReducer";
import { lookupKey } from "./slice";

export const selectAccountById = (state: RootState, id: string) =>
  state.accounts.byId[id];

/**
 * The account id for an acct (`user` or `user@domain`, any case, leading @
 * allowed), or for an acct a lookup resolved to another account's.
 */
export const selectAccountIdByAcct = (state: RootState, acct: string) => {
  const key = lookupKey(acct);
  return state.accounts.idByAcct[key] ?? state.accounts.idByLookup[key];
};

export const selectAccountByAcct = (state: RootState, acct: string) => {
  const id = selectAccountIdByAcct(state, acct);
  return id === undefined ? undefined : state.accounts.byId[id];
};
