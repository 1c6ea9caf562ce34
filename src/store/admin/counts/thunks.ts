import { getAdminAccounts } from "../../../api/endpoints/adminAccounts";
import type { AdminPage } from "../../../api/endpoints/adminPaging";
import { getAdminReports } from "../../../api/endpoints/adminReports";
import { createAppAsyncThunk } from "../../hooks";
import { selectStaffRole } from "../selectors";

/**
 * The count badge of the account menu (issue 16): open reports and pending
 * sign-ups, each read only where the viewer's role may handle them. A
 * background read: failures stay quiet and the badge shows what it had.
 */

/** What a queue's first page says of its size: the ids held, and the server's total where it counts. */
export interface QueueCount {
  ids: string[];
  total: number | null;
  /** The page was full and the server does not count: there are more. */
  more: boolean;
}

function countOf(page: AdminPage<{ id: string }>): QueueCount {
  return {
    ids: page.items.map((item) => item.id),
    total: page.total,
    more: page.total === null && page.next !== null,
  };
}

/** Counts read this recently are not read again when the console's page changes. */
export const COUNTS_FRESH_MS = 60_000;

export const fetchStaffCounts = createAppAsyncThunk(
  "adminCounts/fetch",
  async (_: undefined, { extra, getState, signal }) => {
    const state = getState();
    const { sections } = selectStaffRole(state);
    const server = state.instance.server;
    const [reports, signUps] = await Promise.all([
      sections.includes("reports")
        ? getAdminReports(extra.client, server, { state: "open" }, signal)
        : null,
      sections.includes("accounts")
        ? getAdminAccounts(extra.client, server, { status: "pending" }, signal)
        : null,
    ]);
    return {
      reports: reports && countOf(reports),
      signUps: signUps && countOf(signUps),
      fetchedAt: Date.now(),
    };
  },
  {
    silent: true,
    condition: (_, { getState }) => {
      const fetchedAt = getState().adminCounts?.fetchedAt;
      return fetchedAt == null || Date.now() - fetchedAt > COUNTS_FRESH_MS;
    },
  },
);
