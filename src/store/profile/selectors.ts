import { profileLimits } from "../../api/profileLimits";
import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

export const selectProfileSource = (state: RootState) => state.profile.source;

export const selectNotificationSettings = (state: RootState) =>
  state.profile.notificationSettings;

/** How long the profile's parts may be on this server. */
export const selectProfileLimits = createSelector(
  [
    (state: RootState) => state.instance.data,
    (state: RootState) => state.instance.server,
  ],
  profileLimits,
);
