import * as z from "zod/mini";
import { relationshipSchema } from "./relationship";
import {
  filteredArray,
  isoDate,
  maybeBoolean,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  orUndefined,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * Server-specific namespaces of an account. Each key is optional: a missing
 * value lets the top-level field or the next family's value win.
 */

/** `pleroma.*` (Pleroma, Akkoma and their forks). */
export const pleromaAccountSchema = withFallback(
  z.partial(
    object({
      is_admin: maybeBoolean,
      is_moderator: maybeBoolean,
      hide_favorites: maybeBoolean,
      hide_followers: maybeBoolean,
      hide_follows: maybeBoolean,
      hide_followers_count: maybeBoolean,
      hide_follows_count: maybeBoolean,
      accepts_chat_messages: maybeBoolean,
      birthday: orUndefined(isoDate),
      favicon: optionalUrl,
      background_image: optionalUrl,
      relationship: orNull(relationshipSchema),
      tags: filteredArray(z.string()),
      avatar_description: orUndefined(z.string()),
      header_description: orUndefined(z.string()),
    }),
  ),
  {},
);

/** `akkoma.*` (Akkoma). */
export const akkomaAccountSchema = withFallback(
  z.partial(object({ permit_followback: maybeBoolean })),
  {},
);

/** `other_settings` (Fedibird). */
export const otherSettingsSchema = withFallback(
  z.partial(
    object({
      birthday: orUndefined(isoDate),
      location: orUndefined(z.string()),
      noindex: maybeBoolean,
      hide_followers_count: maybeBoolean,
      hide_following_count: maybeBoolean,
    }),
  ),
  {},
);

/** A profile metadata field; `verified_at` is set when the link was verified. */
export const accountFieldSchema = object({
  name: text,
  value: text,
  verified_at: optionalDateTime,
});

export type AccountField = z.infer<typeof accountFieldSchema>;

/** A payment option on a profile (Mitra: donation links and subscriptions). */
export const paymentOptionSchema = object({
  type: z.string(),
  name: optionalText,
  href: optionalUrl,
  chain_id: optionalText,
  price: orNull(z.number()),
  payout_address: optionalText,
});

export type PaymentOption = z.infer<typeof paymentOptionSchema>;
