import {
  deleteList as deleteListCall,
  deleteListAccounts,
  getAccountLists,
  getList,
  getListAccounts,
  getLists,
  postList,
  postListAccounts,
  postListFavourite,
  postListUnfavourite,
  putList,
  type ListParams,
} from "../../api/endpoints/lists";
import {
  createCandidateSearchThunk,
  createCollectionThunks,
  createMemberChangeThunk,
  createMembersThunk,
} from "../collections/thunks";
import { createAppAsyncThunk } from "../hooks";
import { normalizeList, normalizeLists } from "./normalize";
import { listsOf } from "./state";

/**
 * Lists (spec 02 section 7.8): the member's lists, their members and, where
 * the server has `listsFavourites`, favourites. The list's timeline is a
 * timeline like home (`list:<id>`, store/keys.ts). Gated by `lists`.
 */

/**
 * The member's lists (optional: a 404 or 501 turns lists off), one for its
 * page (which says why it failed in place), and deletion (gone at once,
 * back if the server refuses).
 */
export const {
  fetchAll: fetchLists,
  fetchOne: fetchList,
  remove: deleteList,
} = createCollectionThunks("lists", {
  getAll: getLists,
  getOne: getList,
  remove: deleteListCall,
  normalizeAll: normalizeLists,
  normalizeOne: normalizeList,
});

export const createList = createAppAsyncThunk(
  "lists/create",
  async ({ params }: { params: ListParams & { title: string } }, { extra }) => {
    return normalizeList(await postList(extra.client, params));
  },
  {
    // The form says why in place.
    silent: true,
  },
);

export const updateList = createAppAsyncThunk(
  "lists/update",
  async ({ id, params }: { id: string; params: ListParams }, { extra }) => {
    return normalizeList(await putList(extra.client, id, params));
  },
  {
    silent: true,
  },
);

/** Marks or unmarks a favourite list (Fedibird `favourite_list`); shown at once. */
export const setListFavourite = createAppAsyncThunk(
  "lists/favourite",
  async ({ id, favourite }: { id: string; favourite: boolean }, { extra }) => {
    const call = favourite ? postListFavourite : postListUnfavourite;
    return normalizeList(await call(extra.client, id));
  },
);

/** A page of a list's members; without `more`, the first, which replaces the rest. */
export const fetchListMembers = createMembersThunk(
  "lists/fetchMembers",
  (state) => listsOf(state).members,
  getListAccounts,
);

/** Adds accounts to a list; they show as members at once. */
export const addListMembers = createMemberChangeThunk(
  "lists/addMembers",
  postListAccounts,
);

/** Takes accounts off a list; they leave it at once. */
export const removeListMembers = createMemberChangeThunk(
  "lists/removeMembers",
  deleteListAccounts,
);

/** The member's lists that hold an account (a profile's "Lists" dialog). */
export const fetchAccountLists = createAppAsyncThunk(
  "lists/fetchForAccount",
  async ({ accountId }: { accountId: string }, { extra, signal }) => {
    const page = await getAccountLists(extra.client, accountId, signal);
    return normalizeLists(page.items);
  },
  {
    silent: true,
  },
);

/**
 * Accounts to add to a list. Mastodon lists hold only accounts the member
 * follows; on servers without that rule (`unrestrictedLists`) anyone is found.
 */
export const searchListCandidates = createCandidateSearchThunk(
  "lists/search",
  (state) => !state.instance.features.unrestrictedLists,
);
