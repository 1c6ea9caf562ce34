import { adminReportSchema } from "../../../src/api/schemas/adminReport";
import { rawAccount, rawStatus } from "./builders";

const adminAccount = (id: string) => ({
  id,
  username: `user${id}`,
  created_at: "2024-01-01T00:00:00Z",
  account: rawAccount({ id }),
});

describe("adminReportSchema", () => {
  it("reads a report and derives its open or resolved state", () => {
    const report = adminReportSchema.parse({
      id: "1",
      action_taken: false,
      category: "violation",
      comment: "Breaks rule 2",
      created_at: "2024-02-03T04:05:06Z",
      account: adminAccount("10"),
      target_account: adminAccount("20"),
      assigned_account: null,
      statuses: [rawStatus(), { id: "broken" }],
      rules: [{ id: "2", text: "No spam" }],
    });
    expect(report).toMatchObject({
      state: "open",
      category: "violation",
      target_account: { id: "20", username: "user20" },
      rules: [{ id: "2", text: "No spam", hint: "" }],
    });
    expect(report.statuses.map((status) => status.id)).toEqual(["100"]);
    expect(
      adminReportSchema.parse({
        id: "2",
        action_taken: true,
        created_at: "2024-02-03T04:05:06Z",
        account: adminAccount("10"),
        target_account: adminAccount("20"),
      }).state,
    ).toBe("resolved");
  });
});
