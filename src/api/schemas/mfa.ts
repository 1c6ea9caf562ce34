import * as z from "zod/mini";
import { filteredArray, flag, isRecord } from "./utils";
import { object } from "./zodInternals";

/**
 * Pleroma and Akkoma answer `{settings: {enabled, totp}}`; GoToSocial's
 * /api/v1/user carries `two_factor_enabled_at`; Iceshrimp.NET's settings
 * say `twoFactorEnrolled`. All read as whether TOTP sign-in is on.
 */
function liftStatus(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  if (isRecord(raw.settings)) return raw.settings;
  if ("two_factor_enabled_at" in raw) {
    const on = typeof raw.two_factor_enabled_at === "string";
    return { enabled: on, totp: on };
  }
  if (typeof raw.twoFactorEnrolled === "boolean")
    return { enabled: raw.twoFactorEnrolled, totp: raw.twoFactorEnrolled };
  return raw;
}

/** Whether the member signs in with a second factor. */
export const mfaStatusSchema = z.pipe(
  z.transform(liftStatus),
  object({ enabled: flag(), totp: flag() }),
);

export type MfaStatus = z.infer<typeof mfaStatusSchema>;

function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/**
 * Setting up TOTP: Pleroma's `{key, provisioning_uri}`, Iceshrimp.NET's
 * `{secret, url}`, or GoToSocial's plain-text `otpauth://` URI, whose
 * `secret` parameter is the key to type in by hand.
 */
function liftSetup(raw: unknown): unknown {
  if (typeof raw === "string") return { secret: secretOf(raw), uri: raw };
  if (!isRecord(raw)) return raw;
  return {
    secret: raw.key ?? raw.secret,
    uri: raw.provisioning_uri ?? raw.url,
  };
}

export const mfaSetupSchema = z.pipe(
  z.transform(liftSetup),
  object({
    secret: z.string().check(z.minLength(1)),
    uri: z.string().check(z.startsWith("otpauth://")),
  }),
);

export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/**
 * One-time recovery codes: Pleroma's `{codes: [...]}` (GET
 * .../mfa/backup_codes) or the list GoToSocial answers when TOTP is turned
 * on. Anything else (Pleroma's `{}` on confirmation) is no codes.
 */
export const backupCodesSchema = z.pipe(
  z.transform((raw: unknown) => (isRecord(raw) ? raw.codes : raw)),
  filteredArray(z.string().check(z.minLength(1))),
);
