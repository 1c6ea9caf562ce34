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
