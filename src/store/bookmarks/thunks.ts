import type { ApiClient, Page, Paging } from "../../api/client";
import {
  deleteBookmarkFolder as deleteFolderCall,
  deleteBookmarkFolderStatus,
  getBookmarkFolders,
  getBookmarkFolderStatuses,
  getBookmarks,
  getFavourites,
  getStatusBookmarkFolders,
  patchBookmarkFolder,
  postBookmarkFolder,
  postBookmarkFolderStatus,
} from "../../api/endpoints/bookmarks";
import type { DetectedServer } from "../../api/features";
import type { Status } from "../../api/schemas/status";
import { toFailure } from "../failure";
import { createAppAsyncThunk } from "../hooks";
import { normalizeStatuses } from "../normalize";
import { bookmarkStatus } from "../statuses/interactions";
import { FAVOURITES, folderOfKey, type StatusListKey } from "./lists";
import { normalizeBookmarkFolder, normalizeBookmarkFolders } from "./normalize";
import { listOf } from "./state";

/**
 * Bookmarks, favourites and bookmark folders (spec 02 section 7.3). Folder
 * calls are gated by the caller with `bookmarkFolders`; whether a post sits
 * in one folder (Pleroma, Akkoma) or in several (kmyblue-style categories)
 * is `bookmarkFoldersMultiple`.
 */

const PAGE_SIZE = 20;

function listPage(
  client: ApiClient,
  server: DetectedServer,
  key: StatusListKey,
  paging: Paging,
  signal: AbortSignal,
): Promise<Page<Status>> {
  const folder = folderOfKey(key);
  if (folder !== null) {
    return getBookmarkFolderStatuses(client, server, folder, paging, signal);
  }
  return key === FAVOURITES
    ? getFavourites(client, paging, signal)
    : getBookmarks(client, paging, signal);
}

export interface StatusListArg {
  key: StatusListKey;
  /** The next page; without it, the first page, which replaces the list. */
  more?: boolean;
}

/** A page of bookmarks, of favourites or of one folder's bookmarks. */
export const fetchStatusList = createAppAsyncThunk(
  "bookmarks/fetchList",
  async ({ key, more = false }: StatusListArg, { extra, getState, signal }) => {
    const state = getState();
    const { next } = listOf(state, key);
    const paging = more && next ? { url: next } : { limit: PAGE_SIZE };
    const { server } = state.instance;
    const page = await listPage(extra.client, server, key, paging, signal);
    const fetchedAt = Date.now();
    return { ...normalizeStatuses(page.items), next: page.next, fetchedAt };
  },
  {
    // The first page says why in place; "Load more" is the reader's action.
    silent: (_failure, { more }) => !more,
    // A first page always goes (it supersedes one under way); a further one
    // only from a list that has one and is not already fetching it.
    condition: ({ key, more = false }, { getState }) => {
      if (!more) return true;
      const list = listOf(getState(), key);
      return list.next !== null && !list.loadingMore;
    },
  },
);

/** The member's folders; a 404 or 501 turns folders off for the session. */
export const fetchBookmarkFolders = createAppAsyncThunk(
  "bookmarks/fetchFolders",
  async (_arg: undefined, { extra, getState, signal }) => {
    const { server } = getState().instance;
    const page = await getBookmarkFolders(extra.client, server, signal);
    return normalizeBookmarkFolders(page.items);
  },
  {
    optional: "bookmarkFolders",
  },
);

export interface FolderNameArg {
  name: string;
}

export const createBookmarkFolder = createAppAsyncThunk(
  "bookmarks/createFolder",
  async ({ name }: FolderNameArg, { extra, getState }) => {
    const { server } = getState().instance;
    const folder = await postBookmarkFolder(extra.client, server, { name });
    return normalizeBookmarkFolder(folder);
  },
);

export const renameBookmarkFolder = createAppAsyncThunk(
  "bookmarks/renameFolder",
  async ({ id, name }: FolderNameArg & { id: string }, { extra, getState }) => {
    const { server } = getState().instance;
    const folder = await patchBookmarkFolder(extra.client, server, id, {
      name,
    });
    return normalizeBookmarkFolder(folder);
  },
);

/** Deletes a folder; its posts stay bookmarked. */
export const deleteBookmarkFolder = createAppAsyncThunk(
  "bookmarks/deleteFolder",
  async ({ id }: { id: string }, { extra, getState }) => {
    await deleteFolderCall(extra.client, getState().instance.server, id);
    return { id };
  },
);

/**
 * The kmyblue-style categories holding a post (Pleroma's posts say their
 * folder themselves). The folder dialog shows a failure in place.
 */
export const fetchStatusFolders = createAppAsyncThunk(
  "bookmarks/fetchStatusFolders",
  async ({ statusId }: { statusId: string }, { extra, signal }) => {
    const page = await getStatusBookmarkFolders(extra.client, statusId, signal);
    return normalizeBookmarkFolders(page.items);
  },
  {
    silent: true,
  },
);

export interface SaveFoldersArg {
  statusId: string;
  /** The folders the post is in now (restored should the server refuse). */
  from: string[];
  /** The folders it should be in: at most one without `bookmarkFoldersMultiple`. */
  to: string[];
}

class BookmarkRefused extends Error {}

/**
 * Puts a post into folders, moving it out of the others; bookmarks it first
 * if it is not. Pleroma holds a bookmark in one folder and moves it by
 * bookmarking it again with the new folder (or none); kmyblue-style
 * categories are added to and removed from one by one.
 */
export const saveBookmarkFolders = createAppAsyncThunk(
  "bookmarks/saveFolders",
  async (
    { statusId, from, to }: SaveFoldersArg,
    { extra, getState, dispatch, rejectWithValue },
  ) => {
    try {
      if (getState().statuses.byId[statusId]?.bookmarked !== true) {
        const bookmarked = await dispatch(bookmarkStatus({ id: statusId }));
        if (bookmarkStatus.rejected.match(bookmarked)) {
          throw new BookmarkRefused(bookmarked.payload?.message);
        }
      }
      const { server, features } = getState().instance;
      const added = to.filter((id) => !from.includes(id));
      const removed = from.filter((id) => !to.includes(id));
      const put = (folderId: string) =>
        postBookmarkFolderStatus(extra.client, server, folderId, statusId);
      const take = (folderId: string) =>
        deleteBookmarkFolderStatus(extra.client, server, folderId, statusId);
      if (features.bookmarkFoldersMultiple) {
        for (const folderId of added) await put(folderId);
        for (const folderId of removed) await take(folderId);
      } else if (added[0] !== undefined) {
        await put(added[0]);
      } else if (removed[0] !== undefined) {
        await take(removed[0]);
      }
      return { statusId, folderIds: to };
    } catch (error) {
      // A refused bookmark has had its own notice.
      return rejectWithValue(toFailure(error), {
        silent: error instanceof BookmarkRefused,
      });
    }
  },
);
