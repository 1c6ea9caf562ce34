import {
  getAccount,
  getAccountByUsername,
  getAccountLookup,
  getPinnedStatuses,
  postRemoteInteraction,
  getRelationships,
} from "../../api/endpoints/accounts";
import { getCredentialAccount } from "../../api/endpoints/credentials";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { ownAccountPayload } from "../profile/ownAccount";
import type { RootState } from "../index";
import {
  normalizeAccount,
  normalizeRelationships,
  normalizeStatuses,
} from "../normalize";

/** One account by id; fresh data (< 60 s) is not fetched again. */
export const fetchAccount = createAppAsyncThunk(
  "accounts/fetch",
  async ({ id }: { id: string }, { extra, signal }) => {
    const account = await getAccount(extra.client, id, signal);
    return { ...normalizeAccount(account), fetchedAt: Date.now() };
  },
  {
    // Hover cards and the moved-to note are extras: they show nothing.
    silent: true,
    condition: ({ id }, { getState }) =>
      !isFresh(getState().accounts.fetchedAt[id], Date.now()),
  },
);

function accountIdByAcct(state: RootState, acct: string): string | undefined {
  return state.accounts.idByAcct[acct.replace(/^@/, "").toLowerCase()];
}

/**
 * An account by acct, for profile routes (spec 01 section 5): the lookup call
 * where the server supports it, else get-by-username.
 */
export const fetchAccountByAcct = createAppAsyncThunk(
  "accounts/fetchByAcct",
  async ({ acct }: { acct: string }, { extra, getState, signal }) => {
    const name = acct.replace(/^@/, "");
    const account = getState().instance.features.accountLookup
      ? await getAccountLookup(extra.client, name, signal)
      : await getAccountByUsername(extra.client, name, signal);
    return { ...normalizeAccount(account), fetchedAt: Date.now() };
  },
  {
    // The profile says it in place (gone, or a retry).
    silent: true,
    condition: ({ acct }, { getState }) => {
      const state = getState();
      const id = accountIdByAcct(state, acct);
      return (
        id === undefined || !isFresh(state.accounts.fetchedAt[id], Date.now())
      );
    },
  },
);

function staleRelationships(
  state: RootState,
  ids: readonly string[],
): string[] {
  const now = Date.now();
  const unique = [...new Set(ids)];
  return unique.filter(
    (id) => !isFresh(state.relationships.fetchedAt[id], now),
  );
}

/** The viewer's relationships to these accounts, skipping the fresh ones. */
export const fetchRelationships = createAppAsyncThunk(
  "relationships/fetch",
  async ({ ids }: { ids: string[] }, { extra, getState, signal }) => {
    const wanted = staleRelationships(getState(), ids);
    const page = await getRelationships(extra.client, wanted, signal);
    return { ...normalizeRelationships(page.items), fetchedAt: Date.now() };
  },
  {
    // Background work: the buttons keep what they show until the next try.
    silent: true,
    condition: ({ ids }, { getState }) =>
      getState().session.accessToken !== null &&
      staleRelationships(getState(), ids).length > 0,
  },
);

/**
 * The signed-in account; its id becomes `session.me`, and its staff role
 * (which only verify_credentials tells) `session.staff`.
 */
export const fetchOwnAccount = createAppAsyncThunk(
  "session/fetchOwnAccount",
  async (_arg: undefined, { extra, signal }) => {
    const account = await getCredentialAccount(extra.client, signal);
    // Optional in the payload: a recorded session or test without it has none.
    const chat: { chatToken?: string | null } = {
      chatToken: account.chat_token,
    };
    return {
      ...ownAccountPayload(account),
      staff: { role: account.role, privileges: account.privileges },
      ...chat,
    };
  },
);

/**
 * An account's pinned posts, normalised. A failure rejects silently and
 * shows no pinned posts: they are an extra above the timeline, which reports
 * its own errors.
 */
export const fetchPinnedStatuses = createAppAsyncThunk(
  "accounts/fetchPinned",
  async ({ accountId }: { accountId: string }, { extra, signal }) => {
    const page = await getPinnedStatuses(extra.client, accountId, signal);
    return {
      ...normalizeStatuses(page.items),
      flagged: page.items.every((status) => status.pinned),
      fetchedAt: Date.now(),
    };
  },
  {
    silent: true,
  },
);

/** `apId`: what to interact with; `profile`: the visitor's handle, `user@domain`. */
export const requestRemoteInteraction = createAppAsyncThunk(
  "accounts/remoteInteraction",
  async (
    { apId, profile }: { apId: string; profile: string },
    { extra, signal },
  ) => {
    const { url } = await postRemoteInteraction(
      extra.client,
      { ap_id: apId, profile },
      signal,
    );
    return { url };
  },
  {
    // The dialog says it in place, beside the handle typed.
    silent: true,
  },
);
