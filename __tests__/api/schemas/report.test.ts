import { reportSchema } from "../../../src/api/schemas/report";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount } from "./builders";

describeWithFixtures("reportSchema with Mastodon examples", () => {
  it("reads the Report example", () => {
    expect(
      reportSchema.parse(
        readFixture("mastodon-docs", "entities-Report-1.json"),
      ),
    ).toMatchObject({
      id: "48914",
      action_taken: false,
      category: "spam",
      comment: "Spam account",
      created_at: "2022-08-25T09:56:16.763Z",
      status_ids: ["108882889550545820"],
      rule_ids: [],
      target_account: { id: "108366849347798387", acct: "Baluke" },
      account: null,
    });
  });
});

describe("reportSchema edge cases", () => {
  it("maps Pleroma's report shape", () => {
    expect(
      reportSchema.parse({
        id: "9",
        state: "resolved",
        account: rawAccount({ id: "2", acct: "target" }),
        actor: rawAccount({ id: "3", acct: "reporter" }),
        content: "rude",
        statuses: [{ id: "s1" }, "bad"],
      }),
    ).toMatchObject({
      action_taken: true,
      comment: "rude",
      status_ids: ["s1"],
      target_account: { acct: "target" },
      account: { acct: "reporter" },
      category: "other",
    });
  });

  it("requires the reported account", () => {
    expect(reportSchema.safeParse({ id: "1" }).success).toBe(false);
  });
});
