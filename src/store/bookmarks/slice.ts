import {
  createSlice,
  type ActionReducerMapBuilder,
  type WithSlice,
} from "@reduxjs/toolkit";
import { addCollectionCasesAt } from "../collections/cases";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  upsertEntities,
} from "../entities";
import { sessionEnded, statusDeleted } from "../events";
import { combinedReducer } from "../rootReducer";
import { STATUS_TOGGLES } from "../statuses/interactions";
import {
  BOOKMARKS,
  EMPTY_LIST,
  FAVOURITES,
  folderListKey,
  folderOfKey,
  newChange,
  putOnTop,
  takeFrom,
  undoChange,
  withPage,
  type ListChange,
  type StatusList,
  type StatusListKey,
} from "./lists";
import { INITIAL_BOOKMARKS, type BookmarksState } from "./state";
import type {
  createBookmarkFolder as CreateBookmarkFolderThunk,
  deleteBookmarkFolder as DeleteBookmarkFolderThunk,
  fetchBookmarkFolders as FetchBookmarkFoldersThunk,
  fetchStatusFolders as FetchStatusFoldersThunk,
  fetchStatusList as FetchStatusListThunk,
  saveBookmarkFolders as SaveBookmarkFoldersThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const saveBookmarkFolders = thunkActions<typeof SaveBookmarkFoldersThunk>(
  "bookmarks/saveFolders",
);
const fetchStatusList = thunkActions<typeof FetchStatusListThunk>(
  "bookmarks/fetchList",
);
const fetchStatusFolders = thunkActions<typeof FetchStatusFoldersThunk>(
  "bookmarks/fetchStatusFolders",
);
const fetchBookmarkFolders = thunkActions<typeof FetchBookmarkFoldersThunk>(
  "bookmarks/fetchFolders",
);
const deleteBookmarkFolder = thunkActions<typeof DeleteBookmarkFolderThunk>(
  "bookmarks/deleteFolder",
);
const createBookmarkFolder = thunkActions<typeof CreateBookmarkFolderThunk>(
  "bookmarks/createFolder",
);

function ensureList(state: BookmarksState, key: StatusListKey): StatusList {
  const held = state.lists[key];
  if (held) return held;
  const created = { ...EMPTY_LIST, ids: [] };
  state.lists[key] = created;
  return created;
}

const folderListKeys = (state: BookmarksState): StatusListKey[] =>
  Object.keys(state.lists).flatMap((key) => {
    const folder = folderOfKey(key);
    return folder === null ? [] : [folderListKey(folder)];
  });

/** Starts an optimistic change; `apply` records what it does in it. */
function begin(
  state: BookmarksState,
  requestId: string,
  statusId: string,
  apply: (change: ListChange) => void,
): void {
  const change = newChange(requestId, statusId);
  apply(change);
  state.changes.push(change);
}

/** Ends a change: a refusal undoes it, lists and folders. */
function settle(
  state: BookmarksState,
  requestId: string,
  refused: boolean,
): void {
  const at = state.changes.findIndex((c) => c.requestId === requestId);
  const change = state.changes[at];
  if (!change) return;
  state.changes.splice(at, 1);
  if (!refused) return;
  undoChange(state.lists, change);
  if (change.folders === undefined) return;
  if (change.folders === null) dropKey(state.statusFolders, change.statusId);
  else state.statusFolders[change.statusId] = change.folders;
}

/** Whether the post's folders were known, and the record to restore them. */
function previousFolders(state: BookmarksState, statusId: string) {
  return state.statusFolders[statusId] ?? null;
}

/**
 * Likes and bookmarks made anywhere in the app (a timeline, a thread, this
 * screen): a loaded list takes the post on top at once, or lets it go, and
 * gets it back should the server refuse.
 */
function addToggleCases(builder: ActionReducerMapBuilder<BookmarksState>) {
  for (const { thunk, flag, on } of STATUS_TOGGLES) {
    if (flag !== "bookmarked" && flag !== "favourited") continue;
    const key = flag === "bookmarked" ? BOOKMARKS : FAVOURITES;
    builder
      .addCase(thunk.pending, (state, { meta }) => {
        begin(state, meta.requestId, meta.arg.id, (change) => {
          if (on) {
            putOnTop(state.lists, key, change);
            return;
          }
          takeFrom(state.lists, key, change);
          if (flag !== "bookmarked") return;
          // An unbookmarked post leaves every folder too.
          for (const folderKey of folderListKeys(state))
            takeFrom(state.lists, folderKey, change);
          change.folders = previousFolders(state, change.statusId);
          state.statusFolders[change.statusId] = [];
        });
      })
      .addCase(thunk.fulfilled, (state, { meta }) => {
        settle(state, meta.requestId, false);
      })
      .addCase(thunk.rejected, (state, { meta }) => {
        settle(state, meta.requestId, true);
      });
  }
}

function addListCases(builder: ActionReducerMapBuilder<BookmarksState>) {
  builder
    .addCase(fetchStatusList.pending, (state, { meta }) => {
      const list = ensureList(state, meta.arg.key);
      if (meta.arg.more) list.loadingMore = true;
      else list.loadingId = meta.requestId;
    })
    .addCase(fetchStatusList.fulfilled, (state, { meta, payload }) => {
      const more = meta.arg.more ?? false;
      const list = ensureList(state, meta.arg.key);
      if (more) list.loadingMore = false;
      // A first page superseded by a later request is not shown.
      else if (list.loadingId !== meta.requestId) return;
      list.ids = withPage(list.ids, payload.result, more);
      list.next = payload.next;
      if (!more) {
        list.loadingId = null;
        list.fetchedAt = payload.fetchedAt;
      }
    })
    .addCase(fetchStatusList.rejected, (state, { meta }) => {
      const list = state.lists[meta.arg.key];
      if (!list) return;
      if (meta.arg.more) list.loadingMore = false;
      else if (list.loadingId === meta.requestId) list.loadingId = null;
    });
}

function addFolderCases(builder: ActionReducerMapBuilder<BookmarksState>) {
  addCollectionCasesAt(
    builder,
    {
      fetched: fetchBookmarkFolders,
      created: createBookmarkFolder,
      deleted: deleteBookmarkFolder,
    },
    (state) => state.folders,
    (state, id) => {
      dropKey(state.lists, folderListKey(id));
      for (const [statusId, folders] of Object.entries(state.statusFolders)) {
        if (folders.includes(id))
          state.statusFolders[statusId] = folders.filter((f) => f !== id);
      }
    },
  );
  builder
    .addCase(fetchStatusFolders.fulfilled, (state, { meta, payload }) => {
      state.statusFolders[meta.arg.statusId] = payload.result;
    })
    .addCase(saveBookmarkFolders.pending, (state, { meta }) => {
      const { statusId, from, to } = meta.arg;
      begin(state, meta.requestId, statusId, (change) => {
        for (const id of to.filter((f) => !from.includes(f)))
          putOnTop(state.lists, folderListKey(id), change);
        for (const id of from.filter((f) => !to.includes(f)))
          takeFrom(state.lists, folderListKey(id), change);
        change.folders = previousFolders(state, statusId);
        state.statusFolders[statusId] = to;
      });
    })
    .addCase(saveBookmarkFolders.fulfilled, (state, { meta }) => {
      settle(state, meta.requestId, false);
    })
    .addCase(saveBookmarkFolders.rejected, (state, { meta }) => {
      settle(state, meta.requestId, true);
    });
}

/** Posts gone from the store (deleted, or collected) leave every list. */
function forget(state: BookmarksState, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  for (const list of Object.values(state.lists)) {
    if (list.ids.some((id) => gone.has(id)))
      list.ids = list.ids.filter((id) => !gone.has(id));
  }
  for (const id of ids) dropKey(state.statusFolders, id);
}

const bookmarksSlice = createSlice({
  name: "bookmarks",
  initialState: INITIAL_BOOKMARKS,
  reducers: {},
  extraReducers: (builder) => {
    addToggleCases(builder);
    addListCases(builder);
    addFolderCases(builder);
    builder
      .addCase(statusDeleted, (state, { payload }) => {
        forget(state, payload.removed ?? [payload.id]);
      })
      .addCase(entitiesEvicted, (state, { payload }) => {
        // The collector spares what a screen retains; a list that lost posts
        // is one no screen shows, and is loaded afresh when one does.
        const gone = new Set(payload.statuses);
        for (const [key, list] of Object.entries(state.lists)) {
          if (list.ids.some((id) => gone.has(id))) dropKey(state.lists, key);
        }
        forget(state, payload.statuses);
      })
      .addCase(sessionEnded, () => INITIAL_BOOKMARKS)
      .addMatcher(hasEntities, (state, { payload }) => {
        const folders = payload.entities.bookmarkFolders;
        if (folders)
          state.folders.byId = upsertEntities(state.folders.byId, folders);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof bookmarksSlice> {}
}

/** Joins the store when the bookmarks code first loads (see rootReducer.ts). */
export const injectedBookmarksSlice =
  bookmarksSlice.injectInto(combinedReducer);
