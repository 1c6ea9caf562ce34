import {
  notificationPolicySchema,
  notificationRequestSchema,
} from "../../../src/api/schemas/notificationPolicy";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount, rawStatus } from "./builders";

const docs = (file: string) => readFixture("mastodon-docs", file);

describeWithFixtures("notificationPolicySchema with Mastodon examples", () => {
  it("reads the v2 policy", () => {
    expect(
      notificationPolicySchema.parse(
        docs("entities-NotificationPolicy-1.json"),
      ),
    ).toEqual({
      for_not_following: "accept",
      for_not_followers: "accept",
      for_new_accounts: "accept",
      for_private_mentions: "drop",
      for_limited_accounts: "filter",
      summary: { pending_requests_count: 0, pending_notifications_count: 0 },
    });
    expect(
      notificationPolicySchema.parse(docs("methods-notifications-10.json")),
    ).toBeTruthy();
  });

  it("reads the v1 booleans as filter or accept", () => {
    expect(
      notificationPolicySchema.parse(
        docs("entities-V1_NotificationPolicy-1.json"),
      ),
    ).toMatchObject({
      for_not_following: "accept",
      for_not_followers: "accept",
      for_new_accounts: "accept",
      for_private_mentions: "filter",
      for_limited_accounts: "filter",
    });
  });
});

describe("notificationPolicySchema edge cases", () => {
  it("falls back to Mastodon's defaults for unknown values", () => {
    expect(
      notificationPolicySchema.parse({
        for_not_following: "ignore",
        summary: { pending_requests_count: "4" },
      }),
    ).toEqual({
      for_not_following: "accept",
      for_not_followers: "accept",
      for_new_accounts: "accept",
      for_private_mentions: "filter",
      for_limited_accounts: "filter",
      summary: { pending_requests_count: 4, pending_notifications_count: 0 },
    });
  });
});

describe("notificationRequestSchema", () => {
  it("reads a request with its string count and last status", () => {
    expect(
      notificationRequestSchema.parse({
        id: "112456967201894256",
        created_at: "2024-05-17T14:45:41.171Z",
        updated_at: "2024-05-17T14:45:41.171Z",
        notifications_count: "1",
        account: rawAccount(),
        last_status: rawStatus({ id: "9" }),
      }),
    ).toMatchObject({
      id: "112456967201894256",
      notifications_count: 1,
      account: { acct: "alice" },
      last_status: { id: "9" },
    });
  });

  it("requires the account", () => {
    expect(
      notificationRequestSchema.safeParse({
        id: "1",
        created_at: "2024-05-17T14:45:41.171Z",
      }).success,
    ).toBe(false);
  });
});
