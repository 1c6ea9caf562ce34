import * as z from "zod/mini";
import {
  coerceString,
  flag,
  hexColorSchema,
  idSchema,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A role badge on an account (Mastodon). `permissions` is a bitmask sent
 * as a string (as a number by the admin API); the colour is "" when unset.
 */
export const accountRoleSchema = object({
  id: idSchema,
  name: text,
  color: withFallback(hexColorSchema, ""),
  permissions: withFallback(coerceString, "0"),
  highlighted: flag(),
});

export type AccountRole = z.infer<typeof accountRoleSchema>;

/** Permission bit 1 is Mastodon's "administrator" flag. */
export function isAdminRole(role: Pick<AccountRole, "permissions">): boolean {
  const bits = Number(role.permissions);
  return Number.isSafeInteger(bits) && (bits & 1) === 1;
}
