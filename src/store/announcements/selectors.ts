import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import { injectedAnnouncementsSlice } from "./slice";

/** Read through the injected slice, which loads with the screens that select it. */
export const selectAnnouncements = (state: RootState) =>
  injectedAnnouncementsSlice.selectSlice(state);
const announcementsOf = selectAnnouncements;

export const selectAnnouncementById = (state: RootState, id: string) =>
  announcementsOf(state).byId[id];

/** The current announcements, unread ones first, each part newest first. */
export const selectAnnouncementIds = createSelector(
  [
    (state: RootState) => announcementsOf(state).order,
    (state: RootState) => announcementsOf(state).byId,
  ],
  (order, byId) => {
    const unread = order.filter((id) => byId[id]?.read === false);
    const read = order.filter((id) => byId[id]?.read === true);
    return [...unread, ...read];
  },
);

/** The current announcements as the server orders them, newest first. */
export const selectAnnouncementIdsByDate = (state: RootState) =>
  announcementsOf(state).order;

/** Whether the announcements have been asked for and answered once. */
export const selectAnnouncementsLoaded = (state: RootState) =>
  announcementsOf(state).loaded;

export const selectUnreadAnnouncementCount = (state: RootState) => {
  const { order, byId } = announcementsOf(state);
  return order.filter((id) => byId[id]?.read === false).length;
};
