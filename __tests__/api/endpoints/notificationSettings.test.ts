import { patchNotificationPolicy } from "../../../src/api/endpoints/notifications";
import {
  getInteractionPolicyDefaults,
  patchInteractionPolicyDefaults,
  putNotificationSettings,
  patchInteractionPolicyDefaultsReset,
} from "../../../src/api/endpoints/notificationSettings";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { GOTOSOCIAL, PLEROMA } from "../../support/recordingClient";
import { settingsClient } from "./settingsRecording";

const rule = (always: string[], with_approval: string[] = []) => ({
  always,
  with_approval,
});
const policy = {
  can_favourite: rule(["public", "me"]),
  can_reblog: rule(["public", "me"]),
  can_reply: rule(["followers", "me"], ["public"]),
};

describe("notification settings", () => {
  it("Pleroma: PUT /api/pleroma/notification_settings, error field raised", async () => {
    const { client, only } = settingsClient({
      "PUT /api/pleroma/notification_settings": {
        body: { error: "Unable to update" },
      },
    });
    await expect(
      putNotificationSettings(client, PLEROMA, { block_from_strangers: true }),
    ).rejects.toThrow("Unable to update");
    expect(only()).toMatchObject({
      method: "PUT",
      path: "/api/pleroma/notification_settings",
      body: { block_from_strangers: true },
    });
  });

  it("PATCHes the v2 notification policy and reads the saved one", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v2/notifications/policy": {
        body: { for_new_accounts: "drop", for_not_following: "filter" },
      },
    });
    const saved = await patchNotificationPolicy(client, "v2", {
      for_new_accounts: "drop",
      for_not_following: "filter",
    });
    expect(only().body).toEqual({
      for_new_accounts: "drop",
      for_not_following: "filter",
    });
    expect(saved).toMatchObject({
      for_new_accounts: "drop",
      for_not_following: "filter",
      for_private_mentions: "filter",
    });
  });

  it("GoToSocial: reads and saves every visibility's default policy", async () => {
    const defaults = {
      public: policy,
      unlisted: policy,
      private: policy,
      direct: {
        ...policy,
        // The newer vocabulary reads as the older one.
        can_reply: { automatic_approval: ["mentioned", "me"] },
      },
    };
    const { client, calls } = settingsClient({
      "GET /api/v1/interaction_policies/defaults": { body: defaults },
      "PATCH /api/v1/interaction_policies/defaults": { body: defaults },
    });
    const read = await getInteractionPolicyDefaults(client, GOTOSOCIAL);
    expect(read.direct.can_reply).toEqual(rule(["mentioned", "me"]));
    await patchInteractionPolicyDefaults(client, GOTOSOCIAL, read);
    expect(calls[1]).toMatchObject({
      method: "PATCH",
      path: "/api/v1/interaction_policies/defaults",
    });
    expect(Object.keys(calls[1]?.body as object)).toEqual([
      "public",
      "unlisted",
      "private",
      "direct",
    ]);
  });

  it("PATCHes the v1 policy with booleans and reads its booleans back", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v1/notifications/policy": {
        body: readFixture(
          "mastodon-docs",
          "entities-V1_NotificationPolicy-1.json",
        ),
      },
    });
    const saved = await patchNotificationPolicy(client, "v1", {
      for_not_following: "filter",
      for_new_accounts: "accept",
      for_limited_accounts: "drop",
    });
    expect(only()).toMatchObject({
      method: "PATCH",
      path: "/api/v1/notifications/policy",
      body: { filter_not_following: true, filter_new_accounts: false },
    });
    expect(saved).toMatchObject({
      for_not_following: "accept",
      for_private_mentions: "filter",
    });
  });

  it("GoToSocial: resetting sends no visibility, so the server resets them all", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v1/interaction_policies/defaults": {
        body: {
          public: policy,
          unlisted: policy,
          private: policy,
          direct: policy,
        },
      },
    });
    await patchInteractionPolicyDefaultsReset(client, GOTOSOCIAL);
    expect(only()).toMatchObject({
      method: "PATCH",
      path: "/api/v1/interaction_policies/defaults",
    });
    expect(only().body ?? {}).toEqual({});
  });

  it("GoToSocial's defaults are not asked of Pleroma", async () => {
    const { client, calls } = settingsClient();
    await expect(getInteractionPolicyDefaults(client, PLEROMA)).rejects.toThrow(
      "not available",
    );
    expect(calls).toEqual([]);
  });
});

describeWithFixtures("the policy on Mastodon's documented entity", () => {
  it("reads a PATCH reply", async () => {
    const { client } = settingsClient({
      "PATCH /api/v2/notifications/policy": {
        body: readFixture(
          "mastodon-docs",
          "entities-NotificationPolicy-1.json",
        ),
      },
    });
    expect(
      await patchNotificationPolicy(client, "v2", {
        for_private_mentions: "drop",
      }),
    ).toMatchObject({
      for_private_mentions: "drop",
      for_limited_accounts: "filter",
    });
  });
});
