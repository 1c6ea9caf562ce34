import {
  deleteProfileAvatar,
  deleteProfileHeader,
  patchCredentials,
  type CredentialsUpdate,
} from "../../api/endpoints/profile";
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
