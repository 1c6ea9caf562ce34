import {
  postAdminAccountAction,
  type AccountAction,
} from "../../../api/endpoints/adminAccountActions";
import type { AdminPage } from "../../../api/endpoints/adminPaging";
import { getAdminModerationLog } from "../../../api/endpoints/adminLog";
import {
  deleteAdminStatus,
  getAdminReport,
  getAdminReports,
  postAdminAssignReport,
  postAdminReopenReport,
  postAdminReportNote,
  postAdminResolveReport,
  postAdminUnassignReport,
  putAdminStatus,
} from "../../../api/endpoints/adminReports";
import type { ApiClient } from "../../../api/client";
import type { DetectedServer } from "../../../api/features";
import type { AdminReport } from "../../../api/schemas/adminReport";
import { statusDeleted } from "../../events";
import { createAppAsyncThunk } from "../../hooks";
import { normalizeStatuses } from "../../normalize";
import type { RootState } from "../../rootReducer";
import { selectStaffPrivileges } from "../selectors";
import { reportCapabilities, type ReportAction } from "./capabilities";
import {
  changeNameOf,
  type ReportChangeName,
  type StagedChange,
} from "./changes";
import { listKeyOf, type ReportListQuery } from "./queue";
import { detailOf, summaryOf } from "./summary";

/**
 * The report queue's calls (issue 16). Loads reject silently (the screen
 * says the failure in place); a moderator's change rejects loudly, and the
 * errors middleware names it (app/failedActions.ts), except a 403, which
 * the report says in place ("Your role cannot …").
 */

/** At most this many pages are read for a whole queue (oldest first): 2,000 reports. */
export const MAX_QUEUE_PAGES = 20;

const reportsOf = (state: RootState) => state.adminReports;

async function pagesOf(
  client: ApiClient,
  server: DetectedServer,
  query: ReportListQuery,
  all: boolean,
  signal: AbortSignal,
): Promise<AdminPage<AdminReport>> {
  const first = await getAdminReports(client, server, query, signal);
  const items = [...first.items];
  let page = first;
  for (let n = 1; all && page.next && n < MAX_QUEUE_PAGES; n += 1) {
    page = await getAdminReports(client, server, { url: page.next }, signal);
    items.push(...page.items);
  }
  return { ...page, items, total: first.total };
}

/**
 * A list's first page, or with `all` the whole list (up to
 * MAX_QUEUE_PAGES): oldest first needs the end of a list served newest first.
 */
export const fetchAdminReports = createAppAsyncThunk(
  "adminReports/fetch",
  async (
    { query, all }: { query: ReportListQuery; all: boolean },
    { extra, getState, signal },
  ) => {
    const server = getState().instance.server;
    const page = await pagesOf(extra.client, server, query, all, signal);
    return {
      key: listKeyOf(query),
      summaries: page.items.map(summaryOf),
      next: page.next,
      total: page.total,
    };
  },
  {
    silent: true,
  },
);

export const fetchMoreAdminReports = createAppAsyncThunk(
  "adminReports/fetchMore",
  async ({ key }: { key: string }, { extra, getState, signal }) => {
    const state = getState();
    const next = reportsOf(state)?.lists[key]?.next ?? null;
    if (!next) return { key, summaries: [], next: null };
    const page = await getAdminReports(
      extra.client,
      state.instance.server,
      { url: next },
      signal,
    );
    return { key, summaries: page.items.map(summaryOf), next: page.next };
  },
  {
    silent: true,
    condition: ({ key }, { getState }) => {
      const list = getState().adminReports?.lists[key];
      return Boolean(list?.next) && list?.loadingMore !== true;
    },
  },
);

function opened(report: AdminReport) {
  return {
    summary: summaryOf(report),
    detail: detailOf(report),
    ...normalizeStatuses(report.statuses),
  };
}

/** One report, whole, with its reported posts into the statuses slice. */
export const fetchAdminReport = createAppAsyncThunk(
  "adminReports/fetchOne",
  async ({ id }: { id: string }, { extra, getState, signal }) => {
    const server = getState().instance.server;
    const report = await getAdminReport(extra.client, server, id, signal);
    return { ...opened(report), fetchedAt: Date.now() };
  },
  {
    silent: true,
  },
);

/**
 * The reported account's history: its other reports (Mastodon-style lists
 * filter by it; on Pleroma the held ones are read instead, so none are
 * fetched) and, where the viewer may read it, the moderation log's entries
 * naming it (Pleroma).
 */
export const fetchReportHistory = createAppAsyncThunk(
  "adminReports/fetchHistory",
  async (
    {
      targetId,
      nickname,
      byAccount,
      log,
    }: { targetId: string; nickname: string; byAccount: boolean; log: boolean },
    { extra, getState, signal },
  ) => {
    const server = getState().instance.server;
    const lists = byAccount
      ? await Promise.all(
          (["open", "resolved"] as const).map((state) =>
            getAdminReports(extra.client, server, { state, targetId }, signal),
          ),
        )
      : [];
    const entries = log
      ? (
          await getAdminModerationLog(
            extra.client,
            server,
            { search: nickname },
            signal,
          )
        ).items
      : null;
    return {
      targetId,
      summaries: lists.flatMap((page) => page.items.map(summaryOf)),
      fetched: byAccount,
      log: entries,
    };
  },
  {
    silent: true,
  },
);

