import { submitReport } from "../../../src/store/reports/thunks";
import { memberApp, rawAccount } from "../../features/filters/support";

describe("submitReport", () => {
  it("posts the report and answers with its id", async () => {
    const app = await memberApp("mastodon", {
      "POST /api/v1/reports": () => ({
        body: { id: "12", category: "spam", target_account: rawAccount("700") },
      }),
    });
    const action = await app.store.dispatch(
      submitReport({ account_id: "700", status_ids: ["1"], category: "spam" }),
    );
    expect(action.payload).toEqual({ id: "12", accountId: "700" });
    expect(app.calls.at(-1)?.body).toEqual({
      account_id: "700",
      status_ids: ["1"],
      category: "spam",
    });
  });

  it("fails quietly: the dialog says why, no toast", async () => {
    const app = await memberApp("mastodon", {
      "POST /api/v1/reports": () => ({
        status: 422,
        body: { error: "Validation failed: Rule ids are not valid" },
      }),
    });
    const action = await app.store.dispatch(
      submitReport({ account_id: "700", rule_ids: ["9"] }),
    );
    expect(submitReport.rejected.match(action)).toBe(true);
    expect(action.payload).toEqual({
      message: "Validation failed: Rule ids are not valid",
      status: 422,
    });
    expect(app.store.getState().notices.items).toEqual([]);
  });
});
