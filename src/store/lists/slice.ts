import {
  createSlice,
  type ActionReducerMapBuilder,
  type WithSlice,
} from "@reduxjs/toolkit";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_LISTS, type ListsState, type MemberPage } from "./state";
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

function ensureMembers(state: ListsState, id: string): MemberPage {
  const held = state.members[id];
  if (held) return held;
  const created: MemberPage = {
    ids: [],
    next: null,
    loadingId: null,
    loadingMore: false,
    fetchedAt: null,
  };
  state.members[id] = created;
  return created;
}

/** Adds (on top) or removes accounts in a loaded member list and in the accounts' known lists. */
function applyMembers(
  state: ListsState,
  listId: string,
  accountIds: readonly string[],
  added: boolean,
): void {
  const page = state.members[listId];
  if (page) {
    const rest = page.ids.filter((id) => !accountIds.includes(id));
    page.ids = added ? [...accountIds, ...rest] : rest;
  }
  for (const accountId of accountIds) {
    const lists = state.accountLists[accountId];
    if (!lists) continue;
    const others = lists.filter((id) => id !== listId);
    state.accountLists[accountId] = added ? [...others, listId] : others;
  }
}

/** Member changes show at once and are undone should the server refuse. */
function addMemberCases(builder: ActionReducerMapBuilder<ListsState>) {
  for (const [thunk, added] of [
    [addListMembers, true],
    [removeListMembers, false],
  ] as const) {
    builder
      .addCase(thunk.pending, (state, { meta }) => {
        const { id, accountIds } = meta.arg;
        applyMembers(state, id, accountIds, added);
        state.changes.push({
          requestId: meta.requestId,
          listId: id,
          accountIds,
          added,
        });
      })
      .addCase(thunk.fulfilled, (state, { meta }) => {
        state.changes = state.changes.filter(
          (c) => c.requestId !== meta.requestId,
        );
      })
      .addCase(thunk.rejected, (state, { meta }) => {
        const change = state.changes.find(
          (c) => c.requestId === meta.requestId,
        );
        if (!change) return;
        state.changes = state.changes.filter((c) => c !== change);
        applyMembers(state, change.listId, change.accountIds, !added);
      });
  }
}

function addMemberPageCases(builder: ActionReducerMapBuilder<ListsState>) {
  builder
    .addCase(fetchListMembers.pending, (state, { meta }) => {
      const page = ensureMembers(state, meta.arg.id);
      if (meta.arg.more) page.loadingMore = true;
      else page.loadingId = meta.requestId;
    })
    .addCase(fetchListMembers.fulfilled, (state, { meta, payload }) => {
      const page = ensureMembers(state, meta.arg.id);
      if (meta.arg.more) {
        page.loadingMore = false;
        const held = new Set(page.ids);
        page.ids.push(...payload.result.filter((id) => !held.has(id)));
      } else {
        // A first page superseded by a later request is not shown.
        if (page.loadingId !== meta.requestId) return;
        page.loadingId = null;
        page.ids = payload.result;
        page.fetchedAt = payload.fetchedAt;
      }
      page.next = payload.next;
    })
    .addCase(fetchListMembers.rejected, (state, { meta }) => {
      const page = state.members[meta.arg.id];
      if (!page) return;
      if (meta.arg.more) page.loadingMore = false;
      else if (page.loadingId === meta.requestId) page.loadingId = null;
    });
}

function addListCases(builder: ActionReducerMapBuilder<ListsState>) {
  builder
    .addCase(fetchLists.fulfilled, (state, { payload }) => {
      state.order = payload.result;
    })
    .addCase(createList.fulfilled, (state, { payload }) => {
      if (state.order && !state.order.includes(payload.result))
        state.order.push(payload.result);
    })
    .addCase(deleteList.pending, (state, { meta }) => {
      state.deleting[meta.arg.id] = true;
    })
    .addCase(deleteList.rejected, (state, { meta }) => {
      dropKey(state.deleting, meta.arg.id);
    })
    .addCase(deleteList.fulfilled, (state, { meta }) => {
      const { id } = meta.arg;
      dropKey(state.deleting, id);
      state.byId = removeEntities(state.byId, [id]);
      dropKey(state.members, id);
      if (state.order) state.order = state.order.filter((l) => l !== id);
      for (const [accountId, lists] of Object.entries(state.accountLists)) {
        if (lists.includes(id))
          state.accountLists[accountId] = lists.filter((l) => l !== id);
      }
    })
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
    addMemberPageCases(builder);
    addMemberCases(builder);
    builder
      .addCase(entitiesEvicted, (state, { payload }) => {
        // The collector spares what a screen retains: a member list that
        // lost accounts is one no screen shows, loaded afresh when one does.
        const gone = new Set(payload.accounts);
        for (const [id, page] of Object.entries(state.members)) {
          if (page.ids.some((a) => gone.has(a))) dropKey(state.members, id);
        }
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