/** Text as sent: trimmed, and none at all rather than empty. */
function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : undefined;
}

const ACCOUNT_ACTIONS: Record<
  Exclude<ReportAction, "deletePosts">,
  AccountAction
> = {
  warn: "warn",
  sensitive: "sensitive",
  limit: "silence",
  suspend: "suspend",
};

interface Context {
  client: ApiClient;
  server: DetectedServer;
  state: RootState;
  signal: AbortSignal;
}

/** The reported account and posts an action needs: held, else read. */
async function openedReport(
  id: string,
  { client, server, state, signal }: Context,
) {
  const detail = reportsOf(state)?.details[id];
  if (detail) return detail;
  return detailOf(await getAdminReport(client, server, id, signal));
}

/**
 * Takes a moderation action from a report: the team note (Pleroma), the
 * action on the account or on each reported post, then the report resolved
 * where the action did not resolve it itself (Mastodon's action call does,
 * given the report).
 */
async function act(
  change: Extract<StagedChange["change"], { kind: "act" }>,
  context: Context,
): Promise<string[]> {
  const { client, server, state } = context;
  const capabilities = reportCapabilities(server, selectStaffPrivileges(state));
  const call = capabilities.calls[change.action];
  if (!call) throw new Error(`This server cannot ${change.action}`);
  const detail = await openedReport(change.id, context);
  const note = change.note?.trim();
  if (note && capabilities.teamNote === "report")
    await postAdminReportNote(client, server, change.id, note);
  if (change.action === "deletePosts") {
    for (const statusId of detail.status_ids)
      await deleteAdminStatus(client, server, statusId);
    return detail.status_ids;
  }
  if (call.kind === "posts") {
    for (const statusId of detail.status_ids)
      await putAdminStatus(client, server, statusId, { sensitive: true });
    return [];
  }
  const text = capabilities.message
    ? change.message
    : capabilities.teamNote === "action"
      ? note
      : undefined;
  await postAdminAccountAction(
    client,
    server,
    { id: detail.target.id, nickname: detail.target.nickname },
    ACCOUNT_ACTIONS[change.action],
    {
      text: nonEmpty(text),
      reportId: change.id,
      notify: capabilities.message ? change.notify === true : undefined,
    },
  );
  return [];
}

async function send(
  { change, me }: StagedChange,
  context: Context,
): Promise<{ report: AdminReport; deleted: string[] }> {
  const { client, server, signal } = context;
  let answer: AdminReport | null = null;
  let deleted: string[] = [];
  switch (change.kind) {
    case "assign":
      answer = await postAdminAssignReport(client, server, change.id, me);
      break;
    case "unassign":
      answer = await postAdminUnassignReport(client, server, change.id);
      break;
    case "resolve":
      answer = await postAdminResolveReport(
        client,
        server,
        change.id,
        nonEmpty(change.comment),
      );
      break;
    case "reopen":
      answer = await postAdminReopenReport(client, server, change.id);
      break;
    case "act": {
      deleted = await act(change, context);
      const after = await getAdminReport(client, server, change.id, signal);
      answer =
        after.state === "open"
          ? await postAdminResolveReport(client, server, change.id)
          : after;
      break;
    }
  }
  // Pleroma answers its report calls with nothing: read the report again.
  const report =
    answer ?? (await getAdminReport(client, server, change.id, signal));
  return { report, deleted };
}

function changeThunk(name: ReportChangeName) {
  return createAppAsyncThunk(
    `adminReports/${name}`,
    async (staged: StagedChange, { dispatch, extra, getState, signal }) => {
      const state = getState();
      const { report, deleted } = await send(staged, {
        client: extra.client,
        server: state.instance.server,
        state,
        signal,
      });
      for (const id of deleted) dispatch(statusDeleted({ id }));
      const result = opened(report);
      return {
        ...result,
        detail: { ...result.detail, postsDeleted: deleted.length > 0 },
        fetchedAt: Date.now(),
      };
    },
    {
      // A role the server refuses is explained on the report itself.
      silent: (failure) => failure.status === 403,
    },
  );
}

/** One thunk per change, so a failure's toast names what failed. */
export const REPORT_CHANGES = {
  assign: changeThunk("assign"),
  unassign: changeThunk("unassign"),
  resolve: changeThunk("resolve"),
  reopen: changeThunk("reopen"),
  warn: changeThunk("warn"),
  sensitive: changeThunk("sensitive"),
  limit: changeThunk("limit"),
  suspend: changeThunk("suspend"),
  deletePosts: changeThunk("deletePosts"),
} satisfies Record<ReportChangeName, ReturnType<typeof changeThunk>>;

/** The thunk that sends `staged`. */
export function sendReportChange(staged: StagedChange) {
  return REPORT_CHANGES[changeNameOf(staged.change)](staged);
}
