import type { ApiClient } from "../client";
import {
  credentialAccountSchema,
  type CredentialAccount,
} from "../schemas/credentialAccount";
import { preferencesSchema, type Preferences } from "../schemas/preferences";
import type { Visibility } from "../schemas/visibility";
import { formOf } from "../formData";

/**
 * The member's own profile and posting defaults (spec 02 section 7.4):
 * update_credentials, removing the avatar or header, and
 * the preferences the server keeps. verify_credentials, which the page's
 * start asks, is credentials.ts.
 */

export interface ProfileFieldInput {
  readonly name: string;
  readonly value: string;
}

/**
 * What update_credentials changes; absent keys are left as they are. The
 * names are the servers' own: Mastodon and GoToSocial read
 * `hide_collections`, Pleroma and Akkoma `hide_followers` and `hide_follows`
 * (the caller sends the ones its family reads, by the `hideNetwork` gate).
 */
export interface CredentialsUpdate {
  readonly display_name?: string;
  readonly note?: string;
  readonly fields_attributes?: readonly ProfileFieldInput[];
  readonly avatar?: Blob;
  readonly header?: Blob;
  /** Alt text of the images (`accountAvatarDescription`). */
  readonly avatar_description?: string;
  readonly header_description?: string;
  readonly locked?: boolean;
  readonly bot?: boolean;
  readonly discoverable?: boolean;
  readonly indexable?: boolean;
  readonly hide_collections?: boolean;
  /** Posting defaults, where the server keeps them on the account. */
  readonly source?: {
    readonly privacy?: Visibility;
    readonly sensitive?: boolean;
    readonly language?: string;
  };
  // Pleroma and Akkoma.
  readonly hide_followers?: boolean;
  readonly hide_follows?: boolean;
  readonly hide_followers_count?: boolean;
  readonly hide_follows_count?: boolean;
  readonly hide_favorites?: boolean;
  readonly show_role?: boolean;
  readonly allow_following_move?: boolean;
  /** Pleroma stores a frontend's settings on the account (`settings_store` in the notes). */
  readonly pleroma_settings_store?: Readonly<Record<string, unknown>>;
}

/**
 * Multipart only when an image is sent, JSON otherwise. In a form an empty
 * list sends nothing, so clearing every profile field sends one blank row,
 * which the servers drop.
 */
function credentialsBody(update: CredentialsUpdate) {
  if (!update.avatar && !update.header) return { ...update };
  const fields = update.fields_attributes;
  return formOf({
    ...update,
    fields_attributes:
      fields?.length === 0 ? [{ name: "", value: "" }] : fields,
  });
}

export function patchCredentials(
  client: ApiClient,
  update: CredentialsUpdate,
): Promise<CredentialAccount> {
  return client.one(
    "PATCH",
    "/api/v1/accounts/update_credentials",
    credentialAccountSchema,
    { body: credentialsBody(update) },
  );
}

/** Removes the avatar (where `deleteProfileImages`); the server's default one shows. */
export function deleteProfileAvatar(
  client: ApiClient,
): Promise<CredentialAccount> {
  return client.one(
    "DELETE",
    "/api/v1/profile/avatar",
    credentialAccountSchema,
  );
}

export function deleteProfileHeader(
  client: ApiClient,
): Promise<CredentialAccount> {
  return client.one(
    "DELETE",
    "/api/v1/profile/header",
    credentialAccountSchema,
  );
}

/** The member's posting and reading defaults (where `preferences`). */
export function getPreferences(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Preferences> {
  return client.one("GET", "/api/v1/preferences", preferencesSchema, {
    signal,
  });
}
