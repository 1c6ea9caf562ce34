import * as z from "zod/mini";
import { accountSchema } from "./account";
import {
  filteredArray,
  idSchema,
  optionalDateTime,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** An appeal of a moderation decision (spec 01 section 4). */
export const appealSchema = object({
  text: text,
  state: withFallback(z.enum(["approved", "rejected", "pending"]), "pending"),
});

export type Appeal = z.infer<typeof appealSchema>;

/** A moderation warning to the viewer (Mastodon 4.3+ `moderation_warning`). */
export const accountWarningSchema = object({
  id: idSchema,
  action: withFallback(
    z.enum([
      "none",
      "disable",
      "mark_statuses_as_sensitive",
      "delete_statuses",
      "sensitive",
      "silence",
      "suspend",
    ]),
    "none",
  ),
  text: text,
  status_ids: filteredArray(idSchema),
  target_account: orNull(accountSchema),
  appeal: orNull(appealSchema),
  created_at: optionalDateTime,
});

export type AccountWarning = z.infer<typeof accountWarningSchema>;
