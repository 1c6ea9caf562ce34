import { createSlice, isAnyOf } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  entityOf,
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
} from "../entities";
import { followRelationshipsUpdated, type FollowCounts } from "../events";
import type { StoredAccount } from "../normalize";
import type {
  fetchAccount as FetchAccountThunk,
  fetchAccountByAcct as FetchAccountByAcctThunk,
  fetchOwnAccount as FetchOwnAccountThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchOwnAccount = thunkActions<typeof FetchOwnAccountThunk>(
  "session/fetchOwnAccount",
);
const fetchAccountByAcct = thunkActions<typeof FetchAccountByAcctThunk>(
  "accounts/fetchByAcct",
);
const fetchAccount = thunkActions<typeof FetchAccountThunk>("accounts/fetch");

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
  let idByAcct = state.idByAcct;
  for (const id in incoming) {
    const account = incoming[id];
    if (!account) continue;
    const key = account.acct.toLowerCase();
    const previous = entityOf(state.byId, id);
    if (previous !== undefined && previous.acct !== account.acct) {
      const oldKey = previous.acct.toLowerCase();
      if (entityOf(idByAcct, oldKey) === id) {
        idByAcct = removeEntities(idByAcct, [oldKey]);
      }
    }
    if (entityOf(idByAcct, key) !== id) {
      idByAcct = upsertEntities(idByAcct, { [key]: id });
    }
  }
  state.byId = upsertEntities(state.byId, incoming);
  state.idByAcct = idByAcct;
}

function applyCounts(
  byId: Record<string, StoredAccount>,
  counts: FollowCounts,
): Record<string, StoredAccount> {
  return updateEntity(byId, counts.id, (account) => ({
    ...account,
    followers_count: counts.follower_count,
    following_count: counts.following_count,
  }));
}

function evict(state: AccountsState, ids: readonly string[]): void {
  const keys: string[] = [];
  for (const id of ids) {
    const account = entityOf(state.byId, id);
    if (!account) continue;
    const key = account.acct.toLowerCase();
    if (entityOf(state.idByAcct, key) === id) keys.push(key);
  }
  state.idByAcct = removeEntities(state.idByAcct, keys);
  state.byId = removeEntities(state.byId, ids);
  state.fetchedAt = removeEntities(state.fetchedAt, ids);
  const gone = new Set(ids);
  const aliases = Object.keys(state.idByLookup).filter((key) =>
    gone.has(entityOf(state.idByLookup, key) ?? ""),
  );
  if (aliases.length > 0) {
    state.idByLookup = removeEntities(state.idByLookup, aliases);
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
        const { follower, following } = action.payload;
        state.byId = applyCounts(applyCounts(state.byId, follower), following);
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
          state.idByLookup = upsertEntities(state.idByLookup, { [asked]: id });
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
