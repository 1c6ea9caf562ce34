import * as z from "zod/mini";
import { adminDomainSchema } from "./adminDomain";
import {
  coerceString,
  countSchema,
  filteredArray,
  idSchema,
  optionalDateTime,
} from "./utils";
import { object } from "./zodInternals";

/** Sign-ups with this e-mail domain over one day (Mastodon sends the numbers as strings). */
const emailDomainHistorySchema = object({
  day: coerceString,
  accounts: countSchema,
  uses: countSchema,
});

/** An e-mail domain kept from signing up (Mastodon 4.0 `Admin::EmailDomainBlock`). */
export const adminEmailDomainBlockSchema = object({
  id: idSchema,
  domain: adminDomainSchema,
  created_at: optionalDateTime,
  history: filteredArray(emailDomainHistorySchema),
});

export type AdminEmailDomainBlock = z.infer<typeof adminEmailDomainBlockSchema>;

/**
 * One blocked e-mail address, kept as the SHA-256 of its canonical form
 * (Mastodon 4.0 `Admin::CanonicalEmailBlock`), so the address itself is not
 * stored.
 */
export const adminCanonicalEmailBlockSchema = object({
  id: idSchema,
  canonical_email_hash: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
});

export type AdminCanonicalEmailBlock = z.infer<
  typeof adminCanonicalEmailBlockSchema
>;
