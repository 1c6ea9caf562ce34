import type { DetectedServer } from "./features";
import type { Instance } from "./schemas/instance";

/** How long a profile's parts may be, and how many fields it may have. */
export interface ProfileLimits {
  readonly displayName: number;
  readonly note: number;
  readonly fields: number;
  readonly fieldName: number;
  readonly fieldValue: number;
}

/**
 * What each family accepts where its instance does not say: Mastodon's
 * model validations, Pleroma's and Akkoma's `user_name_length` and
 * `user_bio_length` defaults, GoToSocial's validation. Other families are
 * held to Mastodon's, the strictest.
 */
const MASTODON_LIMITS: ProfileLimits = {
  displayName: 30,
  note: 500,
  fields: 4,
  fieldName: 255,
  fieldValue: 255,
};
const PLEROMA_LIMITS: ProfileLimits = {
  displayName: 100,
  note: 5000,
  fields: 4,
  fieldName: 255,
  fieldValue: 2047,
};
const FAMILY_LIMITS: Readonly<Record<string, ProfileLimits>> = {
  Mastodon: MASTODON_LIMITS,
  Pleroma: PLEROMA_LIMITS,
  Akkoma: PLEROMA_LIMITS,
  GoToSocial: {
    displayName: 30,
    note: 5000,
    fields: 6,
    fieldName: 255,
    fieldValue: 255,
  },
};

/**
 * The member's profile limits: the family's, with the counts the instance
 * advertises (Mastodon 4.x `configuration.accounts.max_profile_fields`,
 * Pleroma's `fields_limits`) over them.
 */
export function profileLimits(
  instance: Instance,
  server: DetectedServer,
): ProfileLimits {
  const base = FAMILY_LIMITS[server.software ?? "Mastodon"] ?? MASTODON_LIMITS;
  const pleroma = instance.pleroma.metadata.fields_limits;
  const advertised = instance.configuration.accounts.max_profile_fields;
  if (PLEROMA_LIKE.has(server.software ?? ""))
    return {
      ...base,
      fields: pleroma.max_fields,
      fieldName: pleroma.name_length,
      fieldValue: pleroma.value_length,
    };
  return advertised ? { ...base, fields: advertised } : base;
}

const PLEROMA_LIKE: ReadonlySet<string> = new Set(["Pleroma", "Akkoma"]);
