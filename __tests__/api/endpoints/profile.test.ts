import {
  deleteProfileAvatar,
  deleteProfileHeader,
  getPreferences,
  patchCredentials,
} from "../../../src/api/endpoints/profile";
import { getCredentialAccount } from "../../../src/api/endpoints/credentials";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { settingsClient } from "./settingsRecording";

const ME = {
  id: "1",
  username: "alice",
  acct: "alice",
  display_name: "Alice",
  url: "https://social.example/@alice",
  source: {
    privacy: "unlisted",
    sensitive: true,
    language: "de",
    note: "Gardener",
    fields: [],
    indexable: true,
    hide_collections: false,
  },
};

describe("update_credentials", () => {
  it("sends JSON when no image is sent, nested source and fields as given", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v1/accounts/update_credentials": { body: ME },
    });
    const me = await patchCredentials(client, {
      display_name: "Alice",
      fields_attributes: [{ name: "Garden", value: "Plot 7" }],
      locked: true,
      source: { privacy: "unlisted", sensitive: true },
    });
    const call = only();
    expect(call.method).toBe("PATCH");
    expect(call.form).toBeNull();
    expect(call.headers["Content-Type"]).toBe("application/json");
    expect(call.body).toEqual({
      display_name: "Alice",
      fields_attributes: [{ name: "Garden", value: "Plot 7" }],
      locked: true,
      source: { privacy: "unlisted", sensitive: true },
    });
    expect(me.source).toMatchObject({
      privacy: "unlisted",
      sensitive: true,
      language: "de",
      indexable: true,
      hide_collections: false,
    });
  });

  it("sends multipart with Rails-style keys when an image is sent", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v1/accounts/update_credentials": { body: ME },
    });
    await patchCredentials(client, {
      display_name: "Alice",
      avatar: new Blob(["png"], { type: "image/png" }),
      fields_attributes: [{ name: "Garden", value: "Plot 7" }],
      source: { privacy: "private" },
      bot: false,
    });
    const call = only();
    expect(call.body).toBeNull();
    // fetch sets the multipart boundary itself.
    expect(call.headers["Content-Type"]).toBeUndefined();
    expect(call.form).toEqual([
      ["display_name", "Alice"],
      ["avatar", "file image/png 3"],
      ["fields_attributes[0][name]", "Garden"],
      ["fields_attributes[0][value]", "Plot 7"],
      ["source[privacy]", "private"],
      ["bot", "false"],
    ]);
  });

  it("clears every profile field in a form with one blank row", async () => {
    const { client, only } = settingsClient({
      "PATCH /api/v1/accounts/update_credentials": { body: ME },
    });
    await patchCredentials(client, {
      header: new Blob(["x"], { type: "image/jpeg" }),
      fields_attributes: [],
    });
    expect(only().form).toEqual([
      ["header", "file image/jpeg 1"],
      ["fields_attributes[0][name]", ""],
      ["fields_attributes[0][value]", ""],
    ]);
  });
});

describe("own account, images and preferences", () => {
  it("reads verify_credentials as the credential account", async () => {
    const { client, only } = settingsClient({
      "GET /api/v1/accounts/verify_credentials": { body: ME },
    });
    const me = await getCredentialAccount(client);
    expect(only().path).toBe("/api/v1/accounts/verify_credentials");
    expect(me.source?.note).toBe("Gardener");
  });

  it("removes the avatar and the header with DELETE", async () => {
    const { client, calls } = settingsClient({
      "DELETE /api/v1/profile/avatar": { body: ME },
      "DELETE /api/v1/profile/header": { body: ME },
    });
    await deleteProfileAvatar(client);
    await deleteProfileHeader(client);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/v1/profile/avatar",
      "DELETE /api/v1/profile/header",
    ]);
  });

  it("reads preferences into plain names, unknown media display as default", async () => {
    const { client } = settingsClient({
      "GET /api/v1/preferences": {
        body: {
          "posting:default:visibility": "private",
          "posting:default:sensitive": true,
          "posting:default:language": "",
          "reading:expand:media": "blur_some",
          "reading:expand:spoilers": true,
        },
      },
    });
    expect(await getPreferences(client)).toEqual({
      default_visibility: "private",
      default_sensitive: true,
      default_language: null,
      default_quote_policy: null,
      expand_media: "default",
      expand_spoilers: true,
    });
  });
});

describeWithFixtures("profile calls on Mastodon's documented replies", () => {
  it("reads update_credentials' and DELETE /profile/avatar's replies", async () => {
    const { client } = settingsClient({
      "PATCH /api/v1/accounts/update_credentials": {
        body: readFixture("mastodon-docs", "methods-accounts-10.json"),
      },
      "DELETE /api/v1/profile/avatar": {
        body: readFixture("mastodon-docs", "methods-profile-5.json"),
      },
    });
    const updated = await patchCredentials(client, { display_name: "x" });
    expect(updated.username).toBe("trwnh");
    expect(updated.source).not.toBeNull();
    const removed = await deleteProfileAvatar(client);
    expect(removed.avatar).toContain("missing.png");
    expect(removed.source?.privacy).toBe("public");
    expect(removed.role?.name).toBe("");
  });

  it.each(["entities-Preferences-1.json", "methods-preferences-1.json"])(
    "reads %s",
    async (file) => {
      const { client } = settingsClient({
        "GET /api/v1/preferences": { body: readFixture("mastodon-docs", file) },
      });
      const prefs = await getPreferences(client);
      expect(prefs).toMatchObject({
        default_visibility: "public",
        default_sensitive: false,
        default_language: null,
        expand_media: "default",
        expand_spoilers: false,
      });
    },
  );
});
