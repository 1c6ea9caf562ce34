// Mastodon's admin reports (`/api/v1/admin/reports…`), as Mastodon and
// GoToSocial answer them.
import { pageByIds, reply } from "../http.mjs";
import {
  PERMISSION,
  canMastodon,
  findReport,
  logAction,
  setReportState,
} from "../adminState.mjs";
import { adminReportJson } from "../adminRender.mjs";
import { admin } from "./adminGuard.mjs";
import { PAGE, byIdDesc } from "./adminCommon.mjs";

const REPORTS = canMastodon(PERMISSION.manageReports);
const REPORTS_PATH = "/api/v1/admin/reports";

/**
 * Mastodon lists open reports when `resolved` is absent and resolved ones for
 * any value; GoToSocial (before 0.22) lists both unless told resolved=false.
 */
function reportsMatching(ctx) {
  const q = ctx.query;
  const resolved = q.get("resolved");
  const wanted =
    resolved === undefined
      ? ctx.family.name === "gotosocial"
        ? null
        : false
      : ctx.family.name === "gotosocial"
        ? resolved === "true"
        : true;
  return [...ctx.store.admin.reports.values()]
    .filter((r) => wanted === null || r.action_taken === wanted)
    .filter((r) => !q.get("account_id") || r.account_id === q.get("account_id"))
    .filter(
      (r) =>
        !q.get("target_account_id") ||
        r.target_account_id === q.get("target_account_id"),
    )
    .sort(byIdDesc);
}

/** @param {import("../http.mjs").Router} router */
export function addMastodonReportRoutes(router) {
  router.add(
    "GET",
    REPORTS_PATH,
    admin("reports", REPORTS, (ctx) => {
      const { page, headers } = pageByIds(ctx, reportsMatching(ctx), PAGE);
      return reply(
        page.map((r) => adminReportJson(ctx, r)),
        { headers },
      );
    }),
  );
  const one = (feature, change) =>
    admin(feature, REPORTS, (ctx, me) => {
      const report = findReport(ctx.store, ctx.params.id);
      change(ctx, report, me);
      return adminReportJson(ctx, report);
    });
  router.add(
    "GET",
    `${REPORTS_PATH}/:id`,
    one("reports", () => {}),
  );
  router.add(
    "PUT",
    `${REPORTS_PATH}/:id`,
    one("updateReport", (ctx, report, me) => {
      if (["spam", "legal", "violation", "other"].includes(ctx.body.category))
        report.category = ctx.body.category;
      if (ctx.body.rule_ids)
        report.rule_ids = [ctx.body.rule_ids].flat().map(String);
      report.updated_at = ctx.store.clock.iso();
      logAction(ctx.store, me, "report_update", `updated report #${report.id}`);
    }),
  );
  router.add(
    "POST",
    `${REPORTS_PATH}/:id/resolve`,
    one("reports", (ctx, report, me) => {
      const comment =
        ctx.family.name === "gotosocial" ? ctx.body.action_taken_comment : null;
      setReportState(ctx.store, report, true, me, comment ?? null);
    }),
  );
  router.add(
    "POST",
    `${REPORTS_PATH}/:id/reopen`,
    one("reopen", (ctx, report, me) =>
      setReportState(ctx.store, report, false, me),
    ),
  );
  router.add(
    "POST",
    `${REPORTS_PATH}/:id/assign_to_self`,
    one("assign", (ctx, report, me) => {
      report.assigned_id = me;
      logAction(
        ctx.store,
        me,
        "report_update",
        `assigned report #${report.id} to themselves`,
      );
    }),
  );
  router.add(
    "POST",
    `${REPORTS_PATH}/:id/unassign`,
    one("assign", (ctx, report, me) => {
      report.assigned_id = null;
      logAction(
        ctx.store,
        me,
        "report_update",
        `unassigned report #${report.id}`,
      );
    }),
  );
}
