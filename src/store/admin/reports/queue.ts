import type { AdminReportState } from "../../../api/schemas/adminReport";
import type { ReportSummary } from "./summary";

/**
 * The report queue's filters (issue 16): open or resolved, newest or oldest
 * first, by reported account, by reporter, local or remote, assigned to me.
 * The server filters what its family can (Mastodon-style lists take the
 * reporter and the reported account); the rest is filtered here, over the
 * pages held.
 */

export type ReportOrder = "newest" | "oldest";
export type ReportOrigin = "local" | "remote";

export interface ReportFilters {
  state: AdminReportState;
  order: ReportOrder;
  reporterId: string | null;
  targetId: string | null;
  /** Where the reported account lives. */
  origin: ReportOrigin | null;
  /** Only reports assigned to the viewer. */
  mine: boolean;
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = {
  state: "open",
  order: "newest",
  reporterId: null,
  targetId: null,
  origin: null,
  mine: false,
};

/** What one list asks the server; lists are kept newest first, as served. */
export interface ReportListQuery {
  state: AdminReportState;
  reporterId?: string;
  targetId?: string;
}

/**
 * The query for `filters`: the account filters go to the server only where
 * the family's list takes them (`byAccount`).
 */
export function listQueryOf(
  filters: ReportFilters,
  byAccount: boolean,
): ReportListQuery {
  if (!byAccount) return { state: filters.state };
  return {
    state: filters.state,
    ...(filters.reporterId ? { reporterId: filters.reporterId } : {}),
    ...(filters.targetId ? { targetId: filters.targetId } : {}),
  };
}

export function listKeyOf(query: ReportListQuery): string {
  return [query.state, query.reporterId ?? "", query.targetId ?? ""].join(":");
}

/** Whether a report the server sent (or the stream brought) belongs in the list of `query`. */
export function belongsTo(
  summary: ReportSummary,
  query: ReportListQuery,
): boolean {
  return (
    summary.state === query.state &&
    (!query.reporterId || summary.reporter?.id === query.reporterId) &&
    (!query.targetId || summary.target.id === query.targetId)
  );
}

/**
 * Whether a held report shows under `filters`. A report acted on in this
 * session stays in the list it was in (shown with its new state), so the
 * queue does not jump under the moderator; `pinned` lists those.
 */
export function shows(
  summary: ReportSummary,
  filters: ReportFilters,
  me: string | null,
  pinned: boolean,
): boolean {
  if (!pinned && summary.state !== filters.state) return false;
  if (filters.reporterId && summary.reporter?.id !== filters.reporterId)
    return false;
  if (filters.targetId && summary.target.id !== filters.targetId) return false;
  if (filters.origin === "local" && summary.target.domain !== null)
    return false;
  if (filters.origin === "remote" && summary.target.domain === null)
    return false;
  return !filters.mine || (me !== null && summary.assignee?.id === me);
}

/** Newest first is the served order; oldest first is its reverse. */
export function ordered(
  ids: readonly string[],
  order: ReportOrder,
): readonly string[] {
  return order === "newest" ? ids : [...ids].reverse();
}
