import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";
import type {
  AccountSource,
  NotificationSettings,
} from "../../api/schemas/credentialAccount";
import type { fetchOwnAccount as FetchOwnAccountThunk } from "../accounts/thunks";
import { sessionEnded } from "../events";
import type { OwnAccountPayload } from "./ownAccount";
import type {
  removeProfileImage as RemoveProfileImageThunk,
  updateNotificationSettings as UpdateNotificationSettingsThunk,
  updateProfile as UpdateProfileThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchOwnAccount = thunkActions<typeof FetchOwnAccountThunk>(
  "session/fetchOwnAccount",
);
const updateProfile = thunkActions<typeof UpdateProfileThunk>("profile/update");
const removeProfileImage = thunkActions<typeof RemoveProfileImageThunk>(
  "profile/removeImage",
);
const updateNotificationSettings = thunkActions<
  typeof UpdateNotificationSettingsThunk
>("profile/updateNotificationSettings");

/**
 * What only the member's own account carries, as the server last answered
 * it: the profile's source (the bio as typed, the fields, the posting
 * defaults) and Pleroma's notification settings. The account itself is an
 * entity like any other.
 */
export interface ProfileState {
  source: AccountSource | null;
  notificationSettings: NotificationSettings | null;
}

const initialState: ProfileState = { source: null, notificationSettings: null };

const profileSlice = createSlice({
  name: "profile",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(updateNotificationSettings.fulfilled, (state, action) => {
        state.notificationSettings = action.payload.settings;
      })
      .addMatcher(
        isAnyOf(
          fetchOwnAccount.fulfilled,
          updateProfile.fulfilled,
          removeProfileImage.fulfilled,
        ),
        (state, action: PayloadAction<OwnAccountPayload>) => {
          state.source = action.payload.source;
          state.notificationSettings = action.payload.notificationSettings;
        },
      );
  },
});

export const profileReducer = profileSlice.reducer;
