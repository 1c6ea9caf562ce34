import { dropKey } from "../entities";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Announcement } from "../../api/schemas/announcement";

/** Instance announcements, newest first; kept current by the stream. */
export interface AnnouncementsState {
  byId: Record<string, Announcement>;
  order: string[];
}

const initialState: AnnouncementsState = { byId: {}, order: [] };

export interface AnnouncementReactionUpdate {
  announcement_id: string;
  name: string;
  count: number;
}

function withReactionCount(
  reactions: Announcement["reactions"],
  name: string,
  count: number,
): Announcement["reactions"] {
  const others = reactions.filter((r) => r.name !== name);
  if (count <= 0) return others;
  const held = reactions.find((r) => r.name === name);
  if (held) return reactions.map((r) => (r === held ? { ...r, count } : r));
  return [
    ...reactions,
    { name, count, me: false, url: null, static_url: null },
  ];
}

const announcementsSlice = createSlice({
  name: "announcements",
  initialState,
  reducers: {
    /** A streamed `announcement` (new or edited). */
    received(state, action: PayloadAction<Announcement>) {
      const announcement = action.payload;
      state.byId[announcement.id] = announcement;
      state.order = [
        announcement.id,
        ...state.order.filter((id) => id !== announcement.id),
      ];
    },
    /** A streamed `announcement.reaction`: the new count of one reaction. */
    reactionUpdated(state, action: PayloadAction<AnnouncementReactionUpdate>) {
      const { announcement_id, name, count } = action.payload;
      const announcement = state.byId[announcement_id];
      if (!announcement) return;
      // Replaced, not mutated: the announcement may be a payload object
      // absorbed earlier in the same batch.
      state.byId[announcement_id] = {
        ...announcement,
        reactions: withReactionCount(announcement.reactions, name, count),
      };
    },
    /** A streamed `announcement.delete`. */
    deleted(state, action: PayloadAction<{ id: string }>) {
      dropKey(state.byId, action.payload.id);
      state.order = state.order.filter((id) => id !== action.payload.id);
    },
  },
});

export const {
  received: announcementReceived,
  reactionUpdated: announcementReactionUpdated,
  deleted: announcementDeleted,
} = announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
