// Who may reach the member and how (issue 18): Pleroma's notification
// settings, the notification policy (v2, and Mastodon 4.3's v1 booleans,
// read and changed), and GoToSocial's default interaction policies for new
// posts.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import {
  DEFAULT_INTERACTION_POLICIES,
  memberSettings,
  only,
} from "../accountSettings.mjs";
import { requireUser, truthy } from "./common.mjs";

const POLICY_KEYS = [
  "for_not_following",
  "for_not_followers",
  "for_new_accounts",
  "for_private_mentions",
  "for_limited_accounts",
];
const POLICY_VALUES = ["accept", "filter", "drop"];
const LABEL = (key) => key.replace(/^for_/, "For ").replaceAll("_", " ");

function renderPolicy(ctx) {
  const { notificationPolicy } = memberSettings(ctx.store, requireUser(ctx));
  return {
    ...notificationPolicy,
    summary: { pending_requests_count: 0, pending_notifications_count: 0 },
  };
}

/** Mastodon refuses an unknown value with its validation message, changing nothing. */
function patchPolicy(ctx) {
  const state = memberSettings(ctx.store, requireUser(ctx));
  const wrong = POLICY_KEYS.filter(
    (key) =>
      ctx.body[key] !== undefined && !POLICY_VALUES.includes(ctx.body[key]),
  );
  if (wrong.length) {
    const list = wrong.map(
      (key) => `${LABEL(key)} is not included in the list`,
    );
    return reply(
      { error: `Validation failed: ${list.join(", ")}` },
      { status: 422 },
    );
  }
  for (const key of POLICY_KEYS)
    if (ctx.body[key] !== undefined)
      state.notificationPolicy[key] = ctx.body[key];
  return renderPolicy(ctx);
}

const V1_KEYS = POLICY_KEYS.filter((key) => key !== "for_limited_accounts");
const v1Name = (key) => key.replace(/^for_/, "filter_");

/** Mastodon 4.3's first policy: filtered is anything but accepted. */
function renderPolicyV1(ctx) {
  const { notificationPolicy } = memberSettings(ctx.store, requireUser(ctx));
  const out = Object.fromEntries(
    V1_KEYS.map((key) => [v1Name(key), notificationPolicy[key] !== "accept"]),
  );
  return {
    ...out,
    summary: { pending_requests_count: 0, pending_notifications_count: 0 },
  };
}

/** Each boolean sent sets its case to filter or accept, as Rails casts it. */
function patchPolicyV1(ctx) {
  const state = memberSettings(ctx.store, requireUser(ctx));
  for (const key of V1_KEYS) {
    const value = ctx.body[v1Name(key)];
    if (value !== undefined)
      state.notificationPolicy[key] = truthy(value) ? "filter" : "accept";
  }
  return renderPolicyV1(ctx);
}

/** Real Mastodon 4.3+ answers both; `strict` and other families have neither. */
function onlyMastodon(handler) {
  return (ctx) => {
    if (ctx.family.name !== "mastodon")
      throw new ApiFailure(404, ctx.family.notFoundError);
    return handler(ctx);
  };
}

function putNotificationSettings(ctx) {
  only(ctx, "pleroma");
  const me = ctx.store.account(requireUser(ctx));
  const settings = {
    block_from_strangers: false,
    hide_notification_contents: false,
    ...me.notification_settings,
  };
  for (const key of Object.keys(settings))
    if (ctx.body[key] !== undefined) settings[key] = truthy(ctx.body[key]);
  me.notification_settings = settings;
  return { status: "success" };
}

const AUDIENCES = [
  "public",
  "followers",
  "following",
  "mutuals",
  "mentioned",
  "author",
  "me",
];
const ACTIONS = ["can_favourite", "can_reblog", "can_reply"];

function readRule(visibility, action, raw) {
  const rule = raw ?? {};
  const list = (value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out = {
    always: list(rule.always ?? rule.automatic_approval).map(String),
    with_approval: list(rule.with_approval ?? rule.manual_approval).map(String),
  };
  for (const value of [...out.always, ...out.with_approval])
    if (!AUDIENCES.includes(value) && !/^https?:\/\//.test(value))
      throw new ApiFailure(
        400,
        `Bad Request: ${visibility}.${action}: '${value}' is not a recognized audience`,
      );
  return out;
}

/** A visibility left out is reset to GoToSocial's default for it. */
function patchInteractionPolicies(ctx) {
  only(ctx, "gotosocial");
  const state = memberSettings(ctx.store, requireUser(ctx));
  const next = structuredClone(DEFAULT_INTERACTION_POLICIES);
  for (const visibility of Object.keys(next)) {
    const given = ctx.body[visibility];
    if (!given) continue;
    for (const action of ACTIONS)
      if (given[action] !== undefined)
        next[visibility][action] = readRule(visibility, action, given[action]);
  }
  state.interactionPolicies = next;
  return next;
}

/** @param {import("../http.mjs").Router} router */
export function addNotificationSettingsRoutes(router) {
  const grouped = { capability: "groupedNotifications" };
  router.add("GET", "/api/v2/notifications/policy", renderPolicy, grouped);
  router.add("PATCH", "/api/v2/notifications/policy", patchPolicy, grouped);
  router.add(
    "GET",
    "/api/v1/notifications/policy",
    onlyMastodon(renderPolicyV1),
  );
  router.add(
    "PATCH",
    "/api/v1/notifications/policy",
    onlyMastodon(patchPolicyV1),
  );
  router.add(
    "PUT",
    "/api/pleroma/notification_settings",
    putNotificationSettings,
  );
  router.add("GET", "/api/v1/interaction_policies/defaults", (ctx) => {
    only(ctx, "gotosocial");
    return memberSettings(ctx.store, requireUser(ctx)).interactionPolicies;
  });
  router.add(
    "PATCH",
    "/api/v1/interaction_policies/defaults",
    patchInteractionPolicies,
  );
}
