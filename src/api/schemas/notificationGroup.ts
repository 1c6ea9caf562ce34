import * as z from "zod/mini";
import { accountSchema } from "./account";
import { accountWarningSchema } from "./accountWarning";
import { liftNotificationFields, NOTIFICATION_TYPES } from "./notificationType";
import { relationshipSeveranceEventSchema } from "./relationshipSeveranceEvent";
import { reportSchema } from "./report";
import { statusSchema } from "./status";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
} from "./utils";
import { object } from "./zodInternals";

/**
 * A notification group from `/api/v2/notifications` (Mastodon 4.3+, Pleroma
 * with `mastodon_api_grouped_notifications`): accounts and statuses are
 * referenced by id and sent beside the groups.
 */
export const notificationGroupSchema = z.pipe(
  z.transform(liftNotificationFields),
  object({
    group_key: z.string().check(z.minLength(1)),
    type: z.enum(NOTIFICATION_TYPES),
    notifications_count: countSchema,
    most_recent_notification_id: idSchema,
    page_min_id: orNull(idSchema),
    page_max_id: orNull(idSchema),
    latest_page_notification_at: optionalDateTime,
    sample_account_ids: filteredArray(idSchema),
    status_id: orNull(idSchema),
    target_id: orNull(idSchema),
    report: orNull(reportSchema),
    event: orNull(relationshipSeveranceEventSchema),
    moderation_warning: orNull(accountWarningSchema),
    emoji: optionalText,
    emoji_url: optionalUrl,
    is_muted: flag(),
    is_seen: orNull(z.boolean()),
  }),
);

export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/**
 * One page of grouped notifications. `partial_accounts` holds the trimmed
 * accounts Mastodon sends with `expand_accounts=partial_avatars`.
 */
export const groupedNotificationsResultsSchema = object({
  accounts: filteredArray(accountSchema),
  partial_accounts: filteredArray(accountSchema),
  statuses: filteredArray(statusSchema),
  notification_groups: filteredArray(notificationGroupSchema),
});

export type GroupedNotificationsResults = z.infer<
  typeof groupedNotificationsResultsSchema
>;
