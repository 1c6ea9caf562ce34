import type { DetectedServer } from "./features";
import { EXTENSION_ROUTES } from "./extensionPaths";
import { MEMBER_ROUTES } from "./memberPaths";
import { SETTINGS_ROUTES } from "./settingsPaths";
import {
  ICESHRIMP,
  PLEROMA,
  del,
  get,
  on,
  post,
  routeFor,
  type Endpoint,
  type Route,
} from "./familyRoutes";
import { PLEROMA_REACTIONS, STATUS_ROUTES } from "./statusPaths";

// Where every table's lookup lives now; callers keep importing them from here.
export { buildPath, routeFor } from "./familyRoutes";

/**
 * Per-family endpoint differences as data (STYLE.md section 5; notes section
 * 6). Whether an operation is offered at all is decided by features.ts; this
 * table only says where and how to send it once it is. Sources: spec 02
 * section 7 and notes/server-families.md section 6, with their quirks fixed:
 * GoToSocial mute import sends type "mutes" (4), interaction-request reject
 * goes to /reject (5), admin trending tags use /trends/tags (6), every path
 * parameter, reaction emoji included, is URL-encoded by buildPath (8), and
 * Pleroma's deactivate is a PATCH (10).
 */

const GTS_IMPORT = "/api/v1/import";
const gtsImport = (type: string) =>
  post(GTS_IMPORT, {
    multipart: true,
    fields: { file: "data", mode: "mode" },
    constants: { type },
  });

