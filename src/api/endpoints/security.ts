import {
  InvalidResponseError,
  parseItems,
  type ApiClient,
  type Page,
} from "../client";
import type { DetectedServer } from "../features";
import {
  backupCodesSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  type MfaSetup,
  type MfaStatus,
} from "../schemas/mfa";
import { oauthSessionSchema, type OauthSession } from "../schemas/oauthSession";
import { settingsSend } from "./settingsCall";

/**
 * Password, e-mail, two-factor sign-in and sessions (spec 02 section 7.4),
 * each through its family's route (familyPaths: changePassword, changeEmail,
 * mfa*, sessions, sessionRevoke). Every call that spec 02 section 5 says
 * needs the current password takes it. A wrong one comes back as
 * CurrentPasswordError (settingsCall.ts).
 */

export interface PasswordChange {
  readonly password: string;
  readonly newPassword: string;
  /** Sent where the family asks for the new password twice (Pleroma, Akkoma, Pixelfed). */
  readonly newPasswordConfirmation: string;
}

/**
 * Pleroma and Akkoma answer a refused change with 200 and an `error` field,
 * so that field is raised here too (spec 02 section 8 lists it for the other
 * account calls); Pixelfed answers with a redirect.
 */
export async function postChangePassword(
  client: ApiClient,
  server: DetectedServer,
  change: PasswordChange,
): Promise<void> {
  await settingsSend(client, server, "changePassword", {
    values: change,
    raiseErrorField: true,
  });
}

export async function postChangeEmail(
  client: ApiClient,
  server: DetectedServer,
  change: { readonly email: string; readonly password: string },
): Promise<void> {
  await settingsSend(client, server, "changeEmail", {
    values: change,
    raiseErrorField: true,
  });
}

function parsed<T>(
  url: string,
  result: { success: true; data: T } | { success: false },
): T {
  if (!result.success) throw new InvalidResponseError(url, "unreadable reply");
  return result.data;
}

export async function getMfaStatus(
  client: ApiClient,
  server: DetectedServer,
): Promise<MfaStatus> {
  const raw = await settingsSend(client, server, "mfaStatus");
  return parsed(raw.url, mfaStatusSchema.safeParse(raw.json));
}

/** A new TOTP secret to scan or type in; it takes effect once confirmed with a code. */
export async function getMfaSetup(
  client: ApiClient,
  server: DetectedServer,
): Promise<MfaSetup> {
  // GoToSocial answers the otpauth URI as text/plain and refuses a request
  // that accepts only JSON (406).
  const raw = await settingsSend(client, server, "mfaSetup", {
    params: { method: "totp" },
    headers: { Accept: "application/json, text/plain;q=0.9" },
  });
  return parsed(raw.url, mfaSetupSchema.safeParse(raw.json ?? raw.text.trim()));
}

/**
 * Turns TOTP on with a code from the app (and the password where
 * `manageMfaRequiresPassword`). Answers the recovery codes where the family
 * sends them at once (GoToSocial); Pleroma's come from getMfaBackupCodes.
 */
export async function postMfaConfirm(
  client: ApiClient,
  server: DetectedServer,
  confirm: { readonly code: string; readonly password?: string },
): Promise<string[]> {
  const raw = await settingsSend(client, server, "mfaConfirm", {
    params: { method: "totp" },
    values: confirm,
    raiseErrorField: true,
  });
  return backupCodesSchema.parse(raw.json);
}

/** Turns TOTP off: with the password, or a code where `disableMfaWithCode`. */
export async function deleteMfa(
  client: ApiClient,
  server: DetectedServer,
  proof: { readonly password?: string; readonly code?: string },
): Promise<void> {
  await settingsSend(client, server, "mfaDisable", {
    params: { method: "totp" },
    values: proof,
    raiseErrorField: true,
  });
}

/** A fresh set of recovery codes (Pleroma, Akkoma); the old ones stop working. */
export async function getMfaBackupCodes(
  client: ApiClient,
  server: DetectedServer,
): Promise<string[]> {
  const raw = await settingsSend(client, server, "mfaBackupCodes");
  return backupCodesSchema.parse(raw.json);
}

/** The member's signed-in sessions (where `sessions`). */
export async function getSessions(
  client: ApiClient,
  server: DetectedServer,
): Promise<Page<OauthSession>> {
  const raw = await settingsSend(client, server, "sessions");
  const { items, dropped } = parseItems(raw.json, oauthSessionSchema);
  return { items, dropped, next: raw.next, prev: raw.prev, partial: false };
}

/** Signs a session out: its token stops working at once. */
export async function deleteSession(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> {
  await settingsSend(client, server, "sessionRevoke", { params: { id } });
}

/**
 * Which listed session is this browser's: the token id the sign-in reply
 * gave (Pleroma and Akkoma send one), else the session used last, which is
 * the one that just asked for the list (GoToSocial sends no id at sign-in).
 */
export function currentSessionId(
  sessions: readonly OauthSession[],
  tokenId: string | null,
): string | null {
  if (tokenId !== null && sessions.some((s) => s.id === tokenId))
    return tokenId;
  let newest: OauthSession | null = null;
  for (const session of sessions) {
    if (session.last_used === null) continue;
    if (newest === null || session.last_used > (newest.last_used ?? ""))
      newest = session;
  }
  return newest?.id ?? null;
}
