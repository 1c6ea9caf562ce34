import type { ApiClient, Page, Paging } from "../../api/client";
import { getSearch } from "../../api/endpoints/search";
import type { Account } from "../../api/schemas/account";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { normalizeAccounts, type Normalized } from "../normalize";
import { EMPTY_MEMBERS, type MemberPage } from "./members";

/**
 * The thunks the member's list-like collections (lists, circles, antennas)
 * share: loading and deleting the collections, and their members (see
 * members.ts and cases.ts).
 */

/** The collection domains, each its feature's gate too. */
type CollectionDomain = "lists" | "circles" | "antennas";

export interface CollectionCalls<T> {
  getAll: (client: ApiClient, signal: AbortSignal) => Promise<Page<T>>;
  getOne: (client: ApiClient, id: string, signal: AbortSignal) => Promise<T>;
  remove: (client: ApiClient, id: string) => Promise<void>;
  normalizeAll: (items: readonly T[]) => Normalized<string[]>;
  normalizeOne: (item: T) => Normalized<string>;
}

/**
 * A domain's `<domain>/fetch` (the member's collections; optional, so a 404
 * or 501 turns the feature off), `<domain>/fetchOne` (one for its page,
 * which says why it failed in place) and `<domain>/delete` (gone at once,
 * back and toasted if the server refuses).
 */
export function createCollectionThunks<T>(
  domain: CollectionDomain,
  calls: CollectionCalls<T>,
) {
  const fetchAll = createAppAsyncThunk(
    `${domain}/fetch`,
    async (_arg: undefined, { extra, signal }) =>
      calls.normalizeAll((await calls.getAll(extra.client, signal)).items),
    { optional: domain },
  );
  const fetchOne = createAppAsyncThunk(
    `${domain}/fetchOne`,
    async ({ id }: { id: string }, { extra, signal }) =>
      calls.normalizeOne(await calls.getOne(extra.client, id, signal)),
    { silent: true },
  );
  const remove = createAppAsyncThunk(
    `${domain}/delete`,
    async ({ id }: { id: string }, { extra }) => {
      await calls.remove(extra.client, id);
      return { id };
    },
  );
  return { fetchAll, fetchOne, remove };
}

/**
 * Adds accounts to a collection or takes them out: shown at once, put
 * back and toasted if the server refuses (members.ts).
 */
export function createMemberChangeThunk(
  type: string,
  change: (
    client: ApiClient,
    id: string,
    accountIds: string[],
  ) => Promise<void>,
) {
  return createAppAsyncThunk(
    type,
    async ({ id, accountIds }: MemberChangeArg, { extra }) => {
      await change(extra.client, id, accountIds);
      return { id };
    },
  );
}

export interface MembersArg {
  id: string;
  more?: boolean;
}

export type MembersPayload = Normalized<string[]> & {
  next: string | null;
  fetchedAt: number;
};

/**
 * The thunk of a member page (one of `pages`, by collection); without
 * `more`, the first, which replaces the rest. The first page's failure is said in place; "Load more" is toasted.
 */
export function createMembersThunk(
  type: string,
  pages: (state: RootState) => Record<string, MemberPage>,
  getPage: (
    client: ApiClient,
    id: string,
    paging: Paging,
    signal: AbortSignal,
  ) => Promise<Page<Account>>,
  pageSize = 40,
) {
  const select = (state: RootState, id: string) =>
    pages(state)[id] ?? EMPTY_MEMBERS;
  return createAppAsyncThunk(
    type,
    async ({ id, more = false }: MembersArg, { extra, getState, signal }) => {
      const { next } = select(getState(), id);
      const paging =
        more && next !== null ? { url: next } : { limit: pageSize };
      const page = await getPage(extra.client, id, paging, signal);
      const payload: MembersPayload = {
        ...normalizeAccounts(page.items),
        next: page.next,
        fetchedAt: Date.now(),
      };
      return payload;
    },
    {
      silent: (_failure, { more }) => !more,
      condition: ({ id, more = false }, { getState }) => {
        if (!more) return true;
        const page = select(getState(), id);
        return page.next !== null && !page.loadingMore;
      },
    },
  );
}

export interface MemberChangeArg {
  id: string;
  accountIds: string[];
}

/** Accounts found to add to a collection, for the last query asked. */
export interface CandidateSearch {
  q: string;
  ids: string[];
}

export type CandidatesPayload = Normalized<string[]> & { q: string };

const SEARCH_LIMIT = 10;

/**
 * The thunk that finds accounts to add to a collection. `followingOnly`
 * says whether the server takes only accounts the member follows (Mastodon
 * lists), so the search asks for those alone. The search box says why it
 * failed in place.
 */
export function createCandidateSearchThunk(
  type: string,
  followingOnly: (state: RootState) => boolean,
) {
  return createAppAsyncThunk(
    type,
    async ({ q }: { q: string }, { extra, getState, signal }) => {
      const results = await getSearch(
        extra.client,
        {
          q,
          type: "accounts",
          limit: SEARCH_LIMIT,
          resolve: false,
          following: followingOnly(getState()),
        },
        signal,
      );
      return { q, ...normalizeAccounts(results.accounts) };
    },
    { silent: true },
  );
}
