import {
  createSlice,
  type ActionReducerMapBuilder,
  type Draft,
  type WithSlice,
} from "@reduxjs/toolkit";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  updateEntity,
  upsertEntities,
} from "../entities";
import { addCollectionCases } from "../collections";
import { sessionEnded } from "../events";
import {
  addMemberChangeCases,
  addMemberPageCases,
  applyMembers as applyPageMembers,
  dropEvictedPages,
  type MemberStore,
} from "../memberPages/cases";
import { combinedReducer } from "../rootReducer";
import { INITIAL_LISTS, type ListsState } from "./state";
import type {
  addListMembers as AddListMembersThunk,
  removeListMembers as RemoveListMembersThunk,
} from "./thunks";
import type {
  createList as CreateListThunk,
  deleteList as DeleteListThunk,
  fetchAccountLists as FetchAccountListsThunk,
  fetchLists as FetchListsThunk,
  fetchListMembers as FetchListMembersThunk,
  searchListCandidates as SearchListCandidatesThunk,
  setListFavourite as SetListFavouriteThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const removeListMembers = thunkActions<typeof RemoveListMembersThunk>(
  "lists/removeMembers",
);
const addListMembers =
  thunkActions<typeof AddListMembersThunk>("lists/addMembers");

const setListFavourite =
  thunkActions<typeof SetListFavouriteThunk>("lists/favourite");
const searchListCandidates =
  thunkActions<typeof SearchListCandidatesThunk>("lists/search");
const fetchListMembers =
  thunkActions<typeof FetchListMembersThunk>("lists/fetchMembers");
const fetchLists = thunkActions<typeof FetchListsThunk>("lists/fetch");
const fetchAccountLists = thunkActions<typeof FetchAccountListsThunk>(
  "lists/fetchForAccount",
);
const deleteList = thunkActions<typeof DeleteListThunk>("lists/delete");
const createList = thunkActions<typeof CreateListThunk>("lists/create");

const MEMBERS: MemberStore<ListsState> = {
  pages: (state) => state.members,
  changes: (state) => state.changes,
};

/** A member change also moves the list in or out of the account's known lists. */
function applyMembers(
  state: Draft<ListsState>,
  listId: string,
  accountIds: readonly string[],
  added: boolean,
): void {
  applyPageMembers(state.members, listId, accountIds, added);
  for (const accountId of accountIds) {
    const lists = state.accountLists[accountId];
    if (!lists) continue;
    const others = lists.filter((id) => id !== listId);
    state.accountLists[accountId] = added ? [...others, listId] : others;
  }
}

function addListCases(builder: ActionReducerMapBuilder<ListsState>) {
  addCollectionCases(
    builder,
    { fetched: fetchLists, created: createList, deleted: deleteList },
    (state, id) => {
      dropKey(state.members, id);
      for (const [accountId, lists] of Object.entries(state.accountLists)) {
        if (lists.includes(id))
          state.accountLists[accountId] = lists.filter((l) => l !== id);
      }
    },
  );
  builder
    .addCase(setListFavourite.pending, (state, { meta }) => {
      state.byId = updateEntity(state.byId, meta.arg.id, (list) => ({
        ...list,
        favourite: meta.arg.favourite,
      }));
    })
    .addCase(setListFavourite.rejected, (state, { meta }) => {
      state.byId = updateEntity(state.byId, meta.arg.id, (list) => ({
        ...list,
        favourite: !meta.arg.favourite,
      }));
    })
    .addCase(fetchAccountLists.fulfilled, (state, { meta, payload }) => {
      state.accountLists[meta.arg.accountId] = payload.result;
    })
    .addCase(searchListCandidates.fulfilled, (state, { payload }) => {
      state.search = { q: payload.q, ids: payload.result };
    });
}

const listsSlice = createSlice({
  name: "lists",
  initialState: INITIAL_LISTS,
  reducers: {},
  extraReducers: (builder) => {
    addListCases(builder);
    addMemberPageCases(builder, fetchListMembers, MEMBERS);
    addMemberChangeCases(builder, addListMembers, removeListMembers, MEMBERS, {
      apply: applyMembers,
    });
    builder
      .addCase(entitiesEvicted, (state, { payload }) => {
        // The collector spares what a screen retains: a member list that
        // lost accounts is one no screen shows, loaded afresh when one does.
        const gone = new Set(payload.accounts);
        dropEvictedPages(state.members, gone);
        if (state.search.ids.some((a) => gone.has(a)))
          state.search = INITIAL_LISTS.search;
        for (const id of payload.accounts) dropKey(state.accountLists, id);
      })
      .addCase(sessionEnded, () => INITIAL_LISTS)
      .addMatcher(hasEntities, (state, { payload }) => {
        const lists = payload.entities.lists;
        if (lists) state.byId = upsertEntities(state.byId, lists);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof listsSlice> {}
}

/** Joins the store when the lists code first loads (see rootReducer.ts). */
export const injectedListsSlice = listsSlice.injectInto(combinedReducer);
