import {
  postAccountNote,
  postBlock,
  postFollow,
  postMute,
  postRemoveFromFollowers,
  postUnblock,
  postUnfollow,
  postUnmute,
  type FollowOptions,
  type MuteOptions,
} from "../../api/endpoints/accounts";
import {
  getFollowRequests,
  postAuthorizeFollowRequest,
  postRejectFollowRequest,
} from "../../api/endpoints/followRequests";
import type { Relationship } from "../../api/schemas/relationship";
import { createAppAsyncThunk } from "../hooks";
import { createPagedListThunk } from "../pagedList";
import {
  normalizeAccounts,
  normalizeRelationships,
  type Normalized,
} from "../normalize";

/**
 * What the viewer does to an account (spec 02 sections 7.2 and 7.3). Each
 * action's optimistic change is applied by the relationships slice on
 * `pending` and undone on `rejected`; the server's answer, a relationship,
 * arrives as entities.
 */

export interface AccountArg {
  id: string;
}

/** The server's answer: the relationship as it now stands. */
export type Settled = Normalized<string[]> & { fetchedAt: number };

async function settle(call: Promise<Relationship>): Promise<Settled> {
  const relationship = await call;
  return { ...normalizeRelationships([relationship]), fetchedAt: Date.now() };
}

/**
 * Follows, or for a locked account asks to; for a followed account, changes
 * `reblogs` / `notify`. The pending action says whether the account is
 * locked, so the slice shows "Requested" at once.
 */
export const followAccount = createAppAsyncThunk<
  Settled,
  AccountArg & FollowOptions,
  { pendingMeta: { locked: boolean } }
>(
  "relationships/follow",
  async ({ id, ...options }, thunk) => {
    return await settle(postFollow(thunk.extra.client, id, options));
  },
  {
    getPendingMeta: ({ arg }, { getState }) => ({
      locked: getState().accounts.byId[arg.id]?.locked === true,
    }),
  },
);

/** Unfollows, or withdraws a follow request. */
export const unfollowAccount = createAppAsyncThunk(
  "relationships/unfollow",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postUnfollow(extra.client, id));
  },
);

export const blockAccount = createAppAsyncThunk(
  "relationships/block",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postBlock(extra.client, id));
  },
);

export const unblockAccount = createAppAsyncThunk(
  "relationships/unblock",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postUnblock(extra.client, id));
  },
);

/** Mutes, with their notifications or not, for `duration` seconds (0: until unmuted). */
export const muteAccount = createAppAsyncThunk(
  "relationships/mute",
  async ({ id, ...options }: AccountArg & MuteOptions, thunk) => {
    return await settle(postMute(thunk.extra.client, id, options));
  },
);

export const unmuteAccount = createAppAsyncThunk(
  "relationships/unmute",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postUnmute(extra.client, id));
  },
);

/** Makes an account stop following the viewer (where `removeFromFollowers`). */
export const removeFromFollowers = createAppAsyncThunk(
  "relationships/removeFromFollowers",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postRemoveFromFollowers(extra.client, id));
  },
);

/** The viewer's private note on an account (where `notes`). */
export const updateAccountNote = createAppAsyncThunk(
  "relationships/updateNote",
  async ({ id, comment }: AccountArg & { comment: string }, { extra }) => {
    return await settle(postAccountNote(extra.client, id, comment));
  },
);

/** Accounts asking to follow the viewer; with `more`, the next older page. */
export const fetchFollowRequests = createPagedListThunk(
  "relationships/fetchFollowRequests",
  {
    select: (state) => state.relationships.followRequests,
    canFetch: (state) => state.session.accessToken !== null,
    getPage: getFollowRequests,
    normalize: (accounts) => ({
      ...normalizeAccounts(accounts),
      fetchedAt: Date.now(),
    }),
    pageSize: 40,
  },
);

/** Lets the account follow the viewer; its request leaves the lists at once. */
export const authorizeFollowRequest = createAppAsyncThunk(
  "relationships/authorizeFollowRequest",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postAuthorizeFollowRequest(extra.client, id));
  },
);

export const rejectFollowRequest = createAppAsyncThunk(
  "relationships/rejectFollowRequest",
  async ({ id }: AccountArg, { extra }) => {
    return await settle(postRejectFollowRequest(extra.client, id));
  },
);
