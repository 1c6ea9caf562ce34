import {
  accountActionsOf,
  patchAdminAccountSuggested,
  patchAdminForcePasswordReset,
  postAdminAccountAction,
  postAdminAccountUndo,
  putAdminAccountRole,
  putAdminAccountTags,
  putAdminDisableMfa,
  type AccountAction,
  type AccountUndo,
} from "../../../src/api/endpoints/adminAccountActions";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { SERVERS, pleromaUser, recordingClient } from "./recordingClient";

const ref = { id: "42", nickname: "tidebot" };
const ACCOUNT = "/api/v1/admin/accounts/42";
const USERS = "/api/v1/pleroma/admin/users";

describeWithFixtures("account actions, Mastodon flavour", () => {
  it.each<[AccountAction, string]>([
    ["warn", "none"],
    ["disable", "disable"],
    ["silence", "silence"],
    ["sensitive", "sensitive"],
    ["suspend", "suspend"],
  ])(
    "%s is POST …/action {type: %s} with the message, report and e-mail choice",
    async (action, type) => {
      const { client, calls } = recordingClient(() => ({
        body: readFixture("mastodon-docs", "methods-admin-accounts-12.json"),
      }));
      const answer = await postAdminAccountAction(
        client,
        SERVERS.mastodon,
        ref,
        action,
        { text: "Please stop", reportId: "7", notify: false },
      );
      expect(calls).toEqual([
        {
          method: "POST",
          path: `${ACCOUNT}/action`,
          query: {},
          body: {
            type,
            text: "Please stop",
            report_id: "7",
            send_email_notification: false,
          },
        },
      ]);
      // Mastodon answers the action with an empty object.
      expect(answer).toBeNull();
    },
  );

  it.each<[AccountUndo, string]>([
    ["enable", "enable"],
    ["unsilence", "unsilence"],
    ["unsuspend", "unsuspend"],
    ["unsensitive", "unsensitive"],
  ])("%s is POST …/%s, answering the account", async (undo, path) => {
    const { client, calls } = recordingClient(() => ({
      body: readFixture("mastodon-docs", "entities-Admin_Account-1.json"),
    }));
    const account = await postAdminAccountUndo(
      client,
      SERVERS.mastodon,
      ref,
      undo,
    );
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", `${ACCOUNT}/${path}`, undefined],
    ]);
    expect(account?.username).toBe("admin");
  });
});

