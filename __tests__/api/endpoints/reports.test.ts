import { postReport } from "../../../src/api/endpoints/reports";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

describeWithFixtures("report call", () => {
  it("sends category, rules, posts, comment and forward; reads the report", async () => {
    const { client, only } = recordingClient({
      "POST /api/v1/reports": {
        body: readFixture("mastodon-docs", "methods-reports-1.json"),
      },
    });
    const report = await postReport(client, {
      account_id: "108882889550545820",
      status_ids: ["108882889550545820"],
      comment: "Spam account",
      forward: true,
      category: "spam",
      rule_ids: [],
    });
    expect(only()).toEqual({
      method: "POST",
      path: "/api/v1/reports",
      query: {},
      body: {
        account_id: "108882889550545820",
        status_ids: ["108882889550545820"],
        comment: "Spam account",
        forward: true,
        category: "spam",
        rule_ids: [],
      },
    });
    expect(report).toMatchObject({
      id: "48914",
      category: "spam",
      comment: "Spam account",
      status_ids: ["108882889550545820"],
    });
  });
});
