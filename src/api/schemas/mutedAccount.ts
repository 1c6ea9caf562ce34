import * as z from "zod/mini";
import { accountSchema } from "./account";
import { optionalDateTime, readBoth } from "./utils";
import { object } from "./zodInternals";

/**
 * An entry of GET /api/v1/mutes: the account, and when the mute ends
 * (`mute_expires_at` beside the account's fields, Mastodon 3.3+ and
 * Pleroma; null: until unmuted). The account is kept apart from the expiry,
 * which belongs to the viewer's mute rather than to the account.
 */
export const mutedAccountSchema = readBoth(
  accountSchema,
  object({ mute_expires_at: optionalDateTime }),
  (account, { mute_expires_at }) => ({ account, mute_expires_at }),
);

export type MutedAccount = z.infer<typeof mutedAccountSchema>;
