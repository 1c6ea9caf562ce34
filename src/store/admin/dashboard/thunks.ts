import { getAdminAccounts } from "../../../api/endpoints/adminAccounts";
import {
  postAdminDimensions,
  postAdminMeasures,
  postAdminRetention,
  type MetricsWindow,
} from "../../../api/endpoints/adminMetrics";
import type { AdminPage } from "../../../api/endpoints/adminPaging";
import { getAdminReports } from "../../../api/endpoints/adminReports";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * The dashboard's figures: how many reports are open and sign-ups wait,
 * and Mastodon's metrics (3.5) over the last 30 days and 6 months.
 */

/** A count from a list's first page: the server's total, else what the page holds. */
export interface Count {
  count: number;
  /** More than `count`: the page was full and the server does not count. */
  more: boolean;
}

const countOf = (page: AdminPage<unknown>): Count => ({
  count: page.total ?? page.items.length,
  more: page.total === null && page.next !== null,
});

export const fetchOpenReportCount = createAdminThunk(
  "adminDashboard/fetchOpenReports",
  async (_: undefined, { client, server, signal }) =>
    countOf(await getAdminReports(client, server, { state: "open" }, signal)),
  { silent: true },
);

export const fetchPendingCount = createAdminThunk(
  "adminDashboard/fetchPending",
  async (_: undefined, { client, server, signal }) =>
    countOf(
      await getAdminAccounts(client, server, { status: "pending" }, signal),
    ),
  { silent: true },
);

export const MEASURES = [
  "new_users",
  "active_users",
  "interactions",
  "opened_reports",
  "resolved_reports",
] as const;

export const DIMENSIONS = ["languages", "servers"] as const;

const DAY = 86_400_000;

/** Calendar dates: the last `days` days up to `now`'s. */
export function windowOf(now: number, days: number): MetricsWindow {
  const date = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { start_at: date(now - (days - 1) * DAY), end_at: date(now) };
}

/** `now` is the caller's clock, so the request is the same on a retry. */
export const fetchMetrics = createAdminThunk(
  "adminDashboard/fetchMetrics",
  async ({ now }: { now: number }, { client, server, signal }) => {
    const month = windowOf(now, 30);
    const [measures, dimensions, retention] = await Promise.all([
      postAdminMeasures(client, server, MEASURES, month, signal),
      postAdminDimensions(
        client,
        server,
        DIMENSIONS,
        { ...month, limit: 5 },
        signal,
      ),
      postAdminRetention(
        client,
        server,
        { ...windowOf(now, 182), frequency: "month" },
        signal,
      ),
    ]);
    return { measures, dimensions, retention };
  },
  { silent: true },
);
