import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import {
  familyRequest,
  requireFamilyRequest,
  type FamilyRequest,
} from "../familyRequest";
import type { Operation } from "../familyPaths";
import { accountSchema, type Account } from "../schemas/account";
import {
  groupRelationshipSchema,
  groupSchema,
  type Group,
  type GroupRelationship,
  type GroupRole,
} from "../schemas/group";
import {
  groupMembershipSchema,
  pixelfedGroupMemberSchema,
  type GroupMembership,
} from "../schemas/groupMembership";
import { pixelfedGroupSchema } from "../schemas/pixelfedGroup";
import { statusSchema, type Status } from "../schemas/status";
import { getSearch } from "./search";

/**
 * Groups (gate `groups`): Pixelfed's `/api/v0/groups` or the Truth
 * Social-style `/api/v1/groups`, as extensionPaths.ts says; promote, demote
 * and kick where `groupsModeration` (staff calls: adminGroups.ts).
 * Pixelfed's group is read into the same Group shape. Sources: Pixelfed's
 * routes/api.php (`Route::prefix('api/v0/groups')`) and its
 * app/Http/Controllers/Groups (GroupController, GroupsMemberController,
 * GroupsFeedController, GroupsSearchController, GroupsPostController);
 * the `/api/v1` calls as soapbox-pub/soapbox src/actions/groups.ts makes
 * them, with mastodon/mastodon#19059 for their answers.
 */

const isPixelfed = (server: DetectedServer) => server.software === "Pixelfed";
const groupOf = (server: DetectedServer) =>
  isPixelfed(server) ? pixelfedGroupSchema : groupSchema;

const send = (client: ApiClient, request: FamilyRequest) =>
  client.request(request.method, request.path, {
    query: request.query,
    body: request.body,
  });

export function getGroups(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<Page<Group>> {
  const { path } = requireFamilyRequest(server, "groups", {});
  return client.list(path, groupOf(server), { signal });
}

export function getGroup(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  signal?: AbortSignal,
): Promise<Group> {
  const { path } = requireFamilyRequest(server, "group", { id });
  return client.one("GET", path, groupOf(server), { signal });
}

/** The viewer's membership of each group (the `/api/v1/groups` API only). */
export async function getGroupRelationships(
  client: ApiClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<GroupRelationship[]> {
  const page = await client.list(
    "/api/v1/groups/relationships",
    groupRelationshipSchema,
    { query: { id: ids }, signal },
  );
  return page.items;
}

/**
 * The viewer's relationship to one group where the group does not carry
 * it: the `/api/v1` API answers it apart; Pixelfed's group has it (`self`).
 */
export async function getGroupRelationship(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  signal?: AbortSignal,
): Promise<GroupRelationship | null> {
  if (isPixelfed(server)) return null;
  const [relationship] = await getGroupRelationships(client, [id], signal);
  return relationship ?? null;
}

/**
 * Joins (or asks to join a locked group) and leaves. The `/api/v1` API
 * answers the new relationship; Pixelfed's answer is not documented, so
 * there the caller reads the group again.
 */
async function membership(
  client: ApiClient,
  server: DetectedServer,
  operation: Operation,
  id: string,
): Promise<GroupRelationship | null> {
  const raw = await send(
    client,
    requireFamilyRequest(server, operation, { id }),
  );
  if (isPixelfed(server)) return null;
  const parsed = groupRelationshipSchema.safeParse(raw.json);
  return parsed.success ? parsed.data : null;
}

export const postJoinGroup = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
) => membership(client, server, "groupJoin", id);

export const postLeaveGroup = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
) => membership(client, server, "groupLeave", id);

/** Withdraws a request to join a locked group. */
export const postCancelGroupRequest = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
) => membership(client, server, "groupCancelRequest", id);

