import {
  ICESHRIMP,
  MASTODON_ADMIN,
  PLEROMA,
  del,
  get,
  on,
  patch,
  post,
  put,
  type Route,
} from "./familyRoutes";

/**
 * Admin accounts, reports and reported posts, per family (notes section 6.3;
 * spec 02 sections 4 and 7.12): the Mastodon flavour (Mastodon, GoToSocial,
 * Ditto) names the account in the path, the Pleroma flavour (Pleroma, Akkoma)
 * by nickname in the body. Pleroma has no silence or sensitive flag: its
 * TagPolicy's `mrf_tag:force-unlisted` and `mrf_tag:media-force-nsfw` tags do
 * that work, as Soapbox uses them. Pleroma's deactivate is a PATCH (notes
 * quirk 10: pl-api sends it as POST).
 */

const MASTODON: Route["families"] = ["Ditto", "Mastodon"];
const USERS = "/api/v1/pleroma/admin/users";
const ACCOUNT = "/api/v1/admin/accounts/:id";
const REPORTS = "/api/v1/admin/reports";
const PLEROMA_REPORTS = "/api/v1/pleroma/admin/reports";
const SILENCE_TAG = ["mrf_tag:force-unlisted"];
const SENSITIVE_TAG = ["mrf_tag:media-force-nsfw"];

/** Mastodon's one action call; `text` is the message to the member. */
const action = (type: string, options: { notify?: boolean } = {}) =>
  post(`${ACCOUNT}/action`, {
    constants: { type },
    fields: options.notify
      ? { text: "text", report: "report_id", notify: "send_email_notification" }
      : { text: "text" },
  });
const nicknames = (route: Route): Route => ({ ...route, target: "nicknames" });
const batch = (route: Route): Route => ({ ...route, target: "reports" });
const reportList = (constants: Readonly<Record<string, string>> = {}) =>
  get(REPORTS, {
    constants,
    fields: {
      reporter: "account_id",
      target: "target_account_id",
      pageSize: "limit",
    },
  });
const pleromaReports = (state: string) =>
  get(PLEROMA_REPORTS, {
    shape: "pleroma",
    constants: { state },
    fields: { pageSize: "page_size" },
  });

