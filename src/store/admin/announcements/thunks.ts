import {
  deleteAdminAnnouncement,
  getAdminAnnouncements,
  patchAdminAnnouncement,
  postAdminAnnouncement,
  type AnnouncementParams,
} from "../../../api/endpoints/adminAnnouncements";
import type { Announcement } from "../../../api/schemas/announcement";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * Announcements as staff manage them (Pleroma and Akkoma): all of them,
 * scheduled and ended too. Publishing one starts it now; scheduling sets
 * when it starts.
 */

export const fetchAdminAnnouncements = createAdminThunk(
  "adminAnnouncements/fetch",
  async (_: undefined, { client, server, signal }) => ({
    items: await getAdminAnnouncements(client, server, 0, signal),
    next: null,
  }),
  { silent: true },
);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

/** Plain text as the server would render it, until it does. */
const asHtml = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = paragraph.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
      return `<p>${escaped.replace(/\n/g, "<br>")}</p>`;
    })
    .join("");

/** What the list shows of an announcement the server has not answered for yet. */
export function announcementChanges(
  params: AnnouncementParams,
): Partial<Announcement> {
  const changes: Partial<Announcement> = {};
  if (params.content !== undefined) changes.content = asHtml(params.content);
  if (params.starts_at !== undefined) changes.starts_at = params.starts_at;
  if (params.ends_at !== undefined) changes.ends_at = params.ends_at;
  if (params.all_day !== undefined) changes.all_day = params.all_day;
  return changes;
}

export function announcementFromParams(
  id: string,
  params: AnnouncementParams,
): Announcement {
  return {
    id,
    content: "",
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: null,
    updated_at: null,
    read: false,
    reactions: [],
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    ...announcementChanges(params),
  };
}

export interface AnnouncementArg {
  params: AnnouncementParams;
}

export const createAdminAnnouncement = createAdminThunk(
  "adminAnnouncements/create",
  ({ params }: AnnouncementArg, { client, server }) =>
    postAdminAnnouncement(client, server, params),
  { silent: false },
);

export const updateAdminAnnouncement = createAdminThunk(
  "adminAnnouncements/update",
  ({ id, params }: AnnouncementArg & { id: string }, { client, server }) =>
    patchAdminAnnouncement(client, server, id, params),
  { silent: false },
);

export const deleteAdminAnnouncementById = createAdminThunk(
  "adminAnnouncements/delete",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminAnnouncement(client, server, id),
  { silent: false },
);
