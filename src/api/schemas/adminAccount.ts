import * as z from "zod/mini";
import { accountSchema } from "./account";
import { accountRoleSchema } from "./role";
import {
  dateTime,
  filteredArray,
  flag,
  idSchema,
  ipAddressSchema,
  optionalText,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

const adminIpSchema = object({
  ip: ipAddressSchema,
  used_at: dateTime,
});

/**
 * An account as moderators see it (Mastodon `Admin::Account`), minimal: what
 * the moderation screens show. The admin API sends role ids and permissions as
 * numbers.
 */
export const adminAccountSchema = object({
  id: idSchema,
  username: text,
  domain: optionalText,
  created_at: dateTime,
  email: optionalText,
  ip: orNull(ipAddressSchema),
  ips: filteredArray(adminIpSchema),
  locale: optionalText,
  invite_request: optionalText,
  role: orNull(accountRoleSchema),
  confirmed: flag(),
  approved: flag(),
  disabled: flag(),
  silenced: flag(),
  suspended: flag(),
  sensitized: flag(),
  account: orNull(accountSchema),
});

export type AdminAccount = z.infer<typeof adminAccountSchema>;
