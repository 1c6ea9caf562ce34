import {
  DEFAULT_REPORT_FILTERS,
  belongsTo,
  listKeyOf,
  listQueryOf,
  ordered,
  shows,
} from "../../../../src/store/admin/reports/queue";
import type {
  ReportPerson,
  ReportSummary,
} from "../../../../src/store/admin/reports/summary";

const person = (id: string, domain: string | null = null): ReportPerson => ({
  id,
  nickname: domain ? `${id}@${domain}` : id,
  acct: domain ? `${id}@${domain}` : id,
  display_name: id,
  avatar: "",
  domain,
  emojis: [],
});

const report = (over: Partial<ReportSummary> = {}): ReportSummary => ({
  id: "1",
  created_at: "2024-01-01T00:00:00.000Z",
  state: "open",
  category: "spam",
  comment: "",
  forwarded: false,
  statusCount: 0,
  ruleCount: 0,
  reporter: person("alice"),
  target: person("bot", "far.example"),
  assignee: null,
  resolvedBy: null,
  action_taken_at: null,
  ...over,
});

describe("the report queue's filters", () => {
  it("sends the account filters to families whose lists take them, and keys lists by what was asked", () => {
    const filters = {
      ...DEFAULT_REPORT_FILTERS,
      targetId: "7",
      reporterId: "8",
    };
    expect(listQueryOf(filters, true)).toEqual({
      state: "open",
      targetId: "7",
      reporterId: "8",
    });
    expect(listQueryOf(filters, false)).toEqual({ state: "open" });
    expect(listKeyOf(listQueryOf(filters, true))).toBe("open:8:7");
    expect(listKeyOf({ state: "resolved" })).toBe("resolved::");
  });

  it("filters here by origin, assignee, reporter and reported account", () => {
    const remote = report();
    const local = report({ target: person("bob") });
    const mine = report({ assignee: person("me") });
    const f = DEFAULT_REPORT_FILTERS;
    expect(shows(remote, { ...f, origin: "remote" }, null, false)).toBe(true);
    expect(shows(local, { ...f, origin: "remote" }, null, false)).toBe(false);
    expect(shows(local, { ...f, origin: "local" }, null, false)).toBe(true);
    expect(shows(mine, { ...f, mine: true }, "me", false)).toBe(true);
    expect(shows(remote, { ...f, mine: true }, "me", false)).toBe(false);
    expect(shows(remote, { ...f, targetId: "bot" }, null, false)).toBe(true);
    expect(shows(remote, { ...f, reporterId: "carol" }, null, false)).toBe(
      false,
    );
  });

  it("keeps a report acted on in its list, whatever its state now", () => {
    const resolved = report({ state: "resolved" });
    expect(shows(resolved, DEFAULT_REPORT_FILTERS, null, false)).toBe(false);
    expect(shows(resolved, DEFAULT_REPORT_FILTERS, null, true)).toBe(true);
  });

  it("lets a streamed report into the lists it belongs to", () => {
    expect(belongsTo(report(), { state: "open" })).toBe(true);
    expect(belongsTo(report(), { state: "resolved" })).toBe(false);
    expect(belongsTo(report(), { state: "open", targetId: "bot" })).toBe(true);
    expect(belongsTo(report(), { state: "open", targetId: "x" })).toBe(false);
  });

  it("puts the oldest first by reversing the served order", () => {
    const ids = ["3", "2", "1"];
    expect(ordered(ids, "newest")).toBe(ids);
    expect(ordered(ids, "oldest")).toEqual(["1", "2", "3"]);
  });
});
