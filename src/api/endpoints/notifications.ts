import {
  InvalidResponseError,
  type ApiClient,
  type Links,
  type Page,
  type Query,
} from "../client";
import { notificationSchema, type Notification } from "../schemas/notification";
import {
  groupedNotificationsResultsSchema,
  type GroupedNotificationsResults,
} from "../schemas/notificationGroup";
import { unreadCountSchema } from "../schemas/unreadCount";
import {
  notificationPolicySchema,
  notificationRequestSchema,
  type NotificationPolicy,
  type NotificationRequest,
} from "../schemas/notificationPolicy";

/** Notifications (spec 02 section 7.10). */

export interface NotificationParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
  types?: readonly string[];
  exclude_types?: readonly string[];
}

/** A Link cursor (absolute URL) or query parameters. */
export type NotificationPaging = NotificationParams | { url: string };

function target(path: string, paging: NotificationPaging) {
  if ("url" in paging) return { path: paging.url, query: undefined };
  const query: Query = { ...paging };
  return { path, query };
}

export function getNotifications(
  client: ApiClient,
  paging: NotificationPaging,
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  const { path, query } = target("/api/v1/notifications", paging);
  return client.list(path, notificationSchema, { query, signal });
}

/** Server-grouped notifications (Mastodon 4.3+, Pleroma with grouping). */
export async function getGroupedNotifications(
  client: ApiClient,
  paging: NotificationPaging,
  signal?: AbortSignal,
): Promise<GroupedNotificationsResults & Links> {
  const { path, query } = target("/api/v2/notifications", paging);
  const raw = await client.request("GET", path, { query, signal });
  const parsed = groupedNotificationsResultsSchema.safeParse(raw.json);
  if (!parsed.success) {
    throw new InvalidResponseError(
      raw.url,
      parsed.error.issues.map((issue) => issue.message).join("; "),
    );
  }
  return { ...parsed.data, next: raw.next, prev: raw.prev };
}

/**
 * Which policy API the server has: Mastodon 4.3's v2 (an action per case),
 * or the v1 it started with, booleans that filter or not.
 */
export type PolicyEdition = "v1" | "v2";

const policyPath = (edition: PolicyEdition) =>
  `/api/${edition}/notifications/policy`;

/** The viewer's filtering policy (where `notificationsPolicy` or `notificationsPolicyV1`). */
export function getNotificationPolicy(
  client: ApiClient,
  edition: PolicyEdition,
  signal?: AbortSignal,
): Promise<NotificationPolicy> {
  return client.one("GET", policyPath(edition), notificationPolicySchema, {
    signal,
  });
}

export type NotificationPolicyCase = Exclude<
  keyof NotificationPolicy,
  "summary"
>;
export type NotificationPolicyChanges = Partial<
  Pick<NotificationPolicy, NotificationPolicyCase>
>;

const V1_CASES = [
  "for_not_following",
  "for_not_followers",
  "for_new_accounts",
  "for_private_mentions",
] as const;

/** v1 names each case `filter_*` and has no limited accounts; dropping reads as filtering. */
function v1Body(changes: NotificationPolicyChanges): Record<string, boolean> {
  const body: Record<string, boolean> = {};
  for (const key of V1_CASES) {
    const value = changes[key];
    if (value) body[key.replace(/^for_/, "filter_")] = value !== "accept";
  }
  return body;
}

/** Changes some cases of the policy; answers it as saved. */
export function patchNotificationPolicy(
  client: ApiClient,
  edition: PolicyEdition,
  changes: NotificationPolicyChanges,
): Promise<NotificationPolicy> {
  const body = edition === "v1" ? v1Body(changes) : { ...changes };
  return client.one("PATCH", policyPath(edition), notificationPolicySchema, {
    body,
  });
}

/** Filtered notifications, one request per account; a Link cursor or the first page. */
export function getNotificationRequests(
  client: ApiClient,
  paging: { url: string } | { limit?: number },
  signal?: AbortSignal,
): Promise<Page<NotificationRequest>> {
  if ("url" in paging) {
    return client.list(paging.url, notificationRequestSchema, { signal });
  }
  return client.list(
    "/api/v1/notifications/requests",
    notificationRequestSchema,
    { query: { limit: paging.limit }, signal },
  );
}

const requestPath = (id: string, verb: string) =>
  `/api/v1/notifications/requests/${encodeURIComponent(id)}/${verb}`;

/** Lets the account's notifications through from now on. */
export async function postAcceptNotificationRequest(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("POST", requestPath(id, "accept"));
}

/** Drops the request and its filtered notifications. */
export async function postDismissNotificationRequest(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("POST", requestPath(id, "dismiss"));
}

const notificationPath = (id: string, rest = "") =>
  `/api/v1/notifications/${encodeURIComponent(id)}${rest}`;

/** Removes one notification from the viewer's list. */
export async function postDismissNotification(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("POST", notificationPath(id, "/dismiss"));
}

/** Removes a server group (where `groupedNotifications`) with every notification in it. */
export async function postDismissNotificationGroup(
  client: ApiClient,
  groupKey: string,
): Promise<void> {
  await client.request(
    "POST",
    `/api/v2/notifications/${encodeURIComponent(groupKey)}/dismiss`,
  );
}

/** Removes several notifications in one call (Pleroma and Akkoma: `notificationsDismissMultiple`). */
export async function deleteNotifications(
  client: ApiClient,
  ids: readonly string[],
): Promise<void> {
  await client.request("DELETE", "/api/v1/notifications/destroy_multiple", {
    query: { ids },
  });
}

/** Removes every notification. */
export async function postClearNotifications(client: ApiClient): Promise<void> {
  await client.request("POST", "/api/v1/notifications/clear");
}

/**
 * How many notifications are newer than the notifications marker (where
 * `notificationsGetUnreadCount`); with `grouped`, how many groups (v2, where
 * `groupedNotifications`).
 */
export async function getUnreadNotificationCount(
  client: ApiClient,
  grouped: boolean,
  params: Pick<NotificationParams, "types" | "exclude_types" | "limit"> = {},
  signal?: AbortSignal,
): Promise<number> {
  const { count } = await client.one(
    "GET",
    `/api/${grouped ? "v2" : "v1"}/notifications/unread_count`,
    unreadCountSchema,
    { query: { ...params }, signal },
  );
  return count;
}
