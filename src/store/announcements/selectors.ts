import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

export const selectAnnouncementById = (state: RootState, id: string) =>
  state.announcements.byId[id];

/** The current announcements, unread ones first, each part newest first. */
export const selectAnnouncementIds = createSelector(
  [
    (state: RootState) => state.announcements.order,
    (state: RootState) => state.announcements.byId,
  ],
  (order, byId) => {
    const unread = order.filter((id) => byId[id]?.read === false);
    const read = order.filter((id) => byId[id]?.read === true);
    return [...unread, ...read];
  },
);

export const selectUnreadAnnouncementCount = (state: RootState) =>
  state.announcements.order.filter(
    (id) => state.announcements.byId[id]?.read === false,
  ).length;