/** Groups whose name matches `q` (Pixelfed's group search, else /api/v2/search). */
export async function searchGroups(
  client: ApiClient,
  server: DetectedServer,
  q: string,
  signal?: AbortSignal,
): Promise<Group[]> {
  const request = familyRequest(server, "groupSearch", {}, { text: q });
  if (request) {
    const page = await client.list(request.path, groupOf(server), {
      method: request.method,
      body: request.body,
      signal,
    });
    return page.items;
  }
  const results = await getSearch(
    client,
    { q, type: "groups", limit: 20, resolve: false },
    signal,
  );
  return results.groups;
}

/** Who asks to join a locked group (its admins and owner read them). */
export function getGroupRequests(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  const request = requireFamilyRequest(
    server,
    "groupRequests",
    { id },
    { group: id },
  );
  return client.list(request.path, accountSchema, {
    query: request.query,
    signal,
  });
}

/** Accepts or rejects one account's request to join. */
export async function postGroupRequestAnswer(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  accountId: string,
  accept: boolean,
): Promise<void> {
  const operation = accept ? "groupRequestAuthorize" : "groupRequestReject";
  await send(
    client,
    requireFamilyRequest(
      server,
      operation,
      { id, account: accountId },
      { group: id, target: accountId },
    ),
  );
}

/** The group's posts, newest first (Pixelfed `/feed`, else `/api/v1/timelines/group/:id`). */
export function getGroupTimeline(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  const { path } = requireFamilyRequest(server, "groupTimeline", { id });
  return client.page(path, statusSchema, paging, { signal });
}

/** Members with their roles; `role` narrows the `/api/v1` list (Pixelfed lists everyone). */
export function getGroupMembers(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  role?: GroupRole,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<GroupMembership>> {
  const request = requireFamilyRequest(
    server,
    "groupMembers",
    { id },
    role === undefined ? { group: id } : { group: id, role },
  );
  const schema = isPixelfed(server)
    ? pixelfedGroupMemberSchema
    : groupMembershipSchema;
  return client.page(request.path, schema, paging, {
    query: request.query,
    signal,
  });
}

/** A role for promote and demote: `user` is a plain member. */
export type AssignableRole = Exclude<GroupRole, "owner">;

async function changeRole(
  client: ApiClient,
  server: DetectedServer,
  operation: "groupPromote" | "groupDemote",
  id: string,
  accountIds: readonly string[],
  role: AssignableRole,
): Promise<GroupMembership[]> {
  const request = requireFamilyRequest(
    server,
    operation,
    { id },
    { ids: accountIds, role },
  );
  const page = await client.list(request.path, groupMembershipSchema, {
    method: request.method,
    body: request.body,
  });
  return page.items;
}

/** Raises members to `role`; answers their memberships (gate `groupsModeration`). */
export const postPromoteGroupMembers = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
  accountIds: readonly string[],
  role: AssignableRole,
) => changeRole(client, server, "groupPromote", id, accountIds, role);

export const postDemoteGroupMembers = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
  accountIds: readonly string[],
  role: AssignableRole,
) => changeRole(client, server, "groupDemote", id, accountIds, role);

/** Removes members from the group (gate `groupsModeration`). */
export async function postKickGroupMembers(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  accountIds: readonly string[],
): Promise<void> {
  await send(
    client,
    requireFamilyRequest(server, "groupKick", { id }, { ids: accountIds }),
  );
}

/** Who is blocked from the group (the `/api/v1` API). */
export function getGroupBlocks(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(
    `/api/v1/groups/${encodeURIComponent(id)}/blocks`,
    accountSchema,
    paging,
    { signal },
  );
}

/** Pixelfed blocks by handle, the `/api/v1` API by account id: both are needed. */
export interface BlockTarget {
  id: string;
  acct: string;
}

const blockValues = (target: BlockTarget) => ({
  ids: [target.id],
  target: target.acct,
});

export async function postBlockGroupMember(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  target: BlockTarget,
): Promise<void> {
  await send(
    client,
    requireFamilyRequest(server, "groupBlock", { id }, blockValues(target)),
  );
}

export async function deleteBlockGroupMember(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  target: BlockTarget,
): Promise<void> {
  await send(
    client,
    requireFamilyRequest(server, "groupUnblock", { id }, blockValues(target)),
  );
}
