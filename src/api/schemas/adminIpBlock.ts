import * as z from "zod/mini";
import {
  idSchema,
  ipAddressSchema,
  ipRangeSchema,
  optionalDateTime,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * An IP range kept from signing up or from the server (Mastodon 4.0
 * `Admin::IpBlock`). An unknown severity reads as the strictest one, so a
 * block is never shown as milder than it may be.
 */
export const adminIpBlockSchema = object({
  id: idSchema,
  ip: z.union([ipRangeSchema, ipAddressSchema]),
  severity: withFallback(
    z.enum(["sign_up_requires_approval", "sign_up_block", "no_access"]),
    "no_access",
  ),
  comment: text,
  created_at: optionalDateTime,
  expires_at: optionalDateTime,
});

export type AdminIpBlock = z.infer<typeof adminIpBlockSchema>;

export type IpBlockSeverity = AdminIpBlock["severity"];
