// What staff work on (issue 16): the moderation state of every account,
// reports, sign-up and federation blocks, rules, relays, invites and the
// moderation log, in one object on the store (`store.admin`), filled by
// adminSeed.mjs. The admin routes of both flavours read and change it, so
// switching family keeps one server's history.
import { createHash } from "node:crypto";
import { ApiFailure } from "./errors.mjs";
import { nextMemberId } from "./memberState.mjs";
import { notify } from "./socialOps.mjs";

export function adminState() {
  return {
    /** account id → moderation record (see `moderationOf`); pending sign-ups too. */
    accounts: new Map(),
    /** id → report record (see `fileReport`) */
    reports: new Map(),
    /** domain → { id, created_at, private_comment, obfuscate }: what Pleroma's config cannot hold */
    blockExtras: new Map(),
    /** Pleroma-style config entries [{ group, key, value }], :mrf_simple holding the blocks */
    config: [],
    ipBlocks: new Map(),
    emailDomainBlocks: new Map(),
    canonicalEmailBlocks: new Map(),
    relays: new Map(),
    invites: new Map(),
    /** newest last: { id, time, actor_id, action, message } */
    log: [],
  };
}

/** Mastodon's role permission bits the demo's roles are made of. */
export const PERMISSION = {
  administrator: 1 << 0,
  viewAuditLog: 1 << 2,
  viewDashboard: 1 << 3,
  manageReports: 1 << 4,
  manageFederation: 1 << 5,
  manageSettings: 1 << 6,
  manageBlocks: 1 << 7,
  manageTaxonomies: 1 << 8,
  manageUsers: 1 << 10,
  manageRules: 1 << 12,
  deleteUserData: 1 << 19,
  inviteUsers: 1 << 16,
};

/** Mastodon's stock Moderator role: no federation, blocks, rules or settings. */
export const MODERATOR_PERMISSIONS =
  PERMISSION.viewDashboard |
  PERMISSION.viewAuditLog |
  PERMISSION.manageUsers |
  PERMISSION.manageReports |
  PERMISSION.manageTaxonomies;

/** Role bits of an account record's `role` (admin | moderator | null). */
export function permissionsOf(role) {
  if (role === "admin") return PERMISSION.administrator;
  if (role === "moderator") return MODERATOR_PERMISSIONS;
  return PERMISSION.inviteUsers;
}

/** Pleroma 2.5's default privileges: moderators handle reports and delete posts. */
const PLEROMA_PRIVILEGES = {
  admin: [
    "users_read",
    "users_manage_invites",
    "users_manage_activation_state",
    "users_manage_tags",
    "users_manage_credentials",
    "users_delete",
    "messages_read",
    "messages_delete",
    "instances_delete",
    "reports_manage_reports",
    "moderation_log_read",
    "announcements_manage_announcements",
    "emoji_manage_emoji",
    "statistics_read",
  ],
  moderator: ["messages_delete", "reports_manage_reports"],
};

export function privilegesOf(role) {
  return PLEROMA_PRIVILEGES[role] ?? [];
}

/** The signed-in staff member's id, or the answer a real server gives the others. */
export function requireStaff(ctx, allowed) {
  if (!ctx.viewerId) throw new ApiFailure(401, "The access token is invalid");
  const role = ctx.store.account(ctx.viewerId)?.role ?? null;
  if (!allowed(role)) {
    const pleroma = ctx.family.has("pleromaEntities");
    const message = pleroma
      ? role
        ? "User isn't privileged."
        : "User is not a staff member."
      : "This action is not allowed";
    throw new ApiFailure(403, message);
  }
  return ctx.viewerId;
}

/** A permission test for Mastodon-style routes (`bit`) or Pleroma-style ones (`privilege`). */
export const canMastodon = (bit) => (role) =>
  role !== null &&
  (permissionsOf(role) & (PERMISSION.administrator | bit)) !== 0;
export const canPleroma = (privilege) => (role) =>
  privilegesOf(role).includes(privilege);
export const isAdmin = (role) => role === "admin";

export const sha256 = (text) =>
  createHash("sha256").update(String(text)).digest("hex");

/** Mastodon's canonical form of an address: lower case, no dots or +tag in the local part. */
export function canonicalEmail(email) {
  const [local = "", domain = ""] = String(email).toLowerCase().split("@");
  return `${local.replace(/\+.*$/, "").replace(/\./g, "")}@${domain}`;
}

