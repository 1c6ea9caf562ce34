import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import type { Announcement } from "../../../api/schemas/announcement";
import { sessionEnded } from "../../events";
import { combinedReducer, type RootState } from "../../rootReducer";
import { addCollectionCases } from "../collection/cases";
import { emptyCollection, type Collection } from "../collection/collection";
import {
  announcementChanges,
  announcementFromParams,
  createAdminAnnouncement,
  deleteAdminAnnouncementById,
  fetchAdminAnnouncements,
  updateAdminAnnouncement,
} from "./thunks";

export interface AdminAnnouncementsState {
  announcements: Collection<Announcement>;
}

const initialState: AdminAnnouncementsState = {
  announcements: emptyCollection(),
};

export const adminAnnouncementsSlice = createSlice({
  name: "adminAnnouncements",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
    addCollectionCases(builder, (state) => state.announcements, {
      fetch: fetchAdminAnnouncements,
      create: createAdminAnnouncement,
      provisional: (id, arg) => announcementFromParams(id, arg.params),
      update: updateAdminAnnouncement,
      changes: (arg) => announcementChanges(arg.params),
      remove: deleteAdminAnnouncementById,
    });
  },
});

declare module "../../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<
    typeof adminAnnouncementsSlice
  > {}
}

const injected = adminAnnouncementsSlice.injectInto(combinedReducer);

export const selectAdminAnnouncements = (state: RootState) =>
  injected.selectSlice(state);
