import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { announcementSchema, type Announcement } from "../schemas/announcement";
import { adminOne, adminRoute, adminSend } from "./adminCall";
import { ADMIN_PAGE_SIZE } from "./adminPaging";

/**
 * Announcements as staff manage them (Pleroma and Akkoma): unlike the
 * members' list, which holds the current ones, this holds all of them,
 * scheduled and ended too. Same entity as the members' announcements.
 */

export interface AnnouncementParams {
  readonly content?: string;
  /** Absent or null: from now on. */
  readonly starts_at?: string | null;
  /** Absent or null: until deleted. */
  readonly ends_at?: string | null;
  readonly all_day?: boolean;
}

export async function getAdminAnnouncements(
  client: ApiClient,
  server: DetectedServer,
  offset = 0,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const route = adminRoute(server, "adminAnnouncements");
  const page = await client.list(route.path, announcementSchema, {
    query: { offset, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return page.items;
}

export const postAdminAnnouncement = (
  client: ApiClient,
  server: DetectedServer,
  params: AnnouncementParams,
): Promise<Announcement> =>
  adminOne(client, server, "adminCreateAnnouncement", announcementSchema, {
    extra: { ...params },
  });

/** Changes what is given; the rest stays as it was. */
export const patchAdminAnnouncement = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
  params: AnnouncementParams,
): Promise<Announcement> =>
  adminOne(client, server, "adminUpdateAnnouncement", announcementSchema, {
    params: { id },
    extra: { ...params },
  });

export async function deleteAdminAnnouncement(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> {
  await adminSend(client, server, "adminDeleteAnnouncement", {
    params: { id },
  });
}
