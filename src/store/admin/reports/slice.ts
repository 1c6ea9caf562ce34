import {
  createSlice,
  isAnyOf,
  type PayloadAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import type { AdminLogEntry } from "../../../api/schemas/adminLog";
import { dropKey } from "../../entities";
import { notificationReceived, sessionEnded } from "../../events";
import type { ThunkFailure } from "../../hooks";
import { combinedReducer } from "../../rootReducer";
import {
  changeNameOf,
  changedDetail,
  changedSummary,
  type ReportChangeName,
  type StagedChange,
} from "./changes";
import { belongsTo, type ReportListQuery } from "./queue";
import {
  summaryOfNotice,
  type ReportDetail,
  type ReportSummary,
} from "./summary";
import {
  REPORT_CHANGES,
  fetchAdminReport,
  fetchAdminReports,
  fetchMoreAdminReports,
  fetchReportHistory,
} from "./thunks";

/**
 * The report queue (issue 16). Lists hold ids, newest first as served; each
 * row reads its summary. A moderator's change shows at once when staged,
 * can be undone until it is sent, and is put back if the server refuses it.
 * Reports acted on stay in the list they were in until it is read again,
 * so the queue does not move under the moderator.
 */

export interface ReportList {
  query: ReportListQuery;
  ids: string[];
  next: string | null;
  /** The list's size where the family counts (Pleroma). */
  total: number | null;
  loadingMore: boolean;
  moreFailure: ThunkFailure | null;
}

export interface ReportHistory {
  /** Other reports against the account, where the server filtered them; null: read the held ones. */
  reportIds: string[] | null;
  /** The moderation log's entries naming the account; null where not read. */
  log: AdminLogEntry[] | null;
}

export interface AdminReportsState {
  summaries: Record<string, ReportSummary>;
  lists: Record<string, ReportList>;
  /** Opened reports, the most recently opened last (at most MAX_DETAILS). */
  details: Record<string, ReportDetail>;
  detailOrder: string[];
  history: Record<string, ReportHistory>;
  /** Changes shown but not yet confirmed, with what they replaced. */
  staged: Record<
    string,
    { reportId: string; summary: ReportSummary; detail: ReportDetail | null }
  >;
  /** Reports acted on in this session: they stay in their list. */
  actedOn: Record<string, true>;
  /** Reports the stream brought since their list was read. */
  arrived: Record<string, true>;
  /** The last change the server refused, per report, shown on it. */
  refused: Record<string, { change: ReportChangeName; failure: ThunkFailure }>;
}

/** Opened reports kept: their accounts and rules are large, the queue's rows are not. */
export const MAX_DETAILS = 20;

const initialState: AdminReportsState = {
  summaries: {},
  lists: {},
  details: {},
  detailOrder: [],
  history: {},
  staged: {},
  actedOn: {},
  arrived: {},
  refused: {},
};

function keepDetail(state: AdminReportsState, detail: ReportDetail): void {
  state.details[detail.id] = detail;
  state.detailOrder = [
    ...state.detailOrder.filter((id) => id !== detail.id),
    detail.id,
  ];
  const held = new Set(Object.values(state.staged).map((s) => s.reportId));
  while (state.detailOrder.length > MAX_DETAILS) {
    const oldest = state.detailOrder.find((id) => !held.has(id));
    if (oldest === undefined) break;
    state.detailOrder = state.detailOrder.filter((id) => id !== oldest);
    dropKey(state.details, oldest);
  }
}

/** Drops the summaries nothing refers to any more (after a list is read again). */
function prune(state: AdminReportsState): void {
  const used = new Set<string>(state.detailOrder);
  for (const list of Object.values(state.lists))
    list.ids.forEach((id) => used.add(id));
  for (const history of Object.values(state.history))
    history.reportIds?.forEach((id) => used.add(id));
  for (const staged of Object.values(state.staged)) used.add(staged.reportId);
  for (const id of Object.keys(state.summaries))
    if (!used.has(id)) dropKey(state.summaries, id);
}

function stage(state: AdminReportsState, staged: StagedChange): void {
  const id = staged.change.id;
  const summary = state.summaries[id];
  if (!summary || state.staged[staged.stageId]) return;
  const detail = state.details[id] ?? null;
  state.staged[staged.stageId] = { reportId: id, summary, detail };
  state.summaries[id] = changedSummary(summary, staged);
  if (detail) state.details[id] = changedDetail(detail, staged);
  state.actedOn[id] = true;
  dropKey(state.refused, id);
}

function unstage(state: AdminReportsState, stageId: string): void {
  const staged = state.staged[stageId];
  if (!staged) return;
  state.summaries[staged.reportId] = staged.summary;
  if (staged.detail) state.details[staged.reportId] = staged.detail;
  dropKey(state.staged, stageId);
}

const { assign, ...otherChanges } = REPORT_CHANGES;
const others = Object.values(otherChanges);
const changePending = isAnyOf(assign.pending, ...others.map((t) => t.pending));
const changeFulfilled = isAnyOf(
  assign.fulfilled,
  ...others.map((t) => t.fulfilled),
);
const changeRejected = isAnyOf(
  assign.rejected,
  ...others.map((t) => t.rejected),
);

const isStaged = (state: AdminReportsState, id: string) =>
  Object.values(state.staged).some((staged) => staged.reportId === id);

/** Takes in the server's summaries; a change not yet confirmed keeps showing over them. */
function take(state: AdminReportsState, summaries: ReportSummary[]): string[] {
  return summaries.map((summary) => {
    if (!isStaged(state, summary.id)) state.summaries[summary.id] = summary;
    return summary.id;
  });
}

export const adminReportsSlice = createSlice({
  name: "adminReports",
  initialState,
  reducers: {
    /** A moderator's change, shown at once; sent when its undo toast closes. */
    reportChangeStaged(state, action: PayloadAction<StagedChange>) {
      stage(state, action.payload);
    },
    /** Undone before it was sent: nothing reaches the server. */
    reportChangeUndone(state, action: PayloadAction<{ stageId: string }>) {
      unstage(state, action.payload.stageId);
    },
    /** The refusal shown on a report has been read (or the report closed). */
    reportRefusalCleared(state, action: PayloadAction<{ id: string }>) {
      dropKey(state.refused, action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchAdminReports.fulfilled, (state, action) => {
        const { key, summaries, next, total } = action.payload;
        const ids = take(state, summaries);
        state.lists[key] = {
          query: action.meta.arg.query,
          ids,
          next,
          total,
          loadingMore: false,
          moreFailure: null,
        };
        for (const id of ids) {
          dropKey(state.actedOn, id);
          dropKey(state.arrived, id);
        }
        prune(state);
      })
      .addCase(fetchMoreAdminReports.pending, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list) {
          list.loadingMore = true;
          list.moreFailure = null;
        }
      })
      .addCase(fetchMoreAdminReports.fulfilled, (state, action) => {
        const { key, summaries, next } = action.payload;
        const list = state.lists[key];
        if (!list) return;
        const held = new Set(list.ids);
        const ids = take(state, summaries).filter((id) => !held.has(id));
        list.ids.push(...ids);
        list.next = next;
        list.loadingMore = false;
      })
      .addCase(fetchMoreAdminReports.rejected, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (!list || action.meta.aborted) return;
        list.loadingMore = false;
        list.moreFailure = action.payload ?? null;
      })
      .addCase(fetchAdminReport.fulfilled, (state, action) => {
        const { summary, detail } = action.payload;
        if (!isStaged(state, summary.id)) state.summaries[summary.id] = summary;
        keepDetail(state, detail);
      })
      .addCase(fetchReportHistory.fulfilled, (state, action) => {
        const { targetId, summaries, fetched, log } = action.payload;
        // Read from two lists: a report that changed state in between is in both.
        const ids = fetched
          ? [...new Set(take(state, summaries))].sort((a, b) =>
              (state.summaries[b]?.created_at ?? "").localeCompare(
                state.summaries[a]?.created_at ?? "",
              ),
            )
          : null;
        state.history[targetId] = { reportIds: ids, log };
      })
      .addCase(notificationReceived, (state, action) => {
        const { id, entities } = action.payload;
        const notification = entities.notifications?.[id];
        if (notification?.type !== "admin.report" || !notification.report)
          return;
        const report = notification.report;
        if (state.summaries[report.id]) return;
        const reporter = entities.accounts?.[notification.account_id] ?? null;
        const summary = summaryOfNotice(
          report,
          reporter,
          notification.created_at,
        );
        let listed = false;
        for (const list of Object.values(state.lists)) {
          if (!belongsTo(summary, list.query)) continue;
          list.ids.unshift(summary.id);
          if (list.total !== null) list.total += 1;
          listed = true;
        }
        if (!listed) return;
        state.summaries[summary.id] = summary;
        state.arrived[summary.id] = true;
      })
      .addMatcher(changePending, (state, action) => {
        stage(state, action.meta.arg);
      })
      .addMatcher(changeFulfilled, (state, action) => {
        const { summary, detail } = action.payload;
        dropKey(state.staged, action.meta.arg.stageId);
        state.summaries[summary.id] = summary;
        keepDetail(state, detail);
      })
      .addMatcher(changeRejected, (state, action) => {
        const { stageId, change } = action.meta.arg;
        unstage(state, stageId);
        if (action.meta.aborted) return;
        state.refused[change.id] = {
          change: changeNameOf(change),
          failure: action.payload ?? {
            message: action.error.message ?? "",
            status: null,
          },
        };
      });
  },
});

export const { reportChangeStaged, reportChangeUndone, reportRefusalCleared } =
  adminReportsSlice.actions;

declare module "../../rootReducer" {
  // Module augmentation: the interface only merges the slice's state in.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof adminReportsSlice> {}
}

/** The slice, in the store once this module has loaded (the console's chunks). */
export const injectedAdminReports =
  adminReportsSlice.injectInto(combinedReducer);
