import type { ApiClient, Page, Paging } from "../../api/client";
import { getSearch } from "../../api/endpoints/search";
import type { Account } from "../../api/schemas/account";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { normalizeAccounts, type Normalized } from "../normalize";
import type { MemberPage } from "./cases";

/** The thunks of list-like collections' members (see cases.ts). */

export interface MembersArg {
  id: string;
  more?: boolean;
}

export type MembersPayload = Normalized<string[]> & {
  next: string | null;
  fetchedAt: number;
};

/**
 * The thunk of a member page; without `more`, the first, which replaces the
 * rest. The first page's failure is said in place; "Load more" is toasted.
 */
export function createMembersThunk(
  type: string,
  select: (state: RootState, id: string) => MemberPage,
  getPage: (
    client: ApiClient,
    id: string,
    paging: Paging,
    signal: AbortSignal,
  ) => Promise<Page<Account>>,
  pageSize = 40,
) {
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
