import * as z from "zod/mini";
import { accountSchema } from "./account";
import { statusSchema } from "./status";
import {
  countSchema,
  dateTime,
  idSchema,
  isRecord,
  optionalDateTime,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

const policyValue = z.enum(["accept", "filter", "drop"]);

/**
 * Mastodon's v1 policy has booleans (`filter_not_following: true`) where v2
 * has an action per case; a v1 reply is read as filter or accept.
 */
function liftV1Policy(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const fromV1 = (key: string) =>
    typeof raw[key] === "boolean"
      ? raw[key]
        ? "filter"
        : "accept"
      : undefined;
  return {
    ...raw,
    for_not_following: raw.for_not_following ?? fromV1("filter_not_following"),
    for_not_followers: raw.for_not_followers ?? fromV1("filter_not_followers"),
    for_new_accounts: raw.for_new_accounts ?? fromV1("filter_new_accounts"),
    for_private_mentions:
      raw.for_private_mentions ?? fromV1("filter_private_mentions"),
  };
}

/**
 * The viewer's notification filtering policy (spec 01 "Notification policy").
 * Missing cases take Mastodon's own defaults.
 */
export const notificationPolicySchema = z.pipe(
  z.transform(liftV1Policy),
  object({
    for_not_following: withFallback(policyValue, "accept"),
    for_not_followers: withFallback(policyValue, "accept"),
    for_new_accounts: withFallback(policyValue, "accept"),
    for_private_mentions: withFallback(policyValue, "filter"),
    for_limited_accounts: withFallback(policyValue, "filter"),
    summary: withFallback(
      object({
        pending_requests_count: countSchema,
        pending_notifications_count: countSchema,
      }),
      { pending_requests_count: 0, pending_notifications_count: 0 },
    ),
  }),
);

export type NotificationPolicy = z.infer<typeof notificationPolicySchema>;

/** Filtered notifications from one account, awaiting a decision. */
export const notificationRequestSchema = object({
  id: idSchema,
  created_at: dateTime,
  updated_at: optionalDateTime,
  account: accountSchema,
  // Mastodon sends the count as a string.
  notifications_count: countSchema,
  last_status: orNull(statusSchema),
});

export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
