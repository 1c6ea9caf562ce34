import { dropKey } from "../entities";
import {
  createSlice,
  type PayloadAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import type { Announcement } from "../../api/schemas/announcement";
import { sessionEnded } from "../events";
import type { AnnouncementReactionArg } from "./thunks";
import type {
  addAnnouncementReaction as AddAnnouncementReactionThunk,
  dismissAnnouncement as DismissAnnouncementThunk,
  fetchAnnouncements as FetchAnnouncementsThunk,
  removeAnnouncementReaction as RemoveAnnouncementReactionThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const removeAnnouncementReaction = thunkActions<
  typeof RemoveAnnouncementReactionThunk
>("announcements/unreact");
const fetchAnnouncements = thunkActions<typeof FetchAnnouncementsThunk>(
  "announcements/fetch",
);
const dismissAnnouncement = thunkActions<typeof DismissAnnouncementThunk>(
  "announcements/dismiss",
);
const addAnnouncementReaction = thunkActions<
  typeof AddAnnouncementReactionThunk
>("announcements/react");

/**
 * Instance announcements, newest first; kept current by the stream.
 * `loaded` says whether the list was fetched (the stream alone may have
 * brought some before).
 */
export interface AnnouncementsState {
  byId: Record<string, Announcement>;
  order: string[];
  loaded: boolean;
}

const initialState: AnnouncementsState = { byId: {}, order: [], loaded: false };

export interface AnnouncementReactionUpdate {
  announcement_id: string;
  name: string;
  count: number;
}

type Reactions = Announcement["reactions"];

function withReactionCount(
  reactions: Reactions,
  name: string,
  count: number,
): Reactions {
  const others = reactions.filter((r) => r.name !== name);
  if (count <= 0) return others;
  const held = reactions.find((r) => r.name === name);
  if (held) return reactions.map((r) => (r === held ? { ...r, count } : r));
  return [
    ...reactions,
    { name, count, me: false, url: null, static_url: null },
  ];
}

/** The member's own reaction joined (`on`) or taken back: count and `me`. */
function withOwnReaction(
  reactions: Reactions,
  { name, url = null }: AnnouncementReactionArg,
  on: boolean,
): Reactions {
  const held = reactions.find((r) => r.name === name);
  if (!held) {
    if (!on) return reactions;
    return [...reactions, { name, count: 1, me: true, url, static_url: url }];
  }
  if (held.me === on) return reactions;
  const count = held.count + (on ? 1 : -1);
  if (count <= 0) return reactions.filter((r) => r !== held);
  return reactions.map((r) => (r === held ? { ...r, count, me: on } : r));
}

function replace(
  state: AnnouncementsState,
  id: string,
  change: (announcement: Announcement) => Partial<Announcement>,
) {
  const announcement = state.byId[id];
  // Replaced, not mutated: the announcement may be a payload object
  // absorbed earlier in the same batch.
  if (announcement)
    state.byId[id] = { ...announcement, ...change(announcement) };
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
      replace(state, announcement_id, (a) => ({
        reactions: withReactionCount(a.reactions, name, count),
      }));
    },
    /** A streamed `announcement.delete`. */
    deleted(state, action: PayloadAction<{ id: string }>) {
      dropKey(state.byId, action.payload.id);
      state.order = state.order.filter((id) => id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAnnouncements.fulfilled, (state, action) => {
        const { items } = action.payload;
        state.byId = Object.fromEntries(items.map((a) => [a.id, a]));
        state.order = items.map((a) => a.id);
        state.loaded = true;
      })
      .addCase(dismissAnnouncement.pending, (state, action) => {
        replace(state, action.meta.arg.id, () => ({ read: true }));
      })
      .addCase(dismissAnnouncement.rejected, (state, action) => {
        replace(state, action.meta.arg.id, () => ({ read: false }));
      })
      .addCase(addAnnouncementReaction.pending, (state, action) => {
        const arg = action.meta.arg;
        replace(state, arg.id, (a) => ({
          reactions: withOwnReaction(a.reactions, arg, true),
        }));
      })
      .addCase(addAnnouncementReaction.rejected, (state, action) => {
        const arg = action.meta.arg;
        replace(state, arg.id, (a) => ({
          reactions: withOwnReaction(a.reactions, arg, false),
        }));
      })
      .addCase(removeAnnouncementReaction.pending, (state, action) => {
        const arg = action.meta.arg;
        replace(state, arg.id, (a) => ({
          reactions: withOwnReaction(a.reactions, arg, false),
        }));
      })
      .addCase(removeAnnouncementReaction.rejected, (state, action) => {
        const arg = action.meta.arg;
        replace(state, arg.id, (a) => ({
          reactions: withOwnReaction(a.reactions, arg, true),
        }));
      })
      .addCase(sessionEnded, () => initialState);
  },
});

export const {
  received: announcementReceived,
  reactionUpdated: announcementReactionUpdated,
  deleted: announcementDeleted,
} = announcementsSlice.actions;
declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof announcementsSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedAnnouncementsSlice =
  announcementsSlice.injectInto(combinedReducer);
