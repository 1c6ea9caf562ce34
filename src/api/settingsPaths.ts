import {
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
 * Per-family routes of the member's account settings (spec 02 section 7.4,
 * notes section 6.1) that familyPaths.ts did not already hold: Pleroma's
 * notification settings, backups, aliases, moving and disabling the account,
 * and GoToSocial's default interaction policies. Each is one family's call;
 * features.ts decides whether it is offered. Spread into familyPaths' table.
 * `target` is the other account (the alias, or where the account moves).
 */
export const SETTINGS_ROUTES = {
  notificationSettings: [
    on(PLEROMA, put("/api/pleroma/notification_settings")),
  ],
  interactionPolicyDefaults: [
    on(["GoToSocial"], get("/api/v1/interaction_policies/defaults")),
  ],
  interactionPolicyDefaultsUpdate: [
    on(["GoToSocial"], patch("/api/v1/interaction_policies/defaults")),
  ],
  backups: [on(PLEROMA, get("/api/v1/pleroma/backups"))],
  backupCreate: [on(PLEROMA, post("/api/v1/pleroma/backups"))],
  aliases: [on(PLEROMA, get("/api/pleroma/aliases"))],
  aliasAdd: [
    on(PLEROMA, put("/api/pleroma/aliases", { fields: { target: "alias" } })),
  ],
  aliasRemove: [
    on(PLEROMA, del("/api/pleroma/aliases", { fields: { target: "alias" } })),
  ],
  moveAccount: [
    on(
      PLEROMA,
      post("/api/pleroma/move_account", {
        fields: { password: "password", target: "target_account" },
      }),
    ),
  ],
  disableAccount: [
    on(
      PLEROMA,
      post("/api/pleroma/disable_account", {
        fields: { password: "password" },
      }),
    ),
  ],
} as const satisfies Record<string, readonly Route[]>;
