import {
  groupedNotificationsResultsSchema,
  notificationGroupSchema,
} from "../../../src/api/schemas/notificationGroup";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount } from "./builders";

function rawGroup(overrides: Record<string, unknown> = {}) {
  return {
    group_key: "favourite-113010503322889311-479000",
    notifications_count: 2,
    type: "favourite",
    // Mastodon's documentation shows this id as a number.
    most_recent_notification_id: 196014,
    page_min_id: "196013",
    page_max_id: "196014",
    latest_page_notification_at: "2024-08-23T08:59:56.743Z",
    sample_account_ids: ["1", "2"],
    status_id: "113010503322889311",
    ...overrides,
  };
}

describe("notificationGroupSchema", () => {
  it("reads a Mastodon group and turns numeric ids into strings", () => {
    expect(notificationGroupSchema.parse(rawGroup())).toEqual({
      group_key: "favourite-113010503322889311-479000",
      notifications_count: 2,
      type: "favourite",
      most_recent_notification_id: "196014",
      page_min_id: "196013",
      page_max_id: "196014",
      latest_page_notification_at: "2024-08-23T08:59:56.743Z",
      sample_account_ids: ["1", "2"],
      status_id: "113010503322889311",
      target_id: null,
      report: null,
      event: null,
      moderation_warning: null,
      emoji: null,
      emoji_url: null,
      is_muted: false,
      is_seen: null,
    });
  });

  it("normalises Pleroma types and lifts Pleroma's flags", () => {
    expect(
      notificationGroupSchema.parse(
        rawGroup({
          type: "pleroma:emoji_reaction",
          emoji: "🔥",
          pleroma: { is_seen: true, is_muted: true },
        }),
      ),
    ).toMatchObject({
      type: "emoji_reaction",
      emoji: "🔥",
      is_seen: true,
      is_muted: true,
    });
  });

  it("rejects unknown types and groups without key or latest id", () => {
    for (const overrides of [
      { type: "quoted_update_of_something" },
      { group_key: "" },
      { most_recent_notification_id: null },
    ]) {
      expect(
        notificationGroupSchema.safeParse(rawGroup(overrides)).success,
      ).toBe(false);
    }
  });
});

describeWithFixtures("groupedNotificationsResultsSchema", () => {
  it("reads a page: groups, accounts, partial accounts and statuses", () => {
    const page = groupedNotificationsResultsSchema.parse({
      accounts: [rawAccount({ id: "1" }), rawAccount({ id: "2" }), { id: "x" }],
      partial_accounts: [
        readFixture("mastodon-docs", "entities-Account-2.json"),
      ],
      statuses: [readFixture("mastodon-docs", "entities-Status-1.json")],
      notification_groups: [
        rawGroup(),
        rawGroup({ group_key: "follow-1", type: "follow", status_id: null }),
        rawGroup({ type: "unknown" }),
      ],
    });
    expect(page.accounts.map((account) => account.id)).toEqual(["1", "2"]);
    expect(page.partial_accounts[0]?.acct).toBe("noiob@awoo.space");
    expect(page.statuses[0]?.id).toBe("103270115826048975");
    expect(page.notification_groups.map((group) => group.type)).toEqual([
      "favourite",
      "follow",
    ]);
  });

  it("reads an empty reply as an empty page", () => {
    expect(groupedNotificationsResultsSchema.parse({})).toEqual({
      accounts: [],
      partial_accounts: [],
      statuses: [],
      notification_groups: [],
    });
  });
});
