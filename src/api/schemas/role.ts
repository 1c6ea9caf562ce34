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

/**
 * The viewer's own role (verify_credentials). GoToSocial sent only its name,
 * `user`, `moderator` or `admin` (gotosocial#1045), before it took Mastodon's
 * shape (#3115); the name stands in for the id.
 */
export const ownRoleSchema = z.union([
  accountRoleSchema,
  z.pipe(
    object({ name: z.string().check(z.minLength(1)) }),
    z.transform(({ name }): AccountRole => ({
      id: name,
      name,
      color: "",
      permissions: "0",
      highlighted: false,
    })),
  ),
]);

/** Permission bit 1 is Mastodon's "administrator" flag. */
export function isAdminRole(role: Pick<AccountRole, "permissions">): boolean {
  const bits = Number(role.permissions);
  return Number.isSafeInteger(bits) && (bits & 1) === 1;
}
