import type { ApiClient, Page, Paging } from "../client";
import { groupSchema, type Group } from "../schemas/group";

/**
 * Staff calls on groups (gate `adminGroups`): the groups the instance knows,
 * suspension and deletion, as the `/api/v1/admin/groups` API of the Truth
 * Social-style groups (mastodon/mastodon#19059, which Rebased's groups
 * follow) serves them.
 */

const adminGroupPath = (id: string) =>
  `/api/v1/admin/groups/${encodeURIComponent(id)}`;

export function getAdminGroups(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Group>> {
  return client.page("/api/v1/admin/groups", groupSchema, paging, { signal });
}

export function getAdminGroup(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Group> {
  return client.one("GET", adminGroupPath(id), groupSchema, { signal });
}

export function postSuspendAdminGroup(
  client: ApiClient,
  id: string,
): Promise<Group> {
  return client.one("POST", `${adminGroupPath(id)}/suspend`, groupSchema);
}

export function postUnsuspendAdminGroup(
  client: ApiClient,
  id: string,
): Promise<Group> {
  return client.one("POST", `${adminGroupPath(id)}/unsuspend`, groupSchema);
}

export async function deleteAdminGroup(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", adminGroupPath(id));
}