const ROUTES = {
  changePassword: [
    on(
      ["GoToSocial"],
      post("/api/v1/user/password_change", {
        fields: { password: "old_password", newPassword: "new_password" },
      }),
    ),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/auth/change-password", {
        ...ICESHRIMP,
        fields: { password: "oldPassword", newPassword: "newPassword" },
      }),
    ),
    // Mitra asks for no current password.
    on(
      ["Mitra"],
      post("/api/v1/settings/change_password", {
        fields: { newPassword: "new_password" },
      }),
    ),
    on(
      ["Pixelfed"],
      post("/api/v1.1/accounts/change-password", {
        redirectIsFailure: true,
        fields: {
          password: "current_password",
          newPassword: "new_password",
          newPasswordConfirmation: "confirm_password",
        },
      }),
    ),
    post("/api/pleroma/change_password", {
      fields: {
        password: "password",
        newPassword: "new_password",
        newPasswordConfirmation: "new_password_confirmation",
      },
    }),
  ],
  changeEmail: [
    on(
      ["GoToSocial"],
      post("/api/v1/user/email_change", {
        fields: { email: "new_email", password: "password" },
      }),
    ),
    post("/api/pleroma/change_email", {
      fields: { email: "email", password: "password" },
    }),
  ],
  deleteAccount: [
    on(
      ["GoToSocial"],
      post("/api/v1/accounts/delete", { fields: { password: "password" } }),
    ),
    on(["Mitra"], post("/api/v1/settings/delete_account"), "2.14.0"),
    post("/api/pleroma/delete_account", { fields: { password: "password" } }),
  ],
  mfaStatus: [
    on(["GoToSocial"], get("/api/v1/user")),
    on(["Iceshrimp.NET"], get("/api/iceshrimp/settings", ICESHRIMP)),
    get("/api/pleroma/accounts/mfa"),
  ],
  mfaSetup: [
    on(["GoToSocial"], get("/api/v1/user/2fa/qruri")),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/2fa/enroll", ICESHRIMP),
    ),
    get("/api/pleroma/accounts/mfa/setup/:method"),
  ],
  mfaConfirm: [
    on(
      ["GoToSocial"],
      post("/api/v1/user/2fa/enable", { fields: { code: "code" } }),
    ),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/2fa/confirm", {
        ...ICESHRIMP,
        fields: { code: "code" },
      }),
    ),
    post("/api/pleroma/accounts/mfa/confirm/:method", {
      fields: { code: "code", password: "password" },
    }),
  ],
  mfaDisable: [
    on(
      ["GoToSocial"],
      post("/api/v1/user/2fa/disable", { fields: { password: "password" } }),
    ),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/2fa/disable", {
        ...ICESHRIMP,
        fields: { code: "code" },
      }),
    ),
    del("/api/pleroma/accounts/mfa/:method", {
      fields: { password: "password" },
    }),
  ],
  mfaBackupCodes: [on(PLEROMA, get("/api/pleroma/accounts/mfa/backup_codes"))],
  importFollows: [
    on(["GoToSocial"], gtsImport("following")),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/import/following", {
        ...ICESHRIMP,
        multipart: true,
        fields: { file: "file" },
      }),
    ),
    // Mitra takes the CSV as text in a JSON body.
    on(
      ["Mitra"],
      post("/api/v1/settings/import_follows", {
        fields: { file: "follows_csv" },
      }),
    ),
    post("/api/pleroma/follow_import", {
      multipart: true,
      fields: { file: "list" },
    }),
  ],
  importBlocks: [
    on(["GoToSocial"], gtsImport("blocks")),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/import/blocking", {
        ...ICESHRIMP,
        multipart: true,
        fields: { file: "file" },
      }),
    ),
    post("/api/pleroma/blocks_import", {
      multipart: true,
      fields: { file: "list" },
    }),
  ],
  importMutes: [
    on(["GoToSocial"], gtsImport("mutes")),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/settings/import/muting", {
        ...ICESHRIMP,
        multipart: true,
        fields: { file: "file" },
      }),
    ),
    post("/api/pleroma/mutes_import", {
      multipart: true,
      fields: { file: "list" },
    }),
  ],
  importFollowers: [
    on(
      ["Mitra"],
      post("/api/v1/settings/import_followers", {
        fields: { file: "followers_csv", fromActor: "from_actor_id" },
      }),
    ),
  ],
  exportFollows: [
    on(["GoToSocial"], get("/api/v1/exports/following.csv")),
    on(["Mitra"], get("/api/v1/settings/export_follows")),
  ],
  exportFollowers: [
    on(["GoToSocial"], get("/api/v1/exports/followers.csv")),
    on(["Mitra"], get("/api/v1/settings/export_followers")),
  ],
  exportBlocks: [on(["GoToSocial"], get("/api/v1/exports/blocks.csv"))],
  exportMutes: [on(["GoToSocial"], get("/api/v1/exports/mutes.csv"))],
  exportLists: [on(["GoToSocial"], get("/api/v1/exports/lists.csv"))],
  reactionsList: [
    on(
      [...PLEROMA_REACTIONS, "Iceshrimp.NET"],
      get("/api/v1/pleroma/statuses/:id/reactions"),
    ),
    // Fedibird reports itself as Mastodon.
    on(["Mastodon"], get("/api/v1/statuses/:id/emoji_reactioned_by")),
    get("/api/v1/statuses/:id/reactions", { fields: { emoji: "emoji" } }),
  ],
  translationLanguages: [
    on(["Akkoma"], get("/api/v1/akkoma/translation/languages")),
    get("/api/v1/instance/translation_languages"),
  ],
  outgoingFollowRequests: [
    on(
      ["Iceshrimp.NET"],
      get("/api/iceshrimp/follow_requests/outgoing", ICESHRIMP),
    ),
    on(["GoToSocial", "Mitra"], get("/api/v1/follow_requests/outgoing")),
    get("/api/v1/pleroma/outgoing_follow_requests"),
  ],
  accountEndorsements: [
    on(PLEROMA, get("/api/v1/pleroma/accounts/:id/endorsements")),
    get("/api/v1/accounts/:id/endorsements"),
  ],
  // Pixelfed answers one account per call.
  familiarFollowers: [
    on(["Pixelfed"], get("/api/v1.1/accounts/mutuals/:id")),
    get("/api/v1/accounts/familiar_followers", { fields: { ids: "id[]" } }),
  ],
  remoteTimeline: [
    on(
      ["Iceshrimp.NET"],
      get("/api/iceshrimp/timelines/remote/:instance", ICESHRIMP),
    ),
    get("/api/v1/timelines/public", { fields: { instance: "instance" } }),
  ],
  statusPreview: [
    on(PLEROMA, post("/api/v1/statuses", { constants: { preview: "true" } })),
    post("/api/v1/statuses/preview"),
  ],
  sessions: [
    on(["GoToSocial"], get("/api/v1/tokens")),
    on(["Iceshrimp.NET"], get("/api/iceshrimp/sessions/mastodon", ICESHRIMP)),
    on(["Mitra"], get("/api/v1/settings/sessions")),
    get("/api/oauth_tokens"),
  ],
  // No default: Iceshrimp.NET's revoke path is not documented in our sources.
  sessionRevoke: [
    on(["GoToSocial"], post("/api/v1/tokens/:id/invalidate")),
    on(["Mitra"], del("/api/v1/settings/sessions/:id")),
    on(PLEROMA, del("/api/oauth_tokens/:id")),
  ],
  interactionRequestAuthorize: [
    post("/api/v1/interaction_requests/:id/authorize"),
  ],
  interactionRequestReject: [post("/api/v1/interaction_requests/:id/reject")],
  ...STATUS_ROUTES,
  ...MEMBER_ROUTES,
  ...SETTINGS_ROUTES,
  ...EXTENSION_ROUTES,
} as const satisfies Record<string, readonly Route[]>;

export type Operation = keyof typeof ROUTES;

/**
 * Where and how `operation` is sent to this server: the first route naming its
 * family (and version), else the default route; null when the family has no
 * such endpoint.
 */
export function familyPath(
  server: DetectedServer,
  operation: Operation,
): Endpoint | null {
  return routeFor(ROUTES[operation], server);
}
