import * as z from "zod/mini";
import { flag, idSchema, optionalDateTime, orNull, text } from "./utils";
import { object } from "./zodInternals";

/** The viewer's relationship to an account (spec 01 "Relationship"). */
export const relationshipSchema = z.pipe(
  object({
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
  }),
  z.transform(({ subscribing, ...relationship }) => ({
    ...relationship,
    notifying: relationship.notifying ?? subscribing ?? false,
  })),
);

export type Relationship = z.infer<typeof relationshipSchema>;