/** The moderation record of an account, made on first use for accounts of the seed. */
export function moderationOf(store, accountId) {
  const found = store.admin.accounts.get(accountId);
  if (found) return found;
  const account = store.account(accountId);
  if (!account) return null;
  const record = {
    id: account.id,
    username: account.username,
    domain: account.domain,
    created_at: account.created_at,
    email: store.emails.get(account.id) ?? null,
    ip: null,
    locale: account.language ?? null,
    invite_request: null,
    confirmed: true,
    approved: true,
    disabled: false,
    silenced: false,
    suspended: false,
    sensitized: false,
    suggested: false,
    tags: new Set(),
    pending: false,
  };
  store.admin.accounts.set(account.id, record);
  return record;
}

/** Appends to the moderation log; `message` reads after the actor's handle. */
export function logAction(store, actorId, action, message) {
  const actor = store.account(actorId);
  const time = Math.floor(store.clock.now() / 1000);
  store.admin.log.push({
    id: nextMemberId(store),
    time,
    actor_id: actorId,
    action,
    message: `[${new Date(time * 1000).toISOString().slice(0, 19).replace("T", " ")}] @${actor?.username ?? "?"} ${message}`,
  });
}

/** Local staff whose role opens `bit` (Mastodon) or holds `privilege` (Pleroma). */
function staffWith(store, bit, privilege) {
  return [...store.accounts.values()].filter(
    (a) =>
      !a.domain &&
      a.role &&
      (canMastodon(bit)(a.role) || canPleroma(privilege)(a.role)),
  );
}

/** The Report a member sees, as `admin.report` notifications carry it. */
export function reportNotice(report) {
  return {
    id: report.id,
    action_taken: report.action_taken,
    category: report.category,
    comment: report.comment,
    forwarded: report.forwarded,
    created_at: report.created_at,
    status_ids: report.status_ids,
    rule_ids: report.rule_ids,
    target_account_id: report.target_account_id,
  };
}

/**
 * Files a report and tells the staff who handle reports, each on their
 * `user` stream (`admin.report`), the reporter excepted.
 */
export function fileReport(store, input, { notifyStaff = true } = {}) {
  const report = {
    id: input.id ?? nextMemberId(store),
    created_at: input.created_at ?? store.clock.iso(),
    updated_at: input.created_at ?? store.clock.iso(),
    account_id: input.account_id,
    target_account_id: input.target_account_id,
    status_ids: input.status_ids ?? [],
    rule_ids: input.rule_ids ?? [],
    category: input.category ?? "other",
    comment: input.comment ?? "",
    forwarded: Boolean(input.forwarded),
    action_taken: false,
    action_taken_at: null,
    action_taken_by_id: null,
    action_taken_comment: null,
    assigned_id: null,
    notes: [],
  };
  store.admin.reports.set(report.id, report);
  if (notifyStaff) {
    for (const staff of staffWith(
      store,
      PERMISSION.manageReports,
      "reports_manage_reports",
    )) {
      if (staff.id === report.account_id) continue;
      notify(store, {
        to: staff.id,
        type: "admin.report",
        from: report.account_id,
        report: reportNotice(report),
      });
    }
  }
  return report;
}

/** Tells the staff who approve sign-ups about a new pending account. */
export function announceSignup(store, accountId) {
  for (const staff of staffWith(store, PERMISSION.manageUsers, "users_read"))
    notify(store, { to: staff.id, type: "admin.sign_up", from: accountId });
}

/** Resolves or reopens; a report already in that state stays as it is (a second moderator's answer). */
export function setReportState(
  store,
  report,
  resolved,
  actorId,
  comment = null,
) {
  if (report.action_taken === resolved) return false;
  const now = store.clock.iso();
  Object.assign(report, {
    action_taken: resolved,
    action_taken_at: resolved ? now : null,
    action_taken_by_id: resolved ? actorId : null,
    action_taken_comment: resolved ? comment : null,
    updated_at: now,
  });
  logAction(
    store,
    actorId,
    "report_update",
    `updated report #${report.id} with '${resolved ? "resolved" : "open"}' state`,
  );
  return true;
}

export function findReport(store, id) {
  const report = store.admin.reports.get(String(id));
  if (!report) throw new ApiFailure(404, "Record not found");
  return report;
}

/** An account's moderation record by id, acct or, for a pending sign-up, its username. */
export function findModeration(store, ref) {
  const key = String(ref ?? "");
  const byId = store.admin.accounts.get(key);
  if (byId) return byId;
  const account = store.findAccount(key);
  if (account) return moderationOf(store, account.id);
  const pending = [...store.admin.accounts.values()].find(
    (r) => r.pending && r.username.toLowerCase() === key.toLowerCase(),
  );
  if (!pending) throw new ApiFailure(404, "Record not found");
  return pending;
}
