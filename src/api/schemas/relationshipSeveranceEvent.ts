import * as z from "zod/mini";
import {
  countSchema,
  flag,
  idSchema,
  optionalDateTime,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * Follow relationships the viewer lost to a moderation action (Mastodon 4.3+,
 * `event` of a `severed_relationships` notification).
 */
export const relationshipSeveranceEventSchema = object({
  id: idSchema,
  type: withFallback(
    z.enum(["domain_block", "user_domain_block", "account_suspension"]),
    "domain_block",
  ),
  purged: flag(),
  target_name: text,
  followers_count: countSchema,
  following_count: countSchema,
  created_at: optionalDateTime,
});

export type RelationshipSeveranceEvent = z.infer<
  typeof relationshipSeveranceEventSchema
>;
