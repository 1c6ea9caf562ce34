import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey, entitiesEvicted } from "../entities";
import { sessionEnded } from "../events";
import { loadAnswered, loadFailed, loadStarted, notLoaded } from "../loadState";
import { combinedReducer } from "../rootReducer";
import { accountListKey } from "./sources";
import {
  initialAccountListsState,
  type AccountList,
  type AccountListsState,
  type ReactionList,
} from "./state";
import type {
  fetchAccountList as FetchAccountListThunk,
  fetchStatusReactions as FetchStatusReactionsThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchStatusReactions = thunkActions<typeof FetchStatusReactionsThunk>(
  "accountLists/fetchReactions",
);
const fetchAccountList =
  thunkActions<typeof FetchAccountListThunk>("accountLists/fetch");

function listAt(state: AccountListsState, key: string): AccountList {
  const held = state.lists[key];
  if (held) return held;
  const created: AccountList = { ...notLoaded(), ids: [], next: null };
  state.lists[key] = created;
  return created;
}

function reactionsOf(state: AccountListsState, statusId: string): ReactionList {
  const held = state.reactions[statusId];
  if (held) return held;
  const created: ReactionList = { ...notLoaded(), items: [] };
  state.reactions[statusId] = created;
  return created;
}

/** Drops what lost an account to the garbage collector (see `state.ts`). */
function forgetEvicted(state: AccountListsState, accounts: readonly string[]) {
  const evicted = new Set(accounts);
  if (evicted.size === 0) return;
  for (const [key, list] of Object.entries(state.lists)) {
    if (list.loading === null && list.ids.some((id) => evicted.has(id)))
      dropKey(state.lists, key);
  }
  for (const [statusId, held] of Object.entries(state.reactions)) {
    const lost = held.items.some((reaction) =>
      reaction.account_ids.some((id) => evicted.has(id)),
    );
    if (held.loading === null && lost) dropKey(state.reactions, statusId);
  }
  for (const id of evicted) dropKey(state.muteExpiry, id);
}

const accountListsSlice = createSlice({
  name: "accountLists",
  initialState: initialAccountListsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAccountList.pending, (state, action) => {
        const key = accountListKey(action.meta.arg.source);
        loadStarted(listAt(state, key), action.meta.requestId);
      })
      .addCase(fetchAccountList.fulfilled, (state, action) => {
        const { key, more, result, next, muteExpiry, fetchedAt } =
          action.payload;
        const list = listAt(state, key);
        if (!loadAnswered(list, action.meta.requestId, fetchedAt)) return;
        const kept = more ? list.ids : [];
        const held = new Set(kept);
        list.ids = [...kept, ...result.filter((id) => !held.has(id))];
        list.next = next;
        Object.assign(state.muteExpiry, muteExpiry);
      })
      .addCase(fetchAccountList.rejected, (state, action) => {
        const list = state.lists[accountListKey(action.meta.arg.source)];
        if (list) loadFailed(list, action);
      })
      .addCase(fetchStatusReactions.pending, (state, action) => {
        const held = reactionsOf(state, action.meta.arg.statusId);
        loadStarted(held, action.meta.requestId);
      })
      .addCase(fetchStatusReactions.fulfilled, (state, action) => {
        const { statusId, reactions, fetchedAt } = action.payload;
        const held = reactionsOf(state, statusId);
        if (loadAnswered(held, action.meta.requestId, fetchedAt))
          held.items = reactions;
      })
      .addCase(fetchStatusReactions.rejected, (state, action) => {
        const held = state.reactions[action.meta.arg.statusId];
        if (held) loadFailed(held, action);
      })
      .addCase(entitiesEvicted, (state, action) => {
        forgetEvicted(state, action.payload.accounts);
      })
      // Every list is as the viewer sees it: another member sees others.
      .addCase(sessionEnded, () => initialAccountListsState);
  },
});

declare module "../rootReducer" {
  // Module augmentation: the slice joins the store's state type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof accountListsSlice> {}
}

/**
 * Member and profile screens only: the slice joins the store when their
 * code loads (visitors' first screens never load it).
 */
export const injectedAccountLists =
  accountListsSlice.injectInto(combinedReducer);
