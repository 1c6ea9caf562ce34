import {
  deleteProfileAvatar,
  deleteProfileHeader,
  patchCredentials,
  type CredentialsUpdate,
} from "../../api/endpoints/profile";
import { putNotificationSettings } from "../../api/endpoints/notificationSettings";
import type { NotificationSettings } from "../../api/schemas/credentialAccount";
import { createAppAsyncThunk } from "../hooks";
import { ownAccountPayload } from "./ownAccount";

/**
 * Saves the member's profile (update_credentials; multipart only when an
 * image is sent). The answer is the account as saved: its entity changes at
 * once wherever it shows. A refusal carries the fields it names, for the
 * form to show beside them.
 */
export const updateProfile = createAppAsyncThunk(
  "profile/update",
  async (update: CredentialsUpdate, { extra }) =>
    ownAccountPayload(await patchCredentials(extra.client, update)),
  { silent: true, fields: true },
);

export type ProfileImage = "avatar" | "header";

/** Removes the avatar or header (where `deleteProfileImages`); the server's default shows. */
export const removeProfileImage = createAppAsyncThunk(
  "profile/removeImage",
  async ({ image }: { image: ProfileImage }, { extra }) => {
    const remove =
      image === "avatar" ? deleteProfileAvatar : deleteProfileHeader;
    return ownAccountPayload(await remove(extra.client));
  },
);

/**
 * Pleroma's notification settings (where `muteStrangers`). The server
 * answers only "success", so the settings sent are the settings kept.
 */
export const updateNotificationSettings = createAppAsyncThunk(
  "profile/updateNotificationSettings",
  async (settings: NotificationSettings, { extra, getState }) => {
    const { server } = getState().instance;
    await putNotificationSettings(extra.client, server, settings);
    return { settings };
  },
  { silent: true, fields: true },
);
