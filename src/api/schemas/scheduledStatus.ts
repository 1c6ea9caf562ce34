import * as z from "zod/mini";
import { mediaAttachmentSchema } from "./mediaAttachment";
import {
  countSchema,
  countValue,
  dateTime,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
  optionalText,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";
import { visibilitySchema } from "./visibility";

/** Mastodon sends `expires_in` as a string in scheduled polls. */
const scheduledPollSchema = object({
  options: filteredArray(z.string()),
  expires_in: countSchema,
  multiple: flag(),
  hide_totals: flag(),
});

/** The parameters the status will be posted with. */
export const scheduledStatusParamsSchema = object({
  text: withFallback(z.string(), ""),
  poll: orNull(scheduledPollSchema),
  media_ids: filteredArray(idSchema),
  sensitive: flag(),
  spoiler_text: optionalText,
  visibility: visibilitySchema,
  in_reply_to_id: orNull(idSchema),
  language: optionalText,
  application_id: orNull(idSchema),
  scheduled_at: optionalDateTime,
  idempotency: optionalText,
  with_rate_limit: flag(),
  expires_in: orNull(countValue),
});

export type ScheduledStatusParams = z.infer<typeof scheduledStatusParamsSchema>;

/** A status scheduled for later (spec 01 "Other entities"). */
export const scheduledStatusSchema = object({
  id: idSchema,
  scheduled_at: dateTime,
  params: scheduledStatusParamsSchema,
  media_attachments: filteredArray(mediaAttachmentSchema),
});

export type ScheduledStatus = z.infer<typeof scheduledStatusSchema>;
