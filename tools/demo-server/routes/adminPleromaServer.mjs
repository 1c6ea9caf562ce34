// Pleroma's server-wide admin calls: the configuration (domain blocks live in
// its `:mrf_simple`), relays and invites.
import { ApiFailure } from "../errors.mjs";
import { nextMemberId } from "../memberState.mjs";
import { canPleroma, isAdmin, logAction } from "../adminState.mjs";
import { mergeConfig } from "../adminMrf.mjs";
import { admin } from "./adminGuard.mjs";
import { noContent } from "./adminCommon.mjs";

const ADMIN = "/api/v1/pleroma/admin";

/** What `config/descriptions` says of the settings the console edits. */
const DESCRIPTIONS = [
  {
    group: ":pleroma",
    key: ":instance",
    type: "group",
    description: "Instance-related settings",
    children: [
      {
        key: ":name",
        type: "string",
        description: "Name of the instance",
        suggestions: ["Pleroma"],
      },
      {
        key: ":description",
        type: "string",
        description: "The instance's description",
      },
      {
        key: ":registrations_open",
        type: "boolean",
        description: "Enable registrations for anyone",
      },
      {
        key: ":account_approval_required",
        type: "boolean",
        description:
          "Require users to be manually approved by an admin before signing in",
      },
      {
        key: ":invites_enabled",
        type: "boolean",
        description:
          "Enable user invitations for admins (depends on `registrations_open` being disabled)",
      },
      {
        key: ":limit",
        type: "integer",
        description: "Posts character limit",
        suggestions: [5000],
      },
    ],
  },
  {
    group: ":pleroma",
    key: ":mrf_simple",
    type: "group",
    description: "Simple ingress policies",
    children: [
      "reject",
      "federated_timeline_removal",
      "media_removal",
      "report_removal",
      "media_nsfw",
      "accept",
    ].map((key) => ({
      key: `:${key}`,
      type: ["list", "tuple"],
      description: `Instances to ${key.replace(/_/g, " ")}`,
    })),
  },
];

/** The instance's title and description follow `:instance` as saved. */
function syncInstance(store) {
  const entry = store.admin.config.find(
    (c) => c.group === ":pleroma" && c.key === ":instance",
  );
  for (const {
    tuple: [key, value],
  } of entry?.value ?? []) {
    if (key === ":name" && typeof value === "string")
      store.instance.title = value;
    if (key === ":description" && typeof value === "string")
      store.instance.short_description = value;
  }
}

function addConfigRoutes(router) {
  router.add(
    "GET",
    `${ADMIN}/config`,
    admin("config", isAdmin, (ctx) => ({
      configs: ctx.store.admin.config,
      need_reboot: false,
    })),
  );
  router.add(
    "POST",
    `${ADMIN}/config`,
    admin("config", isAdmin, (ctx, me) => {
      const changes = [ctx.body.configs ?? []]
        .flat()
        .filter((c) => c && c.group && c.key);
      const saved = mergeConfig(ctx.store, changes);
      syncInstance(ctx.store);
      for (const change of changes)
        logAction(
          ctx.store,
          me,
          "config_update",
          `updated ${change.group} ${change.key}`,
        );
      return { configs: saved, need_reboot: false };
    }),
  );
  router.add(
    "GET",
    `${ADMIN}/config/descriptions`,
    admin("config", isAdmin, () => DESCRIPTIONS),
  );
}

function addRelayRoutes(router) {
  const PATH = `${ADMIN}/relay`;
  const relays = (ctx) => ctx.store.admin.relays;
  router.add(
    "GET",
    PATH,
    admin("relays", isAdmin, (ctx) => [...relays(ctx).values()]),
  );
  router.add(
    "POST",
    PATH,
    admin("relays", isAdmin, (ctx, me) => {
      const actor = String(ctx.body.relay_url ?? "");
      if (!/^https?:\/\/\S+$/.test(actor))
        throw new ApiFailure(400, "Invalid relay URL");
      const relay = relays(ctx).get(actor) ?? { actor, followed_back: false };
      relays(ctx).set(actor, relay);
      logAction(ctx.store, me, "relay_follow", `followed relay: ${actor}`);
      return relay;
    }),
  );
  router.add(
    "DELETE",
    PATH,
    admin("relays", isAdmin, (ctx, me) => {
      const actor = String(
        ctx.body.relay_url ?? ctx.query.get("relay_url") ?? "",
      );
      if (!relays(ctx).delete(actor)) throw new ApiFailure(404, "Not found");
      logAction(ctx.store, me, "relay_unfollow", `unfollowed relay: ${actor}`);
      return actor;
    }),
  );
}

function inviteJson(invite) {
  const reusable = (invite.max_use ?? 1) > 1;
  const dated = invite.expires_at !== null;
  return {
    id: Number(invite.id),
    token: invite.token,
    used: invite.used,
    expires_at: invite.expires_at,
    uses: invite.uses,
    max_use: invite.max_use,
    invite_type: reusable
      ? dated
        ? "reusable_date_limited"
        : "reusable"
      : dated
        ? "date_limited"
        : "one_time",
  };
}

function addInviteRoutes(router) {
  const INVITES = canPleroma("users_manage_invites");
  const invites = (ctx) => ctx.store.admin.invites;
  router.add(
    "GET",
    `${ADMIN}/users/invites`,
    admin("invites", INVITES, (ctx) => ({
      invites: [...invites(ctx).values()].map(inviteJson),
    })),
  );
  router.add(
    "POST",
    `${ADMIN}/users/invite_token`,
    admin("invites", INVITES, (ctx, me) => {
      const id = nextMemberId(ctx.store);
      const invite = {
        id,
        token: `invite-${id}-${ctx.store.clock.now().toString(36)}`,
        used: false,
        uses: 0,
        max_use: ctx.body.max_use ? Number(ctx.body.max_use) : null,
        expires_at: ctx.body.expires_at
          ? String(ctx.body.expires_at).slice(0, 10)
          : null,
      };
      invites(ctx).set(id, invite);
      logAction(
        ctx.store,
        me,
        "create_invite",
        `created an invite${invite.max_use ? ` for ${invite.max_use} uses` : ""}`,
      );
      return inviteJson(invite);
    }),
  );
  router.add(
    "POST",
    `${ADMIN}/users/revoke_invite`,
    admin("invites", INVITES, (ctx, me) => {
      const invite = [...invites(ctx).values()].find(
        (i) => i.token === ctx.body.token,
      );
      if (!invite) throw new ApiFailure(404, "Not found");
      invite.used = true;
      logAction(ctx.store, me, "revoke_invite", "revoked an invite");
      return inviteJson(invite);
    }),
  );
  router.add(
    "POST",
    `${ADMIN}/users/email_invite`,
    admin("invites", INVITES, (ctx, me) => {
      const email = String(ctx.body.email ?? "");
      if (!email.includes("@")) throw new ApiFailure(400, "Invalid email");
      logAction(ctx.store, me, "email_invite", `sent an invite to ${email}`);
      return noContent();
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addPleromaServerRoutes(router) {
  addConfigRoutes(router);
  addRelayRoutes(router);
  addInviteRoutes(router);
}
