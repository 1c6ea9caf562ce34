import type { ApiClient, Page } from "../client";
import { announcementSchema, type Announcement } from "../schemas/announcement";

/**
 * Instance announcements (spec 02 section 7.11, `announcements`): the
 * current ones, dismissing (marking read) and, where
 * `announcementsReactions`, emoji reactions by name (unicode or shortcode).
 */

const path = (id: string, rest: string) =>
  `/api/v1/announcements/${encodeURIComponent(id)}${rest}`;

export function getAnnouncements(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<Announcement>> {
  return client.list("/api/v1/announcements", announcementSchema, { signal });
}

export async function postDismissAnnouncement(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("POST", path(id, "/dismiss"));
}

export async function putAnnouncementReaction(
  client: ApiClient,
  id: string,
  name: string,
): Promise<void> {
  await client.request(
    "PUT",
    path(id, `/reactions/${encodeURIComponent(name)}`),
  );
}

export async function deleteAnnouncementReaction(
  client: ApiClient,
  id: string,
  name: string,
): Promise<void> {
  await client.request(
    "DELETE",
    path(id, `/reactions/${encodeURIComponent(name)}`),
  );
}
