import {
  createSlice,
  type ActionReducerMapBuilder,
  type Draft,
  type WithSlice,
} from "@reduxjs/toolkit";
import { addMembersCollectionCases } from "../collections/cases";
import { applyMembers as applyPageMembers } from "../collections/members";
import { dropKey, updateEntity } from "../entities";
import { combinedReducer } from "../rootReducer";
import { thunkActions } from "../thunkActions";
import { INITIAL_LISTS, type ListsState } from "./state";
import type {
  addListMembers as AddListMembersThunk,
  createList as CreateListThunk,
  deleteList as DeleteListThunk,
  fetchAccountLists as FetchAccountListsThunk,
  fetchListMembers as FetchListMembersThunk,
  fetchLists as FetchListsThunk,
  removeListMembers as RemoveListMembersThunk,
  searchListCandidates as SearchListCandidatesThunk,
  setListFavourite as SetListFavouriteThunk,
} from "./thunks";

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

/** Favourites (shown at once) and the lists that hold an account. */
function addListCases(builder: ActionReducerMapBuilder<ListsState>) {
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
    });
}

const listsSlice = createSlice({
  name: "lists",
  initialState: INITIAL_LISTS,
  reducers: {},
  extraReducers: (builder) => {
    addListCases(builder);
    addMembersCollectionCases(builder, {
      entities: (entities) => entities.lists,
      initial: INITIAL_LISTS,
      collection: {
        fetched: fetchLists,
        created: createList,
        deleted: deleteList,
      },
      members: [
        {
          pages: (state) => state.members,
          fetch: fetchListMembers,
          add: addListMembers,
          remove: removeListMembers,
          apply: applyMembers,
        },
      ],
      search: searchListCandidates,
      forget: (state, id) => {
        for (const [accountId, lists] of Object.entries(state.accountLists)) {
          if (lists.includes(id))
            state.accountLists[accountId] = lists.filter((l) => l !== id);
        }
      },
      evicted: (state, accountIds) => {
        for (const id of accountIds) dropKey(state.accountLists, id);
      },
    });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof listsSlice> {}
}

/** Joins the store when the lists code first loads (see rootReducer.ts). */
export const injectedListsSlice = listsSlice.injectInto(combinedReducer);