export const ADMIN_ACCOUNT_ROUTES = {
  adminAccounts: [
    on(["Mastodon"], get("/api/v2/admin/accounts"), "3.5.0"),
    on(["GoToSocial"], get("/api/v2/admin/accounts")),
    on(MASTODON, get("/api/v1/admin/accounts", { shape: "v1" })),
    on(PLEROMA, get(USERS, { shape: "pleroma" })),
  ],
  adminAccount: [
    on(MASTODON_ADMIN, get(ACCOUNT)),
    on(PLEROMA, get(`${USERS}/:id`)),
  ],
  adminApproveAccount: [
    on(MASTODON_ADMIN, post(`${ACCOUNT}/approve`)),
    on(PLEROMA, nicknames(patch(`${USERS}/approve`))),
  ],
  // Pleroma rejects a sign-up by deleting the account.
  adminRejectAccount: [
    on(MASTODON_ADMIN, post(`${ACCOUNT}/reject`)),
    on(PLEROMA, nicknames(del(USERS))),
  ],
  adminDeleteAccount: [
    on([...MASTODON_ADMIN, "Mitra"], del(ACCOUNT)),
    on(PLEROMA, nicknames(del(USERS))),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/moderation/users/:id/purge", ICESHRIMP),
    ),
  ],
  // GoToSocial's action call takes `suspend` only.
  adminWarnAccount: [on(MASTODON, action("none", { notify: true }))],
  adminDisableAccount: [
    on(MASTODON, action("disable", { notify: true })),
    on(PLEROMA, nicknames(patch(`${USERS}/deactivate`))),
  ],
  adminSilenceAccount: [
    on(MASTODON, action("silence", { notify: true })),
    on(
      PLEROMA,
      nicknames(put(`${USERS}/tag`, { constants: { tags: SILENCE_TAG } })),
    ),
  ],
  adminSensitiveAccount: [
    on(MASTODON, action("sensitive", { notify: true })),
    on(
      PLEROMA,
      nicknames(put(`${USERS}/tag`, { constants: { tags: SENSITIVE_TAG } })),
    ),
  ],
  adminSuspendAccount: [
    on(MASTODON, action("suspend", { notify: true })),
    on(["GoToSocial"], action("suspend")),
    on(PLEROMA, nicknames(patch(`${USERS}/deactivate`))),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/moderation/users/:id/suspend", ICESHRIMP),
    ),
  ],
  adminEnableAccount: [
    on(MASTODON, post(`${ACCOUNT}/enable`)),
    on(PLEROMA, nicknames(patch(`${USERS}/activate`))),
  ],
  adminUnsuspendAccount: [
    on(MASTODON, post(`${ACCOUNT}/unsuspend`)),
    on(PLEROMA, nicknames(patch(`${USERS}/activate`))),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/moderation/users/:id/unsuspend", ICESHRIMP),
    ),
  ],
  adminUnsilenceAccount: [
    on(MASTODON, post(`${ACCOUNT}/unsilence`)),
    on(
      PLEROMA,
      nicknames(del(`${USERS}/tag`, { constants: { tags: SILENCE_TAG } })),
    ),
  ],
  adminUnsensitiveAccount: [
    on(MASTODON, post(`${ACCOUNT}/unsensitive`)),
    on(
      PLEROMA,
      nicknames(del(`${USERS}/tag`, { constants: { tags: SENSITIVE_TAG } })),
    ),
  ],
  adminSuggestAccount: [on(PLEROMA, nicknames(patch(`${USERS}/suggest`)))],
  adminUnsuggestAccount: [on(PLEROMA, nicknames(patch(`${USERS}/unsuggest`)))],
  adminTagAccount: [on(PLEROMA, nicknames(put(`${USERS}/tag`)))],
  adminUntagAccount: [on(PLEROMA, nicknames(del(`${USERS}/tag`)))],
  adminGrantAdmin: [
    on(PLEROMA, nicknames(post(`${USERS}/permission_group/admin`))),
  ],
  adminRevokeAdmin: [
    on(PLEROMA, nicknames(del(`${USERS}/permission_group/admin`))),
  ],
  adminGrantModerator: [
    on(PLEROMA, nicknames(post(`${USERS}/permission_group/moderator`))),
  ],
  adminRevokeModerator: [
    on(PLEROMA, nicknames(del(`${USERS}/permission_group/moderator`))),
  ],
  // The member chooses a new password at the next sign-in; staff never set one.
  adminForcePasswordReset: [
    on(PLEROMA, nicknames(patch(`${USERS}/force_password_reset`))),
  ],
  adminDisableMfa: [
    on(PLEROMA, { ...put(`${USERS}/disable_mfa`), target: "nickname" }),
  ],
  adminReports: [
    on(MASTODON_ADMIN, reportList()),
    on(PLEROMA, get(PLEROMA_REPORTS, { shape: "pleroma" })),
    on(["Iceshrimp.NET"], get("/api/iceshrimp/moderation/reports", ICESHRIMP)),
  ],
  // Mastodon lists open reports when `resolved` is absent and resolved ones
  // for any value of it, "false" included; GoToSocial before 0.22 lists both
  // unless told resolved=false.
  adminOpenReports: [
    on(["GoToSocial"], reportList(), "0.22.0"),
    on(["GoToSocial"], reportList({ resolved: "false" })),
    on(MASTODON_ADMIN, reportList()),
    on(PLEROMA, pleromaReports("open")),
  ],
  adminResolvedReports: [
    on(MASTODON_ADMIN, reportList({ resolved: "true" })),
    on(PLEROMA, pleromaReports("resolved")),
  ],
  adminReport: [
    on(MASTODON_ADMIN, get(`${REPORTS}/:id`)),
    on(PLEROMA, get(`${PLEROMA_REPORTS}/:id`)),
    on(
      ["Iceshrimp.NET"],
      get("/api/iceshrimp/moderation/reports/:id", ICESHRIMP),
    ),
  ],
  adminResolveReport: [
    on(
      ["GoToSocial"],
      post(`${REPORTS}/:id/resolve`, {
        fields: { comment: "action_taken_comment" },
      }),
    ),
    on(MASTODON_ADMIN, post(`${REPORTS}/:id/resolve`)),
    // Pleroma changes report states in a batch: {reports: [{id, state}]}.
    on(
      PLEROMA,
      batch(patch(PLEROMA_REPORTS, { constants: { state: "resolved" } })),
    ),
    on(
      ["Iceshrimp.NET"],
      post("/api/iceshrimp/moderation/reports/:id/resolve", ICESHRIMP),
    ),
  ],
  adminReopenReport: [
    on(MASTODON, post(`${REPORTS}/:id/reopen`)),
    on(
      PLEROMA,
      batch(patch(PLEROMA_REPORTS, { constants: { state: "open" } })),
    ),
  ],
  // Pleroma assigns by nickname, in a batch, and unassigns with a null one;
  // Akkoma's admin API has no assignment.
  adminAssignReport: [
    on(MASTODON, post(`${REPORTS}/:id/assign_to_self`)),
    on(
      ["Pleroma"],
      batch(
        post(`${PLEROMA_REPORTS}/assign_account`, {
          fields: { assignee: "nickname" },
        }),
      ),
    ),
  ],
  adminUnassignReport: [
    on(MASTODON, post(`${REPORTS}/:id/unassign`)),
    on(
      ["Pleroma"],
      batch(
        post(`${PLEROMA_REPORTS}/assign_account`, {
          fields: { assignee: "nickname" },
        }),
      ),
    ),
  ],
  /** Category and rules broken (Mastodon 3.5). */
  adminUpdateReport: [on(MASTODON, put(`${REPORTS}/:id`))],
  adminCreateReportNote: [
    on(
      PLEROMA,
      post(`${PLEROMA_REPORTS}/:id/notes`, { fields: { text: "content" } }),
    ),
  ],
  adminDeleteReportNote: [
    on(PLEROMA, del(`${PLEROMA_REPORTS}/:id/notes/:noteId`)),
  ],
  adminDeleteStatus: [
    on(["Mitra"], del("/api/v1/admin/posts/:id")),
    on(
      ["Iceshrimp.NET"],
      del("/api/iceshrimp/moderation/notes/:id", ICESHRIMP),
    ),
    on(PLEROMA, del("/api/v1/pleroma/admin/statuses/:id")),
  ],
  /** A reported post's sensitive flag or visibility. */
  adminUpdateStatus: [on(PLEROMA, put("/api/v1/pleroma/admin/statuses/:id"))],
  adminTrendingTags: [on(MASTODON_ADMIN, get("/api/v1/admin/trends/tags"))],
} as const satisfies Record<string, readonly Route[]>;
