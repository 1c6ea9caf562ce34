import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import type { NotificationSettings } from "../schemas/credentialAccount";
import {
  interactionPoliciesSchema,
  type InteractionPolicies,
} from "../schemas/interactionPolicy";
import { InvalidResponseError } from "../client";
import { settingsSend } from "./settingsCall";

/**
 * Who may reach the member and how (spec 02 section 7.4): Pleroma's
 * notification settings and GoToSocial's default interaction policies for
 * new posts. The notification policy is in notifications.ts.
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

/** Puts every visibility back to GoToSocial's own defaults: it resets those a request leaves out. */
export function patchInteractionPolicyDefaultsReset(
  client: ApiClient,
  server: DetectedServer,
): Promise<InteractionPolicies> {
  return readPolicies(
    settingsSend(client, server, "interactionPolicyDefaultsUpdate"),
  );
}
