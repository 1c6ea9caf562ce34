import * as z from "zod/mini";
import { accountSchema } from "./account";
import { accountFieldSchema } from "./accountExtensions";
import { ownRoleSchema } from "./role";
import {
  countSchema,
  filteredArray,
  flag,
  maybeBoolean,
  optionalText,
  orNull,
  orUndefined,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";
import { visibilitySchema } from "./visibility";

/** The editable profile source (own account only). */
const accountSourceSchema = z.pipe(
  object({
    privacy: visibilitySchema,
    sensitive: flag(),
    language: optionalText,
    follow_requests_count: countSchema,
    note: text,
    fields: filteredArray(accountFieldSchema),
    discoverable: maybeBoolean,
    // Mastodon 4.2: opt in to full-text search; hide who one follows and is followed by.
    indexable: maybeBoolean,
    hide_collections: maybeBoolean,
    // GoToSocial
    web_layout: optionalText,
    web_visibility: orNull(z.enum(["public", "unlisted", "none"])),
    status_content_type: optionalText,
    also_known_as_uris: filteredArray(z.string()),
    // Pleroma keeps some of these under `source.pleroma`.
    pleroma: withFallback(
      object({ show_role: maybeBoolean, discoverable: maybeBoolean }),
      {},
    ),
  }),
  z.transform(({ pleroma, ...source }) => ({
    ...source,
    show_role: pleroma.show_role ?? true,
    discoverable: source.discoverable ?? pleroma.discoverable ?? false,
  })),
);

export type AccountSource = z.infer<typeof accountSourceSchema>;

/** Pleroma's notification settings (PUT /api/pleroma/notification_settings). */
export const notificationSettingsSchema = object({
  block_from_strangers: flag(),
  hide_notification_contents: flag(),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What only the viewer's own account carries, Pleroma's under `pleroma`. */
const credentialFieldsSchema = z.pipe(
  object({
    source: orNull(accountSourceSchema),
    role: orNull(ownRoleSchema),
    pleroma: withFallback(
      z.partial(
        object({
          settings_store: orUndefined(z.record(z.string(), z.unknown())),
          unread_conversation_count: orUndefined(countSchema),
          unread_notifications_count: orUndefined(countSchema),
          notification_settings: orUndefined(notificationSettingsSchema),
          also_known_as: filteredArray(z.string()),
          // Pleroma 2.5: what the viewer's staff role may do.
          privileges: orUndefined(filteredArray(z.string())),
          // The shoutbox socket's credential (api/shoutbox.ts).
          chat_token: orUndefined(z.string()),
        }),
      ),
      {},
    ),
  }),
  z.transform(({ pleroma, source, role }) => ({
    role,
    // GoToSocial lists former accounts in the source, Pleroma under `pleroma`.
    source: source && {
      ...source,
      also_known_as_uris: source.also_known_as_uris.length
        ? source.also_known_as_uris
        : (pleroma.also_known_as ?? []),
    },
    settings_store: pleroma.settings_store ?? {},
    unread_conversation_count: pleroma.unread_conversation_count ?? 0,
    unread_notifications_count: pleroma.unread_notifications_count ?? 0,
    notification_settings: pleroma.notification_settings ?? null,
    privileges: pleroma.privileges ?? null,
    chat_token: pleroma.chat_token ?? null,
  })),
);

/** The viewer's own account (verify_credentials, update_credentials). */
export const credentialAccountSchema = z.intersection(
  accountSchema,
  credentialFieldsSchema,
);

export type CredentialAccount = z.infer<typeof credentialAccountSchema>;
