import * as z from "zod/mini";
import { adminAccountSchema } from "./adminAccount";
import { statusSchema } from "./status";
import {
  dateTime,
  filteredArray,
  flag,
  idSchema,
  optionalDateTime,
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

/**
 * A report as moderators see it (Mastodon `Admin::Report`), minimal. Open or
 * resolved follows `action_taken` (spec 01 section 4).
 */
export const adminReportSchema = z.pipe(
  object({
    id: idSchema,
    action_taken: flag(),
    action_taken_at: optionalDateTime,
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
  }),
  z.transform((report) => ({
    ...report,
    state: stateOf(report.action_taken),
  })),
);

export type AdminReport = z.infer<typeof adminReportSchema>;
