import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import {
  adminReportSchema,
  type AdminReport,
  type AdminReportState,
} from "../schemas/adminReport";
import { statusSchema, type Status } from "../schemas/status";
import {
  adminOne,
  adminRequest,
  adminRoute,
  adminSend,
  replyAs,
  type AccountRef,
} from "./adminCall";
import {
  ADMIN_PAGE_SIZE,
  adminPage,
  type AdminPage,
  type Cursor,
} from "./adminPaging";

/**
 * Reports (spec 02 sections 4 and 7.12): the open and resolved queues, one
 * report, and what moderators do with it. Mutations answer the report where
 * the server sends it back (Mastodon), else null (Pleroma answers 204): the
 * caller then reads it again. Resolving a report someone already resolved is
 * not an error on either flavour: the answer is the report as it now stands.
 */

export interface AdminReportsQuery {
  readonly state: AdminReportState;
  /** Mastodon only: reports filed by this account, or against it. */
  readonly reporterId?: string;
  readonly targetId?: string;
}

const LISTS = {
  open: "adminOpenReports",
  resolved: "adminResolvedReports",
} as const;

export async function getAdminReports(
  client: ApiClient,
  server: DetectedServer,
  request: AdminReportsQuery | Cursor,
  signal?: AbortSignal,
): Promise<AdminPage<AdminReport>> {
  if ("url" in request) {
    const route = adminRoute(server, "adminReports");
    return adminPage(client, route, request.url, adminReportSchema, {
      key: "reports",
      signal,
    });
  }
  const route = adminRoute(server, LISTS[request.state]);
  const { path, options } = adminRequest(route, {
    values: {
      reporter: request.reporterId,
      target: request.targetId,
      pageSize: ADMIN_PAGE_SIZE,
    },
    extra: route.shape === "pleroma" ? { page: 1 } : {},
  });
  return adminPage(client, route, path, adminReportSchema, {
    key: "reports",
    query: options.query,
    signal,
  });
}

export function getAdminReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  signal?: AbortSignal,
): Promise<AdminReport> {
  return adminOne(client, server, "adminReport", adminReportSchema, {
    reportId: id,
    signal,
  });
}

async function reportCall(
  client: ApiClient,
  server: DetectedServer,
  operation:
    | "adminResolveReport"
    | "adminReopenReport"
    | "adminAssignReport"
    | "adminUnassignReport",
  id: string,
  values: { comment?: string; assignee?: string | null } = {},
): Promise<AdminReport | null> {
  const raw = await adminSend(client, server, operation, {
    reportId: id,
    values,
  });
  return replyAs(adminReportSchema, raw.json);
}

/** Resolves the report; `comment` where the family keeps one (GoToSocial). */
export function postAdminResolveReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  comment?: string,
): Promise<AdminReport | null> {
  return reportCall(client, server, "adminResolveReport", id, { comment });
}

export function postAdminReopenReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<AdminReport | null> {
  return reportCall(client, server, "adminReopenReport", id);
}

/** Assigns the report to the signed-in moderator (Pleroma names them by nickname). */
export function postAdminAssignReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  me: Pick<AccountRef, "nickname">,
): Promise<AdminReport | null> {
  return reportCall(client, server, "adminAssignReport", id, {
    assignee: me.nickname,
  });
}

export function postAdminUnassignReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<AdminReport | null> {
  return reportCall(client, server, "adminUnassignReport", id, {
    assignee: null,
  });
}

/** Changes the report's category and the rules it says were broken (Mastodon 3.5). */
export function putAdminReport(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  changes: { category?: AdminReport["category"]; rule_ids?: readonly string[] },
): Promise<AdminReport> {
  return adminOne(client, server, "adminUpdateReport", adminReportSchema, {
    reportId: id,
    extra: changes,
  });
}

/** A note to the team on the report (Pleroma). */
export async function postAdminReportNote(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  text: string,
): Promise<void> {
  await adminSend(client, server, "adminCreateReportNote", {
    reportId: id,
    values: { text },
  });
}

export async function deleteAdminReportNote(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  noteId: string,
): Promise<void> {
  await adminSend(client, server, "adminDeleteReportNote", {
    reportId: id,
    params: { noteId },
  });
}

/** Deletes a (reported) post as staff (Pleroma, Akkoma, Mitra). */
export async function deleteAdminStatus(
  client: ApiClient,
  server: DetectedServer,
  statusId: string,
): Promise<void> {
  await adminSend(client, server, "adminDeleteStatus", {
    params: { id: statusId },
  });
}

/** Marks a (reported) post sensitive or changes its visibility (Pleroma). */
export async function putAdminStatus(
  client: ApiClient,
  server: DetectedServer,
  statusId: string,
  changes: {
    sensitive?: boolean;
    visibility?: "public" | "unlisted" | "private";
  },
): Promise<Status | null> {
  const raw = await adminSend(client, server, "adminUpdateStatus", {
    params: { id: statusId },
    extra: changes,
  });
  return replyAs(statusSchema, raw.json);
}
