import type { UnknownAction } from "@reduxjs/toolkit";
import { adminReportSchema } from "../../../../src/api/schemas/adminReport";
import type { StagedChange } from "../../../../src/store/admin/reports/changes";
import {
  MAX_DETAILS,
  reportChangeStaged,
  reportChangeUndone,
} from "../../../../src/store/admin/reports/slice";
import { selectAdminReports } from "../../../../src/store/admin/reports/selectors";
import {
  detailOf,
  summaryOf,
} from "../../../../src/store/admin/reports/summary";
import {
  REPORT_CHANGES,
  fetchAdminReport,
  fetchAdminReports,
  fetchReportHistory,
} from "../../../../src/store/admin/reports/thunks";
import type { RootState } from "../../../../src/store/rootReducer";
import { rawStatus, testReducer } from "../../factories";

const adminAccount = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  username: `user${id}`,
  domain: null,
  created_at: "2024-01-01T00:00:00.000Z",
  silenced: false,
  suspended: false,
  account: {
    id,
    username: `user${id}`,
    acct: `user${id}`,
    display_name: `User ${id}`,
  },
  ...over,
});

/** A Mastodon `Admin::Report`, parsed. */
function report(id: string, over: Record<string, unknown> = {}) {
  return adminReportSchema.parse({
    id,
    action_taken: false,
    category: "spam",
    comment: `Report ${id}`,
    forwarded: false,
    created_at: `2024-01-0${Math.min(Number(id), 9)}T00:00:00.000Z`,
    account: adminAccount("1"),
    target_account: adminAccount("2"),
    assigned_account: null,
    action_taken_by_account: null,
    statuses: [rawStatus(`5${id}`)],
    rules: [],
    ...over,
  });
}

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  actions.reduce(reduce, state);
const slice = (state: RootState) => selectAdminReports(state);

const OPEN = { state: "open" } as const;
function listed(...ids: string[]) {
  return fetchAdminReports.fulfilled(
    {
      key: "open::",
      summaries: ids.map((id) => summaryOf(report(id))),
      next: null,
      total: null,
    },
    "list",
    { query: OPEN, all: false },
  );
}
function opened(id: string, over: Record<string, unknown> = {}) {
  const parsed = report(id, over);
  return fetchAdminReport.fulfilled(
    {
      summary: summaryOf(parsed),
      detail: detailOf(parsed),
      result: [],
      entities: {},
      fetchedAt: 1,
    },
    `open-${id}`,
    { id },
  );
}

const me = summaryOf(report("1")).reporter ?? summaryOf(report("1")).target;
const staged = (
  change: StagedChange["change"],
  stageId = "s1",
): StagedChange => ({ stageId, change, me, at: "2024-02-01T00:00:00.000Z" });

describe("the report queue's slice", () => {
  it("shows a staged change at once and puts everything back on undo", () => {
    const change = staged({ kind: "act", id: "3", action: "suspend" });
    const state = run([
      listed("3", "2"),
      opened("3"),
      reportChangeStaged(change),
    ]);
    expect(slice(state).summaries["3"]?.state).toBe("resolved");
    expect(slice(state).summaries["3"]?.resolvedBy).toEqual(me);
    expect(slice(state).details["3"]?.flags.suspended).toBe(true);
    expect(slice(state).actedOn["3"]).toBe(true);
    const undone = reduce(state, reportChangeUndone({ stageId: "s1" }));
    expect(slice(undone).summaries["3"]?.state).toBe("open");
    expect(slice(undone).details["3"]?.flags.suspended).toBe(false);
    expect(slice(undone).staged).toEqual({});
  });

  it("puts a change back when the server refuses it, and says what was refused", () => {
    const change = staged({ kind: "resolve", id: "3" });
    const thunk = REPORT_CHANGES.resolve;
    const failure = { message: "Forbidden", status: 403 };
    const state = run([
      listed("3"),
      thunk.pending("r1", change),
      thunk.rejected(null, "r1", change, failure, { silent: true }),
    ]);
    expect(slice(state).summaries["3"]?.state).toBe("open");
    expect(slice(state).refused["3"]).toEqual({ change: "resolve", failure });
  });

  it("takes the server's answer for a change (resolved by someone else, say)", () => {
    const change = staged({ kind: "resolve", id: "3" });
    const answer = report("3", {
      action_taken: true,
      action_taken_by_account: adminAccount("9", { username: "maren" }),
    });
    const thunk = REPORT_CHANGES.resolve;
    const state = run([
      listed("3"),
      reportChangeStaged(change),
      thunk.pending("r1", change),
      thunk.fulfilled(
        {
          summary: summaryOf(answer),
          detail: detailOf(answer),
          result: [],
          entities: {},
          fetchedAt: 2,
        },
        "r1",
        change,
      ),
    ]);
    expect(slice(state).summaries["3"]?.resolvedBy?.id).toBe("9");
    expect(slice(state).staged).toEqual({});
  });

  it("keeps a staged change over an older list the server sends meanwhile", () => {
    const change = staged({ kind: "assign", id: "3" });
    const state = run([listed("3"), reportChangeStaged(change), listed("3")]);
    expect(slice(state).summaries["3"]?.assignee).toEqual(me);
  });

  it("drops the summaries nothing holds once a list is read again", () => {
    const state = run([listed("3", "2", "1"), opened("1"), listed("3")]);
    expect(Object.keys(slice(state).summaries).sort()).toEqual(["1", "3"]);
  });

  it("keeps a bounded number of opened reports", () => {
    const ids = Array.from({ length: MAX_DETAILS + 5 }, (_, i) => `${i + 10}`);
    const state = run(ids.map((id) => opened(id)));
    expect(Object.keys(slice(state).details)).toHaveLength(MAX_DETAILS);
    expect(slice(state).details["10"]).toBeUndefined();
    expect(slice(state).details[ids[ids.length - 1] ?? ""]).toBeDefined();
  });
});

describe("the reported account's history", () => {
  it("lists a report once when it came in both the open and the resolved list", () => {
    const state = reduce(
      initial,
      fetchReportHistory.fulfilled(
        {
          targetId: "2",
          summaries: [report("3"), report("1"), report("3")].map(summaryOf),
          fetched: true,
          log: null,
        },
        "history",
        { targetId: "2", nickname: "user2", byAccount: true, log: false },
      ),
    );
    expect(slice(state).history["2"]?.reportIds).toEqual(["3", "1"]);
  });
});
