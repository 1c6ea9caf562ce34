// Pleroma's admin reports and reported posts (`/api/v1/pleroma/admin/…`), as
// Pleroma and Akkoma answer them: page-based lists with a total, states
// changed in batches, notes, and assignment by nickname (Pleroma only).
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { nextMemberId } from "../memberState.mjs";
import { deleteStatus } from "../statusOps.mjs";
import {
  canPleroma,
  findReport,
  logAction,
  setReportState,
} from "../adminState.mjs";
import { pleromaReportJson } from "../adminRender.mjs";
import { renderStatus } from "../renderStatus.mjs";
import { byIdDesc, noContent } from "./adminCommon.mjs";
import { admin } from "./adminGuard.mjs";
import { pageOf } from "./adminPleroma.mjs";

const REPORTS = "/api/v1/pleroma/admin/reports";
const can = canPleroma;

/** Each `{id, ...}` of a batch body, or a 400 naming the reports not found. */
function reportBatch(ctx) {
  const items = [ctx.body.reports ?? []].flat();
  const missing = items.filter(
    (i) => !ctx.store.admin.reports.has(String(i?.id)),
  );
  if (missing.length)
    throw new ApiFailure(400, `Report ${missing[0]?.id ?? ""} not found`);
  return items.map((i) => ({ item: i, report: findReport(ctx.store, i.id) }));
}

function addReportRoutes(router) {
  const REPORTS_OK = can("reports_manage_reports");
  router.add(
    "GET",
    REPORTS,
    admin("pleromaReports", REPORTS_OK, (ctx) => {
      const state = ctx.query.get("state");
      const all = [...ctx.store.admin.reports.values()]
        .filter(
          (r) =>
            !state || (state === "open" ? !r.action_taken : r.action_taken),
        )
        .sort(byIdDesc);
      const { items } = pageOf(ctx, all);
      return {
        total: all.length,
        reports: items.map((r) => pleromaReportJson(ctx, r)),
      };
    }),
  );
  router.add(
    "PATCH",
    REPORTS,
    admin("pleromaReports", REPORTS_OK, (ctx, me) => {
      for (const { item, report } of reportBatch(ctx)) {
        if (!["open", "closed", "resolved"].includes(item.state))
          throw new ApiFailure(400, "Unsupported state");
        setReportState(ctx.store, report, item.state !== "open", me);
      }
      return noContent();
    }),
  );
  router.add(
    "POST",
    `${REPORTS}/assign_account`,
    admin("assignByNickname", REPORTS_OK, (ctx, me) => {
      for (const { item, report } of reportBatch(ctx)) {
        report.assigned_id = item.nickname
          ? (ctx.store.findAccount(item.nickname)?.id ?? null)
          : null;
        logAction(
          ctx.store,
          me,
          "report_update",
          `${item.nickname ? `assigned report #${report.id} to @${item.nickname}` : `unassigned report #${report.id}`}`,
        );
      }
      return noContent();
    }),
  );
  router.add(
    "POST",
    `${REPORTS}/:id/notes`,
    admin("pleromaReports", REPORTS_OK, (ctx, me) => {
      const report = findReport(ctx.store, ctx.params.id);
      const content = String(ctx.body.content ?? "").trim();
      if (!content) throw new ApiFailure(400, "Invalid parameters");
      report.notes.push({
        id: nextMemberId(ctx.store),
        content,
        user_id: me,
        created_at: ctx.store.clock.iso(),
      });
      logAction(
        ctx.store,
        me,
        "report_note",
        `added a note to report #${report.id}`,
      );
      return noContent();
    }),
  );
  router.add(
    "DELETE",
    `${REPORTS}/:id/notes/:noteId`,
    admin("pleromaReports", REPORTS_OK, (ctx, me) => {
      const report = findReport(ctx.store, ctx.params.id);
      const before = report.notes.length;
      report.notes = report.notes.filter((n) => n.id !== ctx.params.noteId);
      if (report.notes.length === before)
        throw new ApiFailure(404, "Not found");
      logAction(
        ctx.store,
        me,
        "report_note_delete",
        `deleted a note of report #${report.id}`,
      );
      return noContent();
    }),
  );
  router.add(
    "GET",
    `${REPORTS}/:id`,
    admin("pleromaReports", REPORTS_OK, (ctx) =>
      pleromaReportJson(ctx, findReport(ctx.store, ctx.params.id)),
    ),
  );
}

function addStatusRoutes(router) {
  const STATUSES = "/api/v1/pleroma/admin/statuses/:id";
  const MESSAGES = can("messages_delete");
  const find = (ctx) => {
    const status = ctx.store.status(ctx.params.id);
    if (!status || status.deleted) throw new ApiFailure(404, "Not found");
    return status;
  };
  router.add(
    "PUT",
    STATUSES,
    admin("users", MESSAGES, (ctx, me) => {
      const status = find(ctx);
      if (ctx.body.sensitive !== undefined)
        status.sensitive = [true, "true"].includes(ctx.body.sensitive);
      if (ctx.body.visibility !== undefined) {
        if (!["public", "unlisted", "private"].includes(ctx.body.visibility))
          throw new ApiFailure(400, "Unsupported visibility");
        status.visibility = ctx.body.visibility;
      }
      logAction(ctx.store, me, "status_update", `updated status ${status.id}`);
      return renderStatus(ctx.render, status);
    }),
  );
  router.add(
    "DELETE",
    STATUSES,
    admin("users", MESSAGES, (ctx, me) => {
      const status = find(ctx);
      deleteStatus(ctx.store, status);
      logAction(ctx.store, me, "status_delete", `deleted status ${status.id}`);
      return reply({});
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addPleromaReportRoutes(router) {
  addReportRoutes(router);
  addStatusRoutes(router);
}
