import { z } from "zod";
import { flag, idSchema, optionalDateTime, orNull, text } from "./utils";

/** The viewer's relationship to an account (spec 01 "Relationship"). */
export const relationshipSchema = z
  .object({
    id: idSchema,
    following: flag(),
    followed_by: flag(),
    blocking: flag(),
    blocked_by: flag(),
    muting: flag(),
    muting_notifications: flag(),
    muting_expires_at: optionalDateTime,
    requested: flag(),
    requested_by: flag(),
    domain_blocking: flag(),
    endorsed: flag(),
    notifying: orNull(z.boolean()),
    // Pleroma says `subscribing`; its 2020 releases sent no `notifying` at all.
    subscribing: orNull(z.boolean()),
    showing_reblogs: flag(true),
    note: text,
  })
  .transform(({ subscribing, ...relationship }) => ({
    ...relationship,
    notifying: relationship.notifying ?? subscribing ?? false,
  }));

export type Relationship = z.infer<typeof relationshipSchema>;
