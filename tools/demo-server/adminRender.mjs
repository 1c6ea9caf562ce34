// Admin entities in each flavour's shape: Mastodon's Admin::Account and
// Admin::Report (GoToSocial's with its resolution comment), Pleroma's admin
// user and report, and the moderation log.
import { renderAccount } from "./render.mjs";
import { renderStatus } from "./renderStatus.mjs";
import { moderationOf, permissionsOf } from "./adminState.mjs";

export const SILENCE_TAG = "mrf_tag:force-unlisted";
export const SENSITIVE_TAG = "mrf_tag:media-force-nsfw";

/** The account object of a record: the store's, or a pending sign-up's profile. */
export function profileOf(store, record) {
  return store.account(record.id) ?? record.profile ?? null;
}

function roleJson(role) {
  const admin = role === "admin";
  return {
    id: admin ? 3 : role === "moderator" ? 2 : -99,
    name: admin ? "Admin" : role === "moderator" ? "Moderator" : "",
    color: role ? "#d05a2a" : "",
    permissions: permissionsOf(role),
    highlighted: Boolean(role),
  };
}

/** Mastodon's `Admin::Account`. */
export function adminAccountJson(ctx, record) {
  const profile = profileOf(ctx.store, record);
  const local = !record.domain;
  return {
    id: record.id,
    username: record.username,
    domain: record.domain,
    created_at: record.created_at,
    email: local ? record.email : null,
    ip: local ? record.ip : null,
    ips:
      local && record.ip ? [{ ip: record.ip, used_at: record.created_at }] : [],
    locale: record.locale,
    invite_request: record.invite_request,
    role: local ? roleJson(profile?.role ?? null) : null,
    confirmed: record.confirmed,
    approved: record.approved,
    disabled: record.disabled,
    silenced: record.silenced,
    suspended: record.suspended,
    sensitized: record.sensitized,
    account: profile ? renderAccount(ctx.render, profile) : null,
  };
}

/** The tags Pleroma shows: the record's own, and its TagPolicy flags. */
export function tagsOf(record) {
  return [
    ...record.tags,
    ...(record.silenced ? [SILENCE_TAG] : []),
    ...(record.sensitized ? [SENSITIVE_TAG] : []),
  ];
}

/** Pleroma's admin user (`/api/v1/pleroma/admin/users`). */
export function pleromaUserJson(ctx, record) {
  const profile = profileOf(ctx.store, record);
  return {
    id: record.id,
    nickname: record.domain
      ? `${record.username}@${record.domain}`
      : record.username,
    email: record.domain ? null : record.email,
    avatar: profile?.avatar ?? null,
    display_name: profile?.display_name ?? record.username,
    url: profile?.url ?? null,
    local: !record.domain,
    is_active: !record.suspended,
    is_approved: record.approved,
    is_confirmed: record.confirmed,
    roles: {
      admin: profile?.role === "admin",
      moderator: profile?.role === "moderator",
    },
    tags: tagsOf(record),
    actor_type: profile?.bot ? "Service" : "Person",
    registration_reason: record.invite_request,
    created_at: record.created_at,
  };
}

/** A plain account as Pleroma's reports embed it, with what staff see of it. */
function pleromaAccountJson(ctx, accountId) {
  const account = ctx.store.account(accountId);
  if (!account) return null;
  const out = renderAccount(ctx.render, account);
  const record = moderationOf(ctx.store, accountId);
  if (out.pleroma && record)
    out.pleroma = {
      ...out.pleroma,
      tags: tagsOf(record),
      deactivated: record.suspended,
    };
  return out;
}

const rulesOf = (store, ids) =>
  (store.instance.rules ?? [])
    .filter((rule) => ids.includes(rule.id))
    .map((rule) => ({ id: rule.id, text: rule.text, hint: rule.hint ?? "" }));

const statusesOf = (ctx, ids) =>
  ids
    .map((id) => ctx.store.status(id))
    .filter(Boolean)
    .map((status) => renderStatus(ctx.render, status));

const adminOf = (ctx, id) => {
  const record = id ? moderationOf(ctx.store, id) : null;
  return record ? adminAccountJson(ctx, record) : null;
};

/** Mastodon's `Admin::Report`; GoToSocial adds its resolution comment. */
export function adminReportJson(ctx, report) {
  const out = {
    id: report.id,
    action_taken: report.action_taken,
    action_taken_at: report.action_taken_at,
    category: report.category,
    comment: report.comment,
    forwarded: report.forwarded,
    created_at: report.created_at,
    updated_at: report.updated_at,
    account: adminOf(ctx, report.account_id),
    target_account: adminOf(ctx, report.target_account_id),
    assigned_account: adminOf(ctx, report.assigned_id),
    action_taken_by_account: adminOf(ctx, report.action_taken_by_id),
    statuses: statusesOf(ctx, report.status_ids),
    rules: rulesOf(ctx.store, report.rule_ids),
  };
  if (ctx.family.name === "gotosocial")
    out.action_taken_comment = report.action_taken_comment;
  return out;
}

/** Pleroma's admin report: `account` reported, `actor` reporting, `state`. */
export function pleromaReportJson(ctx, report) {
  return {
    id: report.id,
    account: pleromaAccountJson(ctx, report.target_account_id),
    actor: pleromaAccountJson(ctx, report.account_id),
    content: report.comment,
    created_at: report.created_at,
    state: report.action_taken ? "resolved" : "open",
    statuses: statusesOf(ctx, report.status_ids),
    rules: rulesOf(ctx.store, report.rule_ids),
    assigned_account: report.assigned_id
      ? pleromaAccountJson(ctx, report.assigned_id)
      : null,
    notes: report.notes.map((note) => ({
      id: note.id,
      content: note.content,
      user: pleromaAccountJson(ctx, note.user_id),
      created_at: note.created_at,
    })),
  };
}

/** One entry of Pleroma's moderation log. */
export function logEntryJson(store, entry) {
  const actor = store.account(entry.actor_id);
  return {
    id: Number(entry.id),
    data: {
      actor: { id: entry.actor_id, nickname: actor?.username ?? null },
      action: entry.action,
    },
    time: entry.time,
    message: entry.message,
  };
}
