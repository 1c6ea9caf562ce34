import { ApiError } from "../../../src/api/client";
import {
  currentSessionId,
  deleteMfa,
  deleteSession,
  getMfaBackupCodes,
  getMfaSetup,
  getMfaStatus,
  getSessions,
  postChangeEmail,
  postChangePassword,
  postMfaConfirm,
} from "../../../src/api/endpoints/security";
import { CurrentPasswordError } from "../../../src/api/endpoints/settingsCall";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  AKKOMA,
  GOTOSOCIAL,
  PLEROMA,
  serverOf,
} from "../../support/recordingClient";
import { settingsClient } from "./settingsRecording";

const CHANGE = {
  password: "old-pass",
  newPassword: "new-pass",
  newPasswordConfirmation: "new-pass",
};

describe("password change per family", () => {
  it.each([
    [
      "Pleroma",
      PLEROMA,
      "/api/pleroma/change_password",
      {
        password: "old-pass",
        new_password: "new-pass",
        new_password_confirmation: "new-pass",
      },
    ],
    [
      "Akkoma",
      AKKOMA,
      "/api/pleroma/change_password",
      {
        password: "old-pass",
        new_password: "new-pass",
        new_password_confirmation: "new-pass",
      },
    ],
    [
      "GoToSocial",
      GOTOSOCIAL,
      "/api/v1/user/password_change",
      { old_password: "old-pass", new_password: "new-pass" },
    ],
    [
      "Mitra (no current password)",
      serverOf("Mitra", "4.0.0"),
      "/api/v1/settings/change_password",
      { new_password: "new-pass" },
    ],
    [
      "Pixelfed",
      serverOf("Pixelfed", "0.12.0"),
      "/api/v1.1/accounts/change-password",
      {
        current_password: "old-pass",
        new_password: "new-pass",
        confirm_password: "new-pass",
      },
    ],
    [
      "Iceshrimp.NET",
      serverOf("Iceshrimp.NET", "2025.1.0"),
      "/api/iceshrimp/auth/change-password",
      { oldPassword: "old-pass", newPassword: "new-pass" },
    ],
  ])("%s", async (_, server, path, body) => {
    const { client, only } = settingsClient();
    await postChangePassword(client, server, CHANGE);
    expect(only()).toMatchObject({ method: "POST", path, body });
  });

  it("Pleroma's 200 with an error field is a refusal of the current password", async () => {
    const { client } = settingsClient({
      "POST /api/pleroma/change_password": {
        body: { error: "Invalid password." },
      },
    });
    const refusal = postChangePassword(client, PLEROMA, CHANGE);
    await expect(refusal).rejects.toBeInstanceOf(CurrentPasswordError);
    await expect(refusal).rejects.toMatchObject({ status: 200 });
  });

  it("Pleroma's confirmation mismatch is an ApiError, not a password refusal", async () => {
    const { client } = settingsClient({
      "POST /api/pleroma/change_password": {
        status: 400,
        body: { error: "New password does not match confirmation." },
      },
    });
    const error: unknown = await postChangePassword(client, PLEROMA, {
      ...CHANGE,
      newPasswordConfirmation: "other",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(CurrentPasswordError);
  });

  it("GoToSocial's 401 for a wrong old password is not a revoked token", async () => {
    const { client } = settingsClient({
      "POST /api/v1/user/password_change": {
        status: 401,
        body: { error: "Unauthorized: old password was incorrect" },
      },
    });
    const refusal = postChangePassword(client, GOTOSOCIAL, CHANGE);
    await expect(refusal).rejects.toBeInstanceOf(CurrentPasswordError);
    await expect(refusal).rejects.toMatchObject({ status: 401 });
  });

  it("Pixelfed's redirect is a refusal", async () => {
    const pixelfed = serverOf("Pixelfed", "0.12.0");
    const { client } = settingsClient({
      "POST /api/v1.1/accounts/change-password": { redirected: true },
    });
    await expect(
      postChangePassword(client, pixelfed, CHANGE),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("a family without the call throws before asking", async () => {
    const { client, calls } = settingsClient();
    await expect(getMfaBackupCodes(client, GOTOSOCIAL)).rejects.toThrow(
      "mfaBackupCodes is not available on GoToSocial",
    );
    expect(calls).toEqual([]);
  });
});

describe("e-mail change", () => {
  it.each([
    [
      "Pleroma",
      PLEROMA,
      "/api/pleroma/change_email",
      { email: "a@b.c", password: "pw" },
    ],
    [
      "GoToSocial",
      GOTOSOCIAL,
      "/api/v1/user/email_change",
      { new_email: "a@b.c", password: "pw" },
    ],
  ])("%s", async (_, server, path, body) => {
    const { client, only } = settingsClient();
    await postChangeEmail(client, server, { email: "a@b.c", password: "pw" });
    expect(only()).toMatchObject({ method: "POST", path, body });
  });

  it("raises the error field of a 200 reply", async () => {
    const { client } = settingsClient({
      "POST /api/pleroma/change_email": {
        body: { error: "Email has invalid format." },
      },
    });
    await expect(
      postChangeEmail(client, PLEROMA, { email: "nope", password: "pw" }),
    ).rejects.toThrow("Email has invalid format.");
  });
});

describe("two-factor sign-in", () => {
  it("Pleroma: status, setup, confirm with password, codes, removal", async () => {
    const { client, calls } = settingsClient({
      "GET /api/pleroma/accounts/mfa": {
        body: { settings: { enabled: true, totp: false } },
      },
      "GET /api/pleroma/accounts/mfa/setup/totp": {
        body: {
          key: "JBSWY3DP",
          provisioning_uri: "otpauth://totp/alice?secret=JBSWY3DP",
        },
      },
      "GET /api/pleroma/accounts/mfa/backup_codes": {
        body: { codes: ["1111-2222", "3333-4444"] },
      },
    });
    expect(await getMfaStatus(client, PLEROMA)).toEqual({
      enabled: true,
      totp: false,
    });
    expect(await getMfaSetup(client, PLEROMA)).toEqual({
      secret: "JBSWY3DP",
      uri: "otpauth://totp/alice?secret=JBSWY3DP",
    });
    expect(
      await postMfaConfirm(client, PLEROMA, { code: "123456", password: "pw" }),
    ).toEqual([]);
    expect(await getMfaBackupCodes(client, PLEROMA)).toEqual([
      "1111-2222",
      "3333-4444",
    ]);
    await deleteMfa(client, PLEROMA, { password: "pw" });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/pleroma/accounts/mfa", null],
      ["GET", "/api/pleroma/accounts/mfa/setup/totp", null],
      [
        "POST",
        "/api/pleroma/accounts/mfa/confirm/totp",
        { code: "123456", password: "pw" },
      ],
      ["GET", "/api/pleroma/accounts/mfa/backup_codes", null],
      ["DELETE", "/api/pleroma/accounts/mfa/totp", { password: "pw" }],
    ]);
  });

  it("GoToSocial: /api/v1/user, a text/plain URI, codes on enable", async () => {
    const uri =
      "otpauth://totp/social.example:alice?issuer=social.example&secret=ABCDEF234567";
    const { client, calls } = settingsClient({
      "GET /api/v1/user": {
        body: { id: "01", two_factor_enabled_at: null },
      },
      "GET /api/v1/user/2fa/qruri": { text: `${uri}\n` },
      "POST /api/v1/user/2fa/enable": { body: ["aaaa", "bbbb", 7] },
    });
    expect(await getMfaStatus(client, GOTOSOCIAL)).toEqual({
      enabled: false,
      totp: false,
    });
    expect(await getMfaSetup(client, GOTOSOCIAL)).toEqual({
      secret: "ABCDEF234567",
      uri,
    });
    expect(
      await postMfaConfirm(client, GOTOSOCIAL, {
        code: "123456",
        password: "pw",
      }),
    ).toEqual(["aaaa", "bbbb"]);
    await deleteMfa(client, GOTOSOCIAL, { password: "pw" });
    expect(calls[1]?.headers.Accept).toContain("text/plain");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/user", null],
      ["GET", "/api/v1/user/2fa/qruri", null],
      ["POST", "/api/v1/user/2fa/enable", { code: "123456" }],
      ["POST", "/api/v1/user/2fa/disable", { password: "pw" }],
    ]);
  });

  it("a wrong code on Pleroma (422) is an ApiError with its message", async () => {
    const { client } = settingsClient({
      "POST /api/pleroma/accounts/mfa/confirm/totp": {
        status: 422,
        body: { error: "Invalid password." },
      },
    });
    await expect(
      postMfaConfirm(client, PLEROMA, { code: "1", password: "bad" }),
    ).rejects.toBeInstanceOf(CurrentPasswordError);
  });
});

describe("sessions", () => {
  it("GoToSocial: /api/v1/tokens with the app and scopes, revoked with POST", async () => {
    const { client, calls } = settingsClient({
      "GET /api/v1/tokens": {
        body: [
          {
            id: "01TOKEN",
            created_at: "2025-01-02T03:04:05.000Z",
            last_used: "2025-03-01T00:00:00.000Z",
            scope: "read write",
            application: {
              name: "Potluck",
              website: "https://potluck.example",
            },
          },
        ],
      },
    });
    const page = await getSessions(client, GOTOSOCIAL);
    await deleteSession(client, GOTOSOCIAL, "01TOKEN");
    expect(page.items).toEqual([
      {
        id: "01TOKEN",
        app_name: "Potluck",
        app_website: "https://potluck.example",
        created_at: "2025-01-02T03:04:05.000Z",
        valid_until: null,
        last_used: "2025-03-01T00:00:00.000Z",
        scopes: ["read", "write"],
      },
    ]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v1/tokens",
      "POST /api/v1/tokens/01TOKEN/invalidate",
    ]);
  });

  it("Pleroma: revoked with DELETE /api/oauth_tokens/:id", async () => {
    const { client, only } = settingsClient();
    await deleteSession(client, PLEROMA, "9275");
    expect(only()).toMatchObject({
      method: "DELETE",
      path: "/api/oauth_tokens/9275",
    });
  });

  it("marks this browser's session by token id, else by the newest use", () => {
    const session = (id: string, last_used: string | null) => ({
      id,
      app_name: null,
      app_website: null,
      created_at: null,
      valid_until: null,
      last_used,
      scopes: [],
    });
    const sessions = [
      session("1", "2025-01-01T00:00:00.000Z"),
      session("2", "2025-03-01T00:00:00.000Z"),
      session("3", null),
    ];
    expect(currentSessionId(sessions, "3")).toBe("3");
    expect(currentSessionId(sessions, "gone")).toBe("2");
    expect(currentSessionId(sessions, null)).toBe("2");
    expect(currentSessionId([session("4", null)], null)).toBeNull();
  });
});

describeWithFixtures("sessions on Pleroma's documented reply", () => {
  it("reads GET /api/oauth_tokens (numeric ids, zone-less valid_until)", async () => {
    const { client, only } = settingsClient({
      "GET /api/oauth_tokens": {
        body: readFixture("pleroma-docs", "pleroma-pleroma_api-9.json"),
      },
    });
    const page = await getSessions(client, PLEROMA);
    expect(only().path).toBe("/api/oauth_tokens");
    expect(page.dropped).toBe(0);
    expect(page.items.map((s) => [s.id, s.app_name, s.valid_until])).toEqual([
      ["9275", "Pleroma FE", "2121-11-24T15:51:08.234Z"],
      ["8805", "Patron", "2121-10-26T18:09:59.857Z"],
      ["9727", "Soapbox FE", "2121-12-25T16:52:39.692Z"],
    ]);
  });
});
