import { accountWarningSchema } from "../../../src/api/schemas/accountWarning";
import { rawAccount } from "./builders";

describe("accountWarningSchema", () => {
  it("reads a warning with its appeal", () => {
    expect(
      accountWarningSchema.parse({
        id: "1",
        action: "mark_statuses_as_sensitive",
        text: "Please use content warnings",
        status_ids: ["5", 6],
        target_account: rawAccount(),
        appeal: { text: "It was art", state: "approved" },
        created_at: "2024-03-01T00:00:00Z",
      }),
    ).toMatchObject({
      action: "mark_statuses_as_sensitive",
      status_ids: ["5", "6"],
      target_account: { acct: "alice" },
      appeal: { text: "It was art", state: "approved" },
    });
  });

  it("falls back for unknown actions and appeal states", () => {
    expect(
      accountWarningSchema.parse({
        id: "1",
        action: "banish",
        appeal: { text: "", state: "lost" },
      }),
    ).toMatchObject({ action: "none", appeal: { state: "pending" } });
  });
});
