import * as z from "zod/mini";
import {
  countSchema,
  countValue,
  dateTime,
  flag,
  idSchema,
  isoDate,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A registration invite (Pleroma and Akkoma). Pleroma sends the expiry as a
 * calendar date ("2019-04-07"); a date-time is read too. An unknown type reads
 * as one-time, the narrowest.
 */
export const adminInviteSchema = object({
  id: idSchema,
  token: z.string().check(z.minLength(1)),
  used: flag(),
  expires_at: orNull(z.union([isoDate, dateTime])),
  uses: countSchema,
  max_use: orNull(countValue),
  invite_type: withFallback(
    z.enum(["one_time", "reusable", "date_limited", "reusable_date_limited"]),
    "one_time",
  ),
});

export type AdminInvite = z.infer<typeof adminInviteSchema>;

export type InviteType = AdminInvite["invite_type"];
