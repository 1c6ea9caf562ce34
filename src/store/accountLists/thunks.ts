import type { ApiClient, Page, Paging } from "../../api/client";
import {
  getAccountFollowers,
  getAccountFollowing,
} from "../../api/endpoints/accounts";
import { getBlocks, getMutes } from "../../api/endpoints/blocking";
import { getAccountEndorsements } from "../../api/endpoints/endorsements";
import { getOutgoingFollowRequests } from "../../api/endpoints/followRequests";
import {
  getFavouritedBy,
  getRebloggedBy,
  getStatusReactions,
} from "../../api/endpoints/statuses";
import type { DetectedServer } from "../../api/features";
import type { Account } from "../../api/schemas/account";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccounts } from "../normalize";
import { readAccountLists } from "./state";
import {
  accountListKey,
  needsSession,
  sourceFeature,
  type AccountListSource,
} from "./sources";

/** Accounts per page (Mastodon's maximum for these lists is 80). */
const PAGE_SIZE = 40;

interface FetchedPage {
  accounts: Account[];
  next: string | null;
  /** Mutes only: when each ends (null: until unmuted). */
  muteExpiry?: Record<string, string | null>;
}

const accountsOf = (page: Page<Account>): FetchedPage => ({
  accounts: page.items,
  next: page.next,
});

async function fetchPage(
  client: ApiClient,
  server: DetectedServer,
  source: AccountListSource,
  paging: Paging,
  signal: AbortSignal,
): Promise<FetchedPage> {
  switch (source.kind) {
    case "followers":
      return accountsOf(
        await getAccountFollowers(client, source.accountId, paging, signal),
      );
    case "following":
      return accountsOf(
        await getAccountFollowing(client, source.accountId, paging, signal),
      );
    case "rebloggedBy":
      return accountsOf(
        await getRebloggedBy(client, source.statusId, paging, signal),
      );
    case "favouritedBy":
      return accountsOf(
        await getFavouritedBy(client, source.statusId, paging, signal),
      );
    case "endorsements":
      // One page: the servers send every endorsement at once.
      return {
        ...accountsOf(
          await getAccountEndorsements(
            client,
            server,
            source.accountId,
            signal,
          ),
        ),
        next: null,
      };
    case "outgoingRequests":
      return accountsOf(
        await getOutgoingFollowRequests(client, server, paging, signal),
      );
    case "blocks":
      return accountsOf(await getBlocks(client, paging, signal));
    case "mutes": {
      const page = await getMutes(client, paging, signal);
      const muteExpiry: Record<string, string | null> = {};
      for (const { account, mute_expires_at } of page.items)
        muteExpiry[account.id] = mute_expires_at;
      return {
        accounts: page.items.map((entry) => entry.account),
        next: page.next,
        muteExpiry,
      };
    }
  }
}

export interface AccountListArg {
  source: AccountListSource;
  /** The next page, after what is loaded; without it the first page. */
  more?: boolean;
}

/**
 * A page of a list of accounts (followers, who boosted, mutes...). The first
 * page replaces the list; `more` follows its Link cursor. Failures are
 * silent: the list says them in place, with Try again.
 */
export const fetchAccountList = createAppAsyncThunk(
  "accountLists/fetch",
  async (
    { source, more = false }: AccountListArg,
    { extra, getState, signal },
  ) => {
    const key = accountListKey(source);
    const state = getState();
    const next = readAccountLists(state).lists[key]?.next ?? null;
    const paging: Paging =
      more && next !== null ? { url: next } : { limit: PAGE_SIZE };
    const page = await fetchPage(
      extra.client,
      state.instance.server,
      source,
      paging,
      signal,
    );
    return {
      key,
      more,
      ...normalizeAccounts(page.accounts),
      next: page.next,
      muteExpiry: page.muteExpiry ?? {},
      fetchedAt: Date.now(),
    };
  },
  {
    optional: ({ source }) => sourceFeature(source),
    silent: true,
    condition: ({ source, more = false }, { getState }) => {
      const state = getState();
      if (needsSession(source) && state.session.accessToken === null)
        return false;
      const list = readAccountLists(state).lists[accountListKey(source)];
      // A first page is asked again even while one is on its way (the
      // newer request's answer is the one kept: see loadState.ts).
      if (!more) return !isFresh(list?.fetchedAt, Date.now());
      return list?.loading === null && list.next !== null;
    },
  },
);

/**
 * Who reacted to a status, per emoji (where `emojiReactsList`). Silent: the
 * reactions dialog says a failure in place.
 */
export const fetchStatusReactions = createAppAsyncThunk(
  "accountLists/fetchReactions",
  async ({ statusId }: { statusId: string }, { extra, getState, signal }) => {
    const page = await getStatusReactions(
      extra.client,
      getState().instance.server,
      statusId,
      signal,
    );
    const accounts = page.items.flatMap((reaction) => reaction.accounts);
    const { entities } = normalizeAccounts(accounts);
    const reactions = page.items.map(({ accounts: who, ...reaction }) => ({
      ...reaction,
      account_ids: who.map((account) => account.id),
    }));
    return { statusId, reactions, entities, fetchedAt: Date.now() };
  },
  {
    optional: "emojiReactsList",
    condition: ({ statusId }, { getState }) => {
      const held = readAccountLists(getState()).reactions[statusId];
      return !isFresh(held?.fetchedAt, Date.now());
    },
  },
);
