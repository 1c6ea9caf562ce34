import {
  getGroup,
  getGroupMembers,
  getGroupRelationship,
  getGroupRequests,
  getGroups,
  postCancelGroupRequest,
  postDemoteGroupMembers,
  postGroupRequestAnswer,
  postJoinGroup,
  postKickGroupMembers,
  postLeaveGroup,
  postPromoteGroupMembers,
  postBlockGroupMember,
  searchGroups as searchGroupsCall,
  type AssignableRole,
} from "../../api/endpoints/groups";
import type { ApiClient } from "../../api/client";
import type { DetectedServer } from "../../api/features";
import type { Group } from "../../api/schemas/group";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccounts } from "../normalize";
import { normalizeGroup, normalizeGroups } from "./normalize";
import { EMPTY_MEMBERS } from "./state";

/**
 * Groups (gate `groups`; spec 02 section 7.13): the viewer's groups and a
 * search, one group with the viewer's relationship, joining (a request for
 * a locked group) and leaving, members with their roles, and for a group's
 * admins promote, demote, kick and block (`groupsModeration`) and the join
 * requests. The group's posts are the timeline `group:<id>` (store/keys.ts).
 */

/** A group with the viewer's relationship in it, asked apart where the group lacks it. */
async function groupWithRelationship(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  isMember: boolean,
  signal?: AbortSignal,
): Promise<Group> {
  const group = await getGroup(client, server, id, signal);
  if (group.relationship || !isMember) return group;
  const relationship = await getGroupRelationship(client, server, id, signal);
  return { ...group, relationship };
}

/** The viewer's groups. Optional: a 404 or 501 turns groups off. */
export const fetchGroups = createAppAsyncThunk(
  "groups/fetch",
  async (_arg: undefined, { extra, getState, signal }) => {
    const page = await getGroups(
      extra.client,
      getState().instance.server,
      signal,
    );
    return normalizeGroups(page.items);
  },
  { optional: "groups" },
);

/** One group, for its page. */
export const fetchGroup = createAppAsyncThunk(
  "groups/fetchOne",
  async ({ id }: { id: string }, { extra, getState, signal }) => {
    const state = getState();
    const signedIn = state.session.me !== null;
    const group = await groupWithRelationship(
      extra.client,
      state.instance.server,
      id,
      signedIn,
      signal,
    );
    return normalizeGroup(group);
  },
  // The page says why in place.
  { silent: true },
);

/** Groups whose name matches `q`. */
export const searchGroups = createAppAsyncThunk(
  "groups/search",
  async ({ q }: { q: string }, { extra, getState, signal }) => {
    const groups = await searchGroupsCall(
      extra.client,
      getState().instance.server,
      q,
      signal,
    );
    return { q, ...normalizeGroups(groups) };
  },
  // The search box says why in place.
  { silent: true },
);

/**
 * Joins a group, or asks to join a locked one; leaves, or withdraws the
 * request. The relationship changes at once (store/groups/slice.ts) and the
 * group is read again for its count and the server's word on the outcome.
 */
export const joinGroup = createAppAsyncThunk(
  "groups/join",
  async ({ id }: { id: string; locked: boolean }, { extra, getState }) => {
    const { server } = getState().instance;
    await postJoinGroup(extra.client, server, id);
    return normalizeGroup(
      await groupWithRelationship(extra.client, server, id, true),
    );
  },
);

export const leaveGroup = createAppAsyncThunk(
  "groups/leave",
  async (
    { id, requested = false }: { id: string; requested?: boolean },
    { extra, getState },
  ) => {
    const { server } = getState().instance;
    const leave = requested ? postCancelGroupRequest : postLeaveGroup;
    await leave(extra.client, server, id);
    return normalizeGroup(
      await groupWithRelationship(extra.client, server, id, true),
    );
  },
);

/** Pixelfed refuses pages of more than 10 (GroupsMemberController@getGroupMembers). */
const MEMBERS_PAGE = 10;

/** A page of a group's members; without `more`, the first, which replaces the rest. */
export const fetchGroupMembers = createAppAsyncThunk(
  "groups/fetchMembers",
  async (
    { id, more = false }: { id: string; more?: boolean },
    { extra, getState, signal },
  ) => {
    const state = getState();
    const { next } = state.groups.members[id] ?? EMPTY_MEMBERS;
    const paging =
      more && next !== null ? { url: next } : { limit: MEMBERS_PAGE };
    const page = await getGroupMembers(
      extra.client,
      state.instance.server,
      id,
      undefined,
      paging,
      signal,
    );
    const normalized = normalizeAccounts(page.items.map((m) => m.account));
    return {
      ...normalized,
      roles: page.items.map((m) => ({ accountId: m.account.id, role: m.role })),
      next: page.next,
      fetchedAt: Date.now(),
    };
  },
  {
    // The first page says why in place; "Load more" is the reader's action.
    silent: (_failure, { more }) => !more,
    condition: ({ id, more = false }, { getState }) => {
      const members = getState().groups.members[id];
      if (members?.isLoading) return false;
      return !more || members?.next != null;
    },
  },
);

interface MemberArg {
  id: string;
  accountId: string;
}

/** Promotes a member to admin, or demotes an admin to member (`groupsModeration`). */
export const changeGroupRole = createAppAsyncThunk(
  "groups/changeRole",
  async (
    { id, accountId, role }: MemberArg & { role: AssignableRole },
    { extra, getState },
  ) => {
    const state = getState();
    const current = state.groups.members[id]?.roles[accountId];
    const call =
      role === "admin" ? postPromoteGroupMembers : postDemoteGroupMembers;
    if (current === role) return { id };
    await call(extra.client, state.instance.server, id, [accountId], role);
    return { id };
  },
);

/** Removes a member; with `block`, bars them from joining again. */
export const removeGroupMember = createAppAsyncThunk(
  "groups/removeMember",
  async (
    {
      id,
      accountId,
      acct,
      block,
    }: MemberArg & { acct: string; block: boolean },
    { extra, getState },
  ) => {
    const { server } = getState().instance;
    if (block)
      await postBlockGroupMember(extra.client, server, id, {
        id: accountId,
        acct,
      });
    else await postKickGroupMembers(extra.client, server, id, [accountId]);
    return { id };
  },
);

/** Who asks to join a locked group (its admins read them). */
export const fetchGroupRequests = createAppAsyncThunk(
  "groups/fetchRequests",
  async ({ id }: { id: string }, { extra, getState, signal }) => {
    const page = await getGroupRequests(
      extra.client,
      getState().instance.server,
      id,
      signal,
    );
    return normalizeAccounts(page.items);
  },
  { silent: true },
);

/** Accepts or rejects a request to join; it leaves the list at once. */
export const answerGroupRequest = createAppAsyncThunk(
  "groups/answerRequest",
  async (
    { id, accountId, accept }: MemberArg & { accept: boolean },
    { extra, getState },
  ) => {
    await postGroupRequestAnswer(
      extra.client,
      getState().instance.server,
      id,
      accountId,
      accept,
    );
    return { id };
  },
);
