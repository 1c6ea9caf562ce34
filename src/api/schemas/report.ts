import * as z from "zod/mini";
import { accountSchema } from "./account";
import {
  filteredArray,
  flag,
  idSchema,
  isRecord,
  optionalDateTime,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/**
 * Pleroma reports (in `pleroma:report` notifications and its admin API) name
 * the reported account `account`, the reporter `actor`, the comment `content`,
 * embed whole statuses and carry a `state`; map them onto Mastodon's names.
 */
function liftPleromaReport(raw: unknown): unknown {
  if (!isRecord(raw) || !("actor" in raw || "state" in raw)) return raw;
  const statuses = Array.isArray(raw.statuses) ? raw.statuses : [];
  return {
    ...raw,
    target_account: raw.target_account ?? raw.account,
    account: raw.actor,
    comment: raw.comment ?? raw.content,
    status_ids: statuses.map((status) => (isRecord(status) ? status.id : null)),
    action_taken: raw.action_taken ?? raw.state === "resolved",
  };
}

/** A report (Mastodon `Report`, as `admin.report` notifications carry it). */
export const reportSchema = z.pipe(
  z.transform(liftPleromaReport),
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
    created_at: optionalDateTime,
    status_ids: filteredArray(idSchema),
    rule_ids: filteredArray(idSchema),
    target_account: accountSchema,
    // The reporter, where the server says (Pleroma `actor`).
    account: orNull(accountSchema),
  }),
);

export type Report = z.infer<typeof reportSchema>;
