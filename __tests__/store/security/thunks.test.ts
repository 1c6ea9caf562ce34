import {
  selectCurrentSessionId,
  selectMfaStatus,
  selectSessionIds,
} from "../../../src/store/security/selectors";
import {
  changePassword,
  confirmMfa,
  fetchSessions,
  revokeSession,
} from "../../../src/store/security/thunks";
import { settingsMember } from "./support";

const HOUR = 3_600_000;
const ago = (hours: number) =>
  new Date(Date.now() - hours * HOUR).toISOString();

const gtsToken = (id: string, name: string, lastUsed: string) => ({
  id,
  created_at: ago(48),
  last_used: lastUsed,
  scope: "read write",
  application: { name, website: null },
});

describe("security thunks", () => {
  it("lists GoToSocial's sessions and tells this browser's by its latest use", async () => {
    const app = await settingsMember("gotosocial", {
      "GET /api/v1/tokens": () => ({
        body: [
          gtsToken("t1", "Tusky", ago(2)),
          gtsToken("t2", "Potluck", ago(0)),
          { id: "" },
        ],
      }),
    });
    await app.store.dispatch(fetchSessions());
    const state = app.store.getState();
    expect(selectSessionIds(state)).toEqual(["t1", "t2"]);
    expect(selectCurrentSessionId(state)).toBe("t2");
    expect(state.security?.sessions.byId.t1?.app_name).toBe("Tusky");
  });

  it("hides a session while it is revoked and puts it back if the server refuses", async () => {
    let refuse = true;
    const app = await settingsMember("pleroma", {
      "GET /api/oauth_tokens": () => ({
        body: [
          {
            id: 7,
            app_name: "Tusky",
            valid_until: "2121-11-24T15:51:08.234234",
          },
          { id: 8, app_name: "Phanpy", valid_until: "2121-11-24T15:51:08" },
        ],
      }),
      "DELETE /api/oauth_tokens/7": () =>
        refuse
          ? { status: 500, body: { error: "Something broke" } }
          : { body: {} },
    });
    await app.store.dispatch(fetchSessions());
    const pending = app.store.dispatch(revokeSession({ id: "7" }));
    expect(selectSessionIds(app.store.getState())).toEqual(["8"]);
    await pending;
    expect(selectSessionIds(app.store.getState())).toEqual(["7", "8"]);
    // Not silent: the errors middleware names the action in a toast.
    expect(app.store.getState().notices.items.at(-1)?.source).toBe(
      "security/revokeSession",
    );
    refuse = false;
    await app.store.dispatch(revokeSession({ id: "7" }));
    expect(selectSessionIds(app.store.getState())).toEqual(["8"]);
  });

  it("sends the confirmation where Pleroma wants it; a wrong current password is the password field's", async () => {
    const app = await settingsMember("pleroma", {
      "POST /api/pleroma/change_password": () => ({
        status: 403,
        body: { error: "Invalid password." },
      }),
    });
    const outcome = await app.store.dispatch(
      changePassword({
        password: "wrong",
        newPassword: "new-one",
        newPasswordConfirmation: "new-one",
      }),
    );
    expect(app.calls[0]?.body).toEqual({
      password: "wrong",
      new_password: "new-one",
      new_password_confirmation: "new-one",
    });
    expect(outcome.payload).toEqual({
      message: "Invalid password.",
      status: 403,
      fields: [{ field: "password", message: "Invalid password." }],
    });
    expect(outcome.meta).toMatchObject({ silent: true });
  });

  it("takes GoToSocial's 401 for a wrong old password as the password field's refusal", async () => {
    const app = await settingsMember("gotosocial", {
      "POST /api/v1/user/password_change": () => ({
        status: 401,
        body: { error: "Unauthorized: old password was incorrect" },
      }),
    });
    const outcome = await app.store.dispatch(
      changePassword({
        password: "wrong",
        newPassword: "new-password",
        newPasswordConfirmation: "new-password",
      }),
    );
    expect(app.calls[0]?.body).toEqual({
      old_password: "wrong",
      new_password: "new-password",
    });
    expect(outcome.payload?.fields).toEqual([
      {
        field: "password",
        message: "Unauthorized: old password was incorrect",
      },
    ]);
  });

  it("turns TOTP on and fetches Pleroma's recovery codes, which the confirmation does not carry", async () => {
    const app = await settingsMember("pleroma", {
      "POST /api/pleroma/accounts/mfa/confirm/totp": () => ({ body: {} }),
      "GET /api/pleroma/accounts/mfa/backup_codes": () => ({
        body: { codes: ["abcde-12345", "fghij-67890"] },
      }),
    });
    const outcome = await app.store.dispatch(
      confirmMfa({ code: "123456", password: "potluck" }),
    );
    expect(outcome.payload).toEqual({ codes: ["abcde-12345", "fghij-67890"] });
    expect(app.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      "POST /api/pleroma/accounts/mfa/confirm/totp",
      "GET /api/pleroma/accounts/mfa/backup_codes",
    ]);
    expect(selectMfaStatus(app.store.getState())).toEqual({
      enabled: true,
      totp: true,
    });
  });
});