describe("account actions per family", () => {
  it("offers GoToSocial suspension only, sending just the message", async () => {
    expect(accountActionsOf(SERVERS.gotosocial)).toEqual(["suspend"]);
    expect(accountActionsOf(SERVERS.mastodon)).toHaveLength(5);
    expect(accountActionsOf(SERVERS.pleroma)).toEqual([
      "disable",
      "silence",
      "sensitive",
      "suspend",
    ]);
    const { client, calls } = recordingClient();
    await postAdminAccountAction(client, SERVERS.gotosocial, ref, "suspend", {
      text: "Spam",
      reportId: "7",
      notify: true,
    });
    expect(calls[0]?.body).toEqual({ type: "suspend", text: "Spam" });
  });

  it.each([SERVERS.pleroma, SERVERS.akkoma])(
    "acts on $software by nickname: deactivate, TagPolicy tags, activate",
    async (server) => {
      const { client, calls } = recordingClient((call) => ({
        body: call.path.endsWith("activate")
          ? { users: [pleromaUser("tidebot", { is_active: false })] }
          : {},
      }));
      const suspended = await postAdminAccountAction(
        client,
        server,
        ref,
        "suspend",
        {
          text: "ignored",
        },
      );
      await postAdminAccountAction(client, server, ref, "disable");
      await postAdminAccountAction(client, server, ref, "silence");
      await postAdminAccountAction(client, server, ref, "sensitive");
      await postAdminAccountUndo(client, server, ref, "unsuspend");
      await postAdminAccountUndo(client, server, ref, "enable");
      await postAdminAccountUndo(client, server, ref, "unsilence");
      await postAdminAccountUndo(client, server, ref, "unsensitive");
      const nicknames = ["tidebot"];
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ["PATCH", `${USERS}/deactivate`, { nicknames }],
        ["PATCH", `${USERS}/deactivate`, { nicknames }],
        [
          "PUT",
          `${USERS}/tag`,
          { nicknames, tags: ["mrf_tag:force-unlisted"] },
        ],
        [
          "PUT",
          `${USERS}/tag`,
          { nicknames, tags: ["mrf_tag:media-force-nsfw"] },
        ],
        ["PATCH", `${USERS}/activate`, { nicknames }],
        ["PATCH", `${USERS}/activate`, { nicknames }],
        [
          "DELETE",
          `${USERS}/tag`,
          { nicknames, tags: ["mrf_tag:force-unlisted"] },
        ],
        [
          "DELETE",
          `${USERS}/tag`,
          { nicknames, tags: ["mrf_tag:media-force-nsfw"] },
        ],
      ]);
      expect(suspended).toMatchObject({ nickname: "tidebot", suspended: true });
    },
  );

  it("suggests, tags, resets the password and turns two-factor off on Pleroma", async () => {
    const { client, calls } = recordingClient();
    await patchAdminAccountSuggested(client, SERVERS.pleroma, ref, true);
    await patchAdminAccountSuggested(client, SERVERS.akkoma, ref, false);
    await putAdminAccountTags(client, SERVERS.pleroma, ref, ["verified"], true);
    await putAdminAccountTags(
      client,
      SERVERS.pleroma,
      ref,
      ["verified"],
      false,
    );
    await patchAdminForcePasswordReset(client, SERVERS.pleroma, ref);
    await putAdminDisableMfa(client, SERVERS.akkoma, ref);
    const nicknames = ["tidebot"];
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PATCH", `${USERS}/suggest`, { nicknames }],
      ["PATCH", `${USERS}/unsuggest`, { nicknames }],
      ["PUT", `${USERS}/tag`, { nicknames, tags: ["verified"] }],
      ["DELETE", `${USERS}/tag`, { nicknames, tags: ["verified"] }],
      ["PATCH", `${USERS}/force_password_reset`, { nicknames }],
      ["PUT", `${USERS}/disable_mfa`, { nickname: "tidebot" }],
    ]);
  });

  it("changes roles by the spec's rules: the other role goes first, demotion takes both", async () => {
    const { client, calls } = recordingClient();
    const moderator = { ...ref, is_admin: false, is_moderator: true };
    const admin = { ...ref, is_admin: true, is_moderator: false };
    const both = { ...ref, is_admin: true, is_moderator: true };
    await putAdminAccountRole(client, SERVERS.pleroma, moderator, "admin");
    await putAdminAccountRole(client, SERVERS.pleroma, admin, "moderator");
    await putAdminAccountRole(client, SERVERS.akkoma, both, "user");
    await putAdminAccountRole(client, SERVERS.pleroma, admin, "admin");
    const group = `${USERS}/permission_group`;
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["DELETE", `${group}/moderator`, { nicknames: ["tidebot"] }],
      ["POST", `${group}/admin`, { nicknames: ["tidebot"] }],
      ["DELETE", `${group}/admin`, { nicknames: ["tidebot"] }],
      ["POST", `${group}/moderator`, { nicknames: ["tidebot"] }],
      ["DELETE", `${group}/moderator`, { nicknames: ["tidebot"] }],
      ["DELETE", `${group}/admin`, { nicknames: ["tidebot"] }],
    ]);
  });

  it("has no role, tag or suggestion calls on Mastodon", async () => {
    const { client, calls } = recordingClient();
    await expect(
      putAdminAccountTags(client, SERVERS.mastodon, ref, ["x"], true),
    ).rejects.toThrow("adminTagAccount");
    await expect(
      patchAdminAccountSuggested(client, SERVERS.mastodon, ref, true),
    ).rejects.toThrow("adminSuggestAccount");
    expect(calls).toEqual([]);
  });
});
