import { createSlice, isAnyOf } from "@reduxjs/toolkit";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  withoutKeys,
  writable,
} from "../entities";
import { followRelationshipsUpdated, type FollowCounts } from "../events";
import type { StoredAccount } from "../normalize";
import { fetchAccount, fetchAccountByAcct, fetchOwnAccount } from "./thunks";

/**
 * Accounts by id, plus a lower-cased acct index (spec 02 section 9). Both are
 * written in the same reducer case so they cannot drift: a renamed account
 * loses its old acct entry when its new one is written.
 */
export interface AccountsState {
  byId: Record<string, StoredAccount>;
  idByAcct: Record<string, string>;
  /**
   * Accts a lookup was asked for that differ from the account's own (another
   * case, a `@localdomain` suffix, a web domain), lower-cased: the profile
   * route that named one finds its account here until the URL is canonical.
   */
  idByLookup: Record<string, string>;
  /** When each account was last fetched on its own (ms), for freshness. */
  fetchedAt: Record<string, number>;
}

const initialState: AccountsState = {
  byId: {},
  idByAcct: {},
  idByLookup: {},
  fetchedAt: {},
};

/**
 * Writes accounts and their acct keys together, so the index cannot drift.
 * The index is copied only when a key actually changes (usually it does not:
 * the same authors come back page after page).
 */
function indexAccounts(
  state: AccountsState,
  incoming: Record<string, StoredAccount>,
): void {
  const byId = writable(state.byId);
  let idByAcct = state.idByAcct;
  for (const id in incoming) {
    const account = incoming[id];
    if (!account) continue;
    const key = account.acct.toLowerCase();
    const previous = byId[id];
    const renamed = previous !== undefined && previous.acct !== account.acct;
    if (renamed || idByAcct[key] !== id) idByAcct = writable(idByAcct);
    if (renamed) {
      const oldKey = previous.acct.toLowerCase();
      if (idByAcct[oldKey] === id) dropKey(idByAcct, oldKey);
    }
    if (idByAcct[key] !== id) idByAcct[key] = id;
    byId[id] = account;
  }
  state.byId = byId;
  state.idByAcct = idByAcct;
}

function applyCounts(
  byId: Record<string, StoredAccount>,
  counts: FollowCounts,
): void {
  const account = byId[counts.id];
  if (!account) return;
  byId[counts.id] = {
    ...account,
    followers_count: counts.follower_count,
    following_count: counts.following_count,
  };
}

function evict(state: AccountsState, ids: readonly string[]): void {
  const byId = writable(state.byId);
  const idByAcct = writable(state.idByAcct);
  for (const id of ids) {
    const account = byId[id];
    if (!account) continue;
    const key = account.acct.toLowerCase();
    if (idByAcct[key] === id) dropKey(idByAcct, key);
    dropKey(byId, id);
  }
  state.byId = byId;
  state.idByAcct = idByAcct;
  state.fetchedAt = withoutKeys(state.fetchedAt, ids);
  const gone = new Set(ids);
  const aliases = Object.keys(state.idByLookup).filter((key) =>
    gone.has(state.idByLookup[key] ?? ""),
  );
  if (aliases.length > 0) {
    state.idByLookup = withoutKeys(state.idByLookup, aliases);
  }
}

/** An acct as the index keys it: no leading @, lower-cased. */
export function lookupKey(acct: string): string {
  return acct.replace(/^@/, "").toLowerCase();
}

const accountsSlice = createSlice({
  name: "accounts",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // New follower counts on both sides (the relationship is patched in its slice).
      .addCase(followRelationshipsUpdated, (state, action) => {
        const byId = writable(state.byId);
        applyCounts(byId, action.payload.follower);
        applyCounts(byId, action.payload.following);
        state.byId = byId;
      })
      .addCase(entitiesEvicted, (state, action) => {
        evict(state, action.payload.accounts);
      })
      .addCase(fetchAccountByAcct.fulfilled, (state, action) => {
        // Runs before the entity matcher below indexes the account itself.
        const asked = lookupKey(action.meta.arg.acct);
        const id = action.payload.result;
        const own = action.payload.entities.accounts?.[id]?.acct;
        if (own === undefined || lookupKey(own) !== asked) {
          state.idByLookup[asked] = id;
        }
      })
      .addMatcher(
        isAnyOf(
          fetchAccount.fulfilled,
          fetchAccountByAcct.fulfilled,
          fetchOwnAccount.fulfilled,
        ),
        (state, action) => {
          state.fetchedAt[action.payload.result] = action.payload.fetchedAt;
        },
      )
      .addMatcher(hasEntities, (state, action) => {
        const { accounts } = action.payload.entities;
        if (!accounts) return;
        indexAccounts(state, accounts);
      });
  },
});

export const accountsReducer = accountsSlice.reducer;
