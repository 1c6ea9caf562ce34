import * as z from "zod/mini";
import { accountSchema } from "./account";
import { adminAccountSchema } from "./adminAccount";
import { statusSchema } from "./status";
import {
  dateTime,
  filteredArray,
  flag,
  idSchema,
  isRecord,
  optionalDateTime,
  optionalText,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

export type AdminReportState = "open" | "resolved";

function stateOf(actionTaken: boolean): AdminReportState {
  return actionTaken ? "resolved" : "open";
}

const ruleSchema = object({ id: idSchema, text: text, hint: text });

/** A note moderators left on a report (Pleroma, `notes`). */
export const adminReportNoteSchema = object({
  id: idSchema,
  content: text,
  user: orNull(accountSchema),
  created_at: optionalDateTime,
});

export type AdminReportNote = z.infer<typeof adminReportNoteSchema>;

/**
 * Pleroma and Akkoma's admin reports name the reported account `account`,
 * the reporter `actor` and the comment `content`, and carry a `state` of
 * open, closed or resolved (closed: dismissed, so not open either); map them
 * onto Mastodon's names.
 */
function liftPleromaReport(raw: unknown): unknown {
  if (!isRecord(raw) || !("actor" in raw || "state" in raw)) return raw;
  return {
    ...raw,
    account: raw.actor,
    target_account: raw.account,
    comment: raw.comment ?? raw.content,
    action_taken: raw.state !== "open",
  };
}

/**
 * A report as moderators see it (Mastodon `Admin::Report`, or Pleroma's read
 * into that shape). Open or resolved follows `action_taken` (spec 02 section
 * 4). `action_taken_comment` is GoToSocial's, `notes` Pleroma's.
 */
export const adminReportSchema = z.pipe(
  z.transform(liftPleromaReport),
  z.pipe(
    object({
      id: idSchema,
      action_taken: flag(),
      action_taken_at: optionalDateTime,
      action_taken_comment: optionalText,
      category: withFallback(
        z.enum(["spam", "legal", "violation", "other"]),
        "other",
      ),
      comment: text,
      forwarded: flag(),
      created_at: dateTime,
      updated_at: optionalDateTime,
      account: adminAccountSchema,
      target_account: adminAccountSchema,
      assigned_account: orNull(adminAccountSchema),
      action_taken_by_account: orNull(adminAccountSchema),
      statuses: filteredArray(statusSchema),
      rules: filteredArray(ruleSchema),
      notes: filteredArray(adminReportNoteSchema),
    }),
    z.transform((report) => ({
      ...report,
      state: stateOf(report.action_taken),
    })),
  ),
);

export type AdminReport = z.infer<typeof adminReportSchema>;
