import { searchResultsSchema } from "../../../src/api/schemas/search";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount, rawStatus } from "./builders";

describeWithFixtures("searchResultsSchema", () => {
  it("reads accounts, statuses, hashtags and groups", () => {
    const results = searchResultsSchema.parse({
      accounts: [readFixture("real", "mastodon-account.json"), { id: "bad" }],
      statuses: [readFixture("real", "status-cw.json")],
      hashtags: [readFixture("mastodon-docs", "entities-Tag-1.json")],
      groups: [readFixture("real", "group-truthsocial.json")],
    });
    expect(results.accounts.map((account) => account.acct)).toEqual([
      "benis911",
    ]);
    expect(results.statuses[0]?.spoiler_text).toBe("testing");
    expect(results.hashtags[0]?.name).toBe("nowplaying");
    expect(results.groups[0]?.display_name).toBe("PATRIOT PATRIOTS");
  });
});

describe("searchResultsSchema edge cases", () => {
  it("reads hashtags sent as bare names by old servers", () => {
    const results = searchResultsSchema.parse({
      accounts: [rawAccount()],
      statuses: [rawStatus()],
      hashtags: ["#potluck", "soup", "", 5],
    });
    expect(results.hashtags).toEqual([
      { name: "potluck", url: "", history: [], following: false, total: null },
      { name: "soup", url: "", history: [], following: false, total: null },
    ]);
    expect(results.groups).toEqual([]);
  });
});
