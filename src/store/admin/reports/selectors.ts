import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../../rootReducer";
import { selectStaffPrivileges } from "../selectors";
import { reportCapabilities } from "./capabilities";
import {
  listKeyOf,
  listQueryOf,
  ordered,
  shows,
  type ReportFilters,
} from "./queue";
import { injectedAdminReports } from "./slice";

/** The report queue's state (its initial state until the slice has joined the store). */
export const selectAdminReports = (state: RootState) =>
  injectedAdminReports.selectSlice(state);

export const selectReportSummary = (state: RootState, id: string) =>
  selectAdminReports(state).summaries[id];

export const selectReportDetail = (state: RootState, id: string) =>
  selectAdminReports(state).details[id];

export const selectReportRefusal = (state: RootState, id: string) =>
  selectAdminReports(state).refused[id];

export const selectReportArrived = (state: RootState, id: string) =>
  selectAdminReports(state).arrived[id] === true;

/** Whether the family's report lists filter by reporter and reported account (Mastodon-style). */
export const selectListsFilterByAccount = (state: RootState) =>
  state.instance.features.mastodonAdmin;

/** The key of the list `filters` read from the server. */
export const selectReportListKey = (state: RootState, filters: ReportFilters) =>
  listKeyOf(listQueryOf(filters, selectListsFilterByAccount(state)));

export const selectReportList = (state: RootState, key: string) =>
  selectAdminReports(state).lists[key];

/** What this server and the viewer's role let staff do with reports. */
export const selectReportCapabilities = createSelector(
  [(state: RootState) => state.instance.server, selectStaffPrivileges],
  reportCapabilities,
);

const EMPTY: readonly string[] = [];

/**
 * The queue's rows for `filters`: the list's ids in the asked order,
 * filtered here where the server did not. One selector per queue on screen
 * (its memo holds one filter set).
 */
export function makeSelectQueueIds() {
  return createSelector(
    [
      (state: RootState, key: string) => selectReportList(state, key)?.ids,
      (state: RootState) => selectAdminReports(state).summaries,
      (state: RootState) => selectAdminReports(state).actedOn,
      (_: RootState, _key: string, filters: ReportFilters) => filters,
      (state: RootState) => state.session.me,
    ],
    (ids, summaries, actedOn, filters, me) => {
      if (!ids) return EMPTY;
      const shown = ids.filter((id) => {
        const summary = summaries[id];
        return (
          summary !== undefined &&
          shows(summary, filters, me, actedOn[id] === true)
        );
      });
      return ordered(shown, filters.order);
    },
  );
}

/**
 * The reported account's other reports, newest first: those the server
 * listed for it, else those held in any list (Pleroma cannot filter).
 */
export const selectOtherReports = createSelector(
  [
    (state: RootState, targetId: string) =>
      selectAdminReports(state).history[targetId]?.reportIds,
    (state: RootState) => selectAdminReports(state).summaries,
    (_: RootState, targetId: string) => targetId,
    (_: RootState, _targetId: string, reportId: string) => reportId,
  ],
  (fetched, summaries, targetId, reportId) => {
    const ids =
      fetched ??
      Object.values(summaries)
        .filter((summary) => summary.target.id === targetId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((summary) => summary.id);
    return ids.filter((id) => id !== reportId);
  },
);

export const selectReportLog = (state: RootState, targetId: string) =>
  selectAdminReports(state).history[targetId]?.log ?? null;
