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
import { createAppAsyncThunk } from "../hooks";
import { EMPTY_MEMBERS } from "../memberPages/cases";
import {
  createCandidateSearchThunk,
  createMembersThunk,
  type MemberChangeArg,
} from "../memberPages/thunks";
import { normalizeList, normalizeLists } from "./normalize";
import { listsOf } from "./state";

/**
 * Lists (spec 02 section 7.8): the member's lists, their members and, where
 * the server has `listsFavourites`, favourites. The list's timeline is a
 * timeline like home (`list:<id>`, store/keys.ts). Gated by `lists`.
 */

/** The member's lists. Optional: a 404 or 501 turns lists off. */
export const fetchLists = createAppAsyncThunk(
  "lists/fetch",
  async (_arg: undefined, { extra, signal }) => {
    const page = await getLists(extra.client, signal);
    return normalizeLists(page.items);
  },
  {
    optional: "lists",
  },
);

/** One list, for its page (opened from a link, before the lists are loaded). */
export const fetchList = createAppAsyncThunk(
  "lists/fetchOne",
  async ({ id }: { id: string }, { extra, signal }) => {
    return normalizeList(await getList(extra.client, id, signal));
  },
  {
    // The page says why in place.
    silent: true,
  },
);

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

export const deleteList = createAppAsyncThunk(
  "lists/delete",
  async ({ id }: { id: string }, { extra }) => {
    await deleteListCall(extra.client, id);
    return { id };
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
  (state, id) => listsOf(state).members[id] ?? EMPTY_MEMBERS,
  getListAccounts,
);

/** Adds accounts to a list; they show as members at once. */
export const addListMembers = createAppAsyncThunk(
  "lists/addMembers",
  async ({ id, accountIds }: MemberChangeArg, { extra }) => {
    await postListAccounts(extra.client, id, accountIds);
    return { id };
  },
);

/** Takes accounts off a list; they leave it at once. */
export const removeListMembers = createAppAsyncThunk(
  "lists/removeMembers",
  async ({ id, accountIds }: MemberChangeArg, { extra }) => {
    await deleteListAccounts(extra.client, id, accountIds);
    return { id };
  },
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
