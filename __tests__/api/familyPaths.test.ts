import type { DetectedServer } from "../../src/api/features";
import { adminPath } from "../../src/api/adminPaths";
import { buildPath, familyPath } from "../../src/api/familyPaths";

const on = (software: string | null, version = "1.0.0"): DetectedServer => ({
  software,
  version,
  compatVersion: "0.0.0",
  build: null,
});

describe("familyPath", () => {
  it.each([
    [
      "GoToSocial",
      "/api/v1/user/password_change",
      { password: "old_password", newPassword: "new_password" },
    ],
    [
      "Iceshrimp.NET",
      "/api/iceshrimp/auth/change-password",
      { password: "oldPassword", newPassword: "newPassword" },
    ],
    [
      "Mitra",
      "/api/v1/settings/change_password",
      { newPassword: "new_password" },
    ],
    [
      "Pixelfed",
      "/api/v1.1/accounts/change-password",
      {
        password: "current_password",
        newPassword: "new_password",
        newPasswordConfirmation: "confirm_password",
      },
    ],
    [
      "Pleroma",
      "/api/pleroma/change_password",
      {
        password: "password",
        newPassword: "new_password",
        newPasswordConfirmation: "new_password_confirmation",
      },
    ],
    [
      "Akkoma",
      "/api/pleroma/change_password",
      {
        password: "password",
        newPassword: "new_password",
        newPasswordConfirmation: "new_password_confirmation",
      },
    ],
  ])("changes a password on %s at %s", (software, path, fields) => {
    expect(familyPath(on(software), "changePassword")).toMatchObject({
      method: "POST",
      path,
      fields,
    });
  });

  it("marks Pixelfed's redirect as failure and Iceshrimp's separate token", () => {
    expect(
      familyPath(on("Pixelfed"), "changePassword")?.redirectIsFailure,
    ).toBe(true);
    expect(familyPath(on("Iceshrimp.NET"), "mfaStatus")?.iceshrimpToken).toBe(
      true,
    );
    expect(
      familyPath(on("Pleroma"), "mfaStatus")?.iceshrimpToken,
    ).toBeUndefined();
  });

  it("imports mutes on GoToSocial as type mutes (quirk 4)", () => {
    expect(familyPath(on("GoToSocial"), "importMutes")).toMatchObject({
      path: "/api/v1/import",
      multipart: true,
      constants: { type: "mutes" },
    });
    expect(familyPath(on("GoToSocial"), "importBlocks")?.constants).toEqual({
      type: "blocks",
    });
    expect(familyPath(on("Pleroma"), "importMutes")?.path).toBe(
      "/api/pleroma/mutes_import",
    );
  });

  it("rejects an interaction request at /reject (quirk 5)", () => {
    const endpoint = familyPath(on("GoToSocial"), "interactionRequestReject");
    expect(endpoint?.path).toBe("/api/v1/interaction_requests/:id/reject");
  });

  it("asks the admin trending tags at /trends/tags (quirk 6)", () => {
    expect(adminPath(on("Mastodon"), "adminTrendingTags")?.path).toBe(
      "/api/v1/admin/trends/tags",
    );
  });

  it("deactivates Pleroma accounts with PATCH (quirk 10)", () => {
    expect(adminPath(on("Pleroma"), "adminSuspendAccount")).toMatchObject({
      method: "PATCH",
      path: "/api/v1/pleroma/admin/users/deactivate",
    });
  });

  it("chooses by version where a family changed: Mitra account deletion, Mastodon quotes", () => {
    expect(familyPath(on("Mitra", "2.14.0"), "deleteAccount")?.path).toBe(
      "/api/v1/settings/delete_account",
    );
    expect(familyPath(on("Mitra", "2.13.0"), "deleteAccount")?.path).toBe(
      "/api/pleroma/delete_account",
    );
    expect(familyPath(on("Mastodon", "4.5.0"), "quotes")).toMatchObject({
      path: "/api/v1/statuses/:id/quotes",
      fields: { quotedStatus: "quoted_status_id" },
    });
    // Fedibird reports 3.4.1 and takes quote_id.
    expect(familyPath(on("Mastodon", "3.4.1"), "quotes")).toMatchObject({
      path: "/api/v1/pleroma/statuses/:id/quotes",
      fields: { quotedStatus: "quote_id" },
    });
  });

  it.each([
    [
      "Pleroma",
      "PUT",
      "/api/v1/pleroma/statuses/:id/reactions/:emoji",
      "DELETE",
    ],
    ["Mitra", "PUT", "/api/v1/pleroma/statuses/:id/reactions/:emoji", "DELETE"],
    ["Mastodon", "POST", "/api/v1/statuses/:id/react/:emoji", "POST"],
  ])("reacts on %s", (software, addMethod, addPath, removeMethod) => {
    expect(familyPath(on(software), "reactionAdd")).toMatchObject({
      method: addMethod,
      path: addPath,
    });
    expect(familyPath(on(software), "reactionRemove")?.method).toBe(
      removeMethod,
    );
  });

  it.each([
    [
      "accountEndorsements",
      "Akkoma",
      "/api/v1/pleroma/accounts/:id/endorsements",
    ],
    ["accountEndorsements", "Mastodon", "/api/v1/accounts/:id/endorsements"],
    ["familiarFollowers", "Pixelfed", "/api/v1.1/accounts/mutuals/:id"],
    ["familiarFollowers", "Mastodon", "/api/v1/accounts/familiar_followers"],
    ["suggestions", "Pixelfed", "/api/v1.1/discover/accounts/popular"],
    ["suggestions", "Sharkey", "/api/v2/suggestions"],
    ["suggestions", "Takahe", "/api/v1/suggestions"],
    [
      "trendingStatuses",
      "Pixelfed",
      "/api/pixelfed/v2/discover/posts/trending",
    ],
    ["trendingTags", "Mastodon", "/api/v1/trends/tags"],
    ["groupTimeline", "Pixelfed", "/api/v0/groups/:id/feed"],
    ["groupTimeline", "Pleroma", "/api/v1/timelines/group/:id"],
    [
      "outgoingFollowRequests",
      "Iceshrimp.NET",
      "/api/iceshrimp/follow_requests/outgoing",
    ],
    [
      "outgoingFollowRequests",
      "GoToSocial",
      "/api/v1/follow_requests/outgoing",
    ],
    [
      "outgoingFollowRequests",
      "Pleroma",
      "/api/v1/pleroma/outgoing_follow_requests",
    ],
    ["translate", "Akkoma", "/api/v1/statuses/:id/translations/:language"],
    ["translate", "Pleroma", "/api/v1/statuses/:id/translate"],
    ["bookmarkFolders", "Pleroma", "/api/v1/pleroma/bookmark_folders"],
    ["bookmarkFolders", "Mastodon", "/api/v1/bookmark_categories"],
    ["changeEmail", "GoToSocial", "/api/v1/user/email_change"],
    ["changeEmail", "Akkoma", "/api/pleroma/change_email"],
    ["mfaSetup", "GoToSocial", "/api/v1/user/2fa/qruri"],
    ["mfaSetup", "Pleroma", "/api/pleroma/accounts/mfa/setup/:method"],
    ["sessions", "GoToSocial", "/api/v1/tokens"],
    ["sessions", "Mitra", "/api/v1/settings/sessions"],
    ["sessions", "Pleroma", "/api/oauth_tokens"],
    ["exportFollows", "GoToSocial", "/api/v1/exports/following.csv"],
    ["exportFollows", "Mitra", "/api/v1/settings/export_follows"],
    ["adminAccounts", "GoToSocial", "/api/v2/admin/accounts"],
    ["adminAccounts", "Pleroma", "/api/v1/pleroma/admin/users"],
    ["adminReports", "Iceshrimp.NET", "/api/iceshrimp/moderation/reports"],
    ["adminRelays", "GoToSocial", "/api/v1/admin/relay_subscriptions"],
    ["adminRelays", "Akkoma", "/api/v1/pleroma/admin/relay"],
    ["adminDomainBlocks", "Mastodon", "/api/v1/admin/domain_blocks"],
  ] as const)("%s on %s → %s", (operation, software, path) => {
    expect(adminPath(on(software), operation)?.path).toBe(path);
  });

  it("uses Mastodon v1 admin accounts before 3.5", () => {
    expect(adminPath(on("Mastodon", "3.4.3"), "adminAccounts")?.path).toBe(
      "/api/v1/admin/accounts",
    );
    expect(adminPath(on("Mastodon", "4.0.2"), "adminAccounts")?.path).toBe(
      "/api/v2/admin/accounts",
    );
  });

  it("returns null where a family has no such endpoint", () => {
    expect(familyPath(on("Mastodon"), "exportLists")).toBeNull();
    expect(familyPath(on("Mastodon"), "mfaBackupCodes")).toBeNull();
    expect(familyPath(on("Iceshrimp.NET"), "sessionRevoke")).toBeNull();
    expect(adminPath(on(null), "adminAccounts")).toBeNull();
  });
});

describe("buildPath", () => {
  it("encodes the emoji in both adding and removing a reaction (quirk 8)", () => {
    const params = { id: "A1", emoji: "👍🏽" };
    const add = familyPath(on("Pleroma"), "reactionAdd")?.path ?? "";
    const remove = familyPath(on("Pleroma"), "reactionRemove")?.path ?? "";
    expect(buildPath(add, params)).toBe(
      "/api/v1/pleroma/statuses/A1/reactions/%F0%9F%91%8D%F0%9F%8F%BD",
    );
    expect(buildPath(remove, params)).toBe(buildPath(add, params));
    expect(
      buildPath("/api/v1/statuses/:id/unreact/:emoji", {
        id: "1",
        emoji: "blob/cat",
      }),
    ).toBe("/api/v1/statuses/1/unreact/blob%2Fcat");
  });

  it("refuses a missing parameter", () => {
    expect(() => buildPath("/api/v1/accounts/:id", {})).toThrow("id");
  });
});
