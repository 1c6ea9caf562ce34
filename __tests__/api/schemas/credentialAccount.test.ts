import { credentialAccountSchema } from "../../../src/api/schemas/credentialAccount";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount } from "./builders";

describeWithFixtures("credentialAccountSchema with fixtures", () => {
  it("reads Mastodon's own account with source and role", () => {
    const account = credentialAccountSchema.parse(
      readFixture("mastodon-docs", "methods-accounts-4.json"),
    );
    expect(account).toMatchObject({
      id: "14715",
      acct: "trwnh",
      fqn: "trwnh",
      is_admin: false,
      role: { id: "-99", name: "", permissions: "65536", color: "" },
      settings_store: {},
      unread_conversation_count: 0,
      notification_settings: null,
    });
    expect(account.source).toMatchObject({
      privacy: "public",
      sensitive: false,
      language: "",
      follow_requests_count: 0,
      discoverable: false,
      show_role: true,
    });
    expect(account.source?.fields.map((field) => field.value)).toEqual([
      "https://trwnh.com",
      "https://liberapay.com/at",
      expect.stringContaining("Punk-rock"),
      expect.stringContaining("systemic analysis"),
    ]);
  });

  it("reads GoToSocial's source (gotosocial-account.json)", () => {
    const account = credentialAccountSchema.parse(
      readFixture("real", "gotosocial-account.json"),
    );
    expect(account.source).toMatchObject({
      privacy: "unlisted",
      language: "en",
      note: "<p>My GoToSocial profile</p>",
    });
  });

  it("reads Pleroma's source and aliases (pleroma-account.json)", () => {
    const account = credentialAccountSchema.parse(
      readFixture("real", "pleroma-account.json"),
    );
    expect(account.source).toMatchObject({
      sensitive: false,
      discoverable: false,
      also_known_as_uris: ["https://mitra.social/users/alex"],
    });
    expect(account.source?.fields).toHaveLength(9);
    expect(account.is_admin).toBe(true);
  });
});

describe("credentialAccountSchema edge cases", () => {
  it("reads Pleroma's settings store, counters and notification settings", () => {
    const account = credentialAccountSchema.parse(
      rawAccount({
        source: { privacy: "private", follow_requests_count: -2 },
        pleroma: {
          settings_store: { "pl-fe": { theme: "dark" } },
          unread_conversation_count: 3,
          unread_notifications_count: "5",
          notification_settings: {
            block_from_strangers: true,
            hide_notification_contents: false,
          },
        },
      }),
    );
    expect(account).toMatchObject({
      settings_store: { "pl-fe": { theme: "dark" } },
      unread_conversation_count: 3,
      unread_notifications_count: 5,
      notification_settings: {
        block_from_strangers: true,
        hide_notification_contents: false,
      },
      source: { privacy: "private", follow_requests_count: 0 },
    });
  });

  it("counts the own role towards is_admin", () => {
    expect(
      credentialAccountSchema.parse(
        rawAccount({ role: { id: "3", name: "Owner", permissions: "1" } }),
      ).is_admin,
    ).toBe(true);
  });

  it("reads GoToSocial's web visibility and rejects unknown values", () => {
    const visibilityOf = (web_visibility: string) =>
      credentialAccountSchema.parse(rawAccount({ source: { web_visibility } }))
        .source?.web_visibility;
    expect(visibilityOf("unlisted")).toBe("unlisted");
    expect(visibilityOf("friends")).toBeNull();
  });
});
