import {
  deleteAnnouncementReaction,
  getAnnouncements,
  postDismissAnnouncement,
  putAnnouncementReaction,
} from "../../api/endpoints/announcements";
import { createAppAsyncThunk } from "../hooks";

/**
 * The instance's announcements (spec 02 section 7.11): the current ones,
 * marking one read, and (`announcementsReactions`) the member's reactions.
 * The stream keeps them current (`announcement`, `announcement.reaction`,
 * `announcement.delete`, store/middleware/streamEvents.ts).
 */

/** The current announcements. Optional: a 404 or 501 turns them off. */
export const fetchAnnouncements = createAppAsyncThunk(
  "announcements/fetch",
  async (_arg: undefined, { extra, signal }) => {
    const page = await getAnnouncements(extra.client, signal);
    return { items: page.items };
  },
  { optional: "announcements" },
);

/** Marks one read ("dismiss"); shown at once, put back if refused. */
export const dismissAnnouncement = createAppAsyncThunk(
  "announcements/dismiss",
  async ({ id }: { id: string }, { extra }) => {
    await postDismissAnnouncement(extra.client, id);
    return { id };
  },
);

/**
 * The member's reaction by name (a Unicode emoji or a custom shortcode);
 * `url` draws a custom one the announcement has no reaction with yet.
 */
export interface AnnouncementReactionArg {
  id: string;
  name: string;
  url?: string | null;
}

/** Adds the member's reaction; counted at once, taken back if refused. */
export const addAnnouncementReaction = createAppAsyncThunk(
  "announcements/react",
  async ({ id, name }: AnnouncementReactionArg, { extra }) => {
    await putAnnouncementReaction(extra.client, id, name);
    return { id, name };
  },
);

/** Takes the member's reaction back; at once, restored if refused. */
export const removeAnnouncementReaction = createAppAsyncThunk(
  "announcements/unreact",
  async ({ id, name }: AnnouncementReactionArg, { extra }) => {
    await deleteAnnouncementReaction(extra.client, id, name);
    return { id, name };
  },
);
