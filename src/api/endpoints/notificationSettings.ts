import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import type { NotificationSettings } from "../schemas/credentialAccount";
import {
  interactionPoliciesSchema,
  type InteractionPolicies,
} from "../schemas/interactionPolicy";
import {
  notificationPolicySchema,
  type NotificationPolicy,
} from "../schemas/notificationPolicy";
import { InvalidResponseError } from "../client";
import { settingsSend } from "./settingsCall";

/**
 * Who may reach the member and how (spec 02 section 7.4): Pleroma's
 * notification settings, the v2 notification policy, and GoToSocial's
 * default interaction policies for new posts.
 */

/** Pleroma and Akkoma (where `muteStrangers`); the new settings show on verify_credentials. */
export async function putNotificationSettings(
  client: ApiClient,
  server: DetectedServer,
  settings: Partial<NotificationSettings>,
): Promise<void> {
  await settingsSend(client, server, "notificationSettings", {
    extra: settings,
    raiseErrorField: true,
  });
}

export type NotificationPolicyUpdate = Partial<
  Pick<
    NotificationPolicy,
    | "for_not_following"
    | "for_not_followers"
    | "for_new_accounts"
    | "for_private_mentions"
    | "for_limited_accounts"
  >
>;

/** Changes the filtering policy (where `notificationsPolicy`); answers it as saved. */
export function patchNotificationPolicy(
  client: ApiClient,
  update: NotificationPolicyUpdate,
): Promise<NotificationPolicy> {
  return client.one(
    "PATCH",
    "/api/v2/notifications/policy",
    notificationPolicySchema,
    { body: { ...update } },
  );
}

async function readPolicies(
  raw: Promise<{ url: string; json: unknown }>,
): Promise<InteractionPolicies> {
  const { url, json } = await raw;
  const result = interactionPoliciesSchema.safeParse(json);
  if (!result.success)
    throw new InvalidResponseError(url, "unreadable policies");
  return result.data;
}

/** Who may like, boost and reply to new posts, per visibility (where `interactionPolicyDefaults`). */
export function getInteractionPolicyDefaults(
  client: ApiClient,
  server: DetectedServer,
): Promise<InteractionPolicies> {
  return readPolicies(
    settingsSend(client, server, "interactionPolicyDefaults"),
  );
}

/**
 * Saves the defaults. GoToSocial resets a visibility left out of the request
 * to its own default, so all four are sent.
 */
export function patchInteractionPolicyDefaults(
  client: ApiClient,
  server: DetectedServer,
  policies: InteractionPolicies,
): Promise<InteractionPolicies> {
  return readPolicies(
    settingsSend(client, server, "interactionPolicyDefaultsUpdate", {
      extra: policies,
    }),
  );
}
