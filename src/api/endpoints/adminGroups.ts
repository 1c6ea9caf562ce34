import type { ApiClient, Page } from "../client";
import { groupSchema, type Group } from "../schemas/group";

/**
 * Staff calls on groups (gate `adminGroups`), as the groups branch of
 * mastodon/mastodon (pull request #19059, which Truth Social and Rebased's
 * groups follow) serves them in app/controllers/api/v1/admin/groups_controller.rb:
 * GET /api/v1/admin/groups (filters `status` active or suspended and
 * `display_name` as app/models/group_filter.rb reads them; 100 a page by
 * Link), GET `/:id`, POST `/:id/suspend` and `/:id/unsuspend`, DELETE `/:id`,
 * each answering the group. Its serializer blanks a suspended group's name
 * and note, so which list a group came from is what says it is suspended.
 */

export type AdminGroupStatus = "active" | "suspended";

export interface AdminGroupsQuery {
  status: AdminGroupStatus;
  /** Part of the display name, matched by the server. */
  display_name?: string;
}

const adminGroupPath = (id: string) =>
  `/api/v1/admin/groups/${encodeURIComponent(id)}`;

/** The first page for `query`, or the page at a Link cursor. */
export function getAdminGroups(
  client: ApiClient,
  from: AdminGroupsQuery | { url: string },
  signal?: AbortSignal,
): Promise<Page<Group>> {
  if ("url" in from) return client.list(from.url, groupSchema, { signal });
  const query = {
    status: from.status,
    // An empty name filters nothing: left out.
    display_name: from.display_name === "" ? undefined : from.display_name,
    limit: 100,
  };
  return client.list("/api/v1/admin/groups", groupSchema, { query, signal });
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
