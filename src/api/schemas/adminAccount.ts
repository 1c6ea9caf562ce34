import * as z from "zod/mini";
import { accountSchema } from "./account";
import { accountRoleSchema, isAdminRole } from "./role";
import {
  dateTime,
  filteredArray,
  flag,
  idSchema,
  ipAddressSchema,
  isRecord,
  maybeBoolean,
  optionalDateTime,
  optionalText,
  orNull,
  text,
} from "./utils";
import { object } from "./zodInternals";

/** Pleroma's TagPolicy tags that do the work of Mastodon's silence and sensitive flags. */
export const SILENCE_TAG = "mrf_tag:force-unlisted";
export const SENSITIVE_TAG = "mrf_tag:media-force-nsfw";

/** Mastodon 4's `manage_reports` permission bit. */
const MANAGE_REPORTS = 1 << 4;

const adminIpSchema = object({
  ip: ipAddressSchema,
  used_at: dateTime,
});

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? value : {};

/** `user@domain` → ["user", "domain"]; a local nickname has no domain. */
function splitNickname(nickname: string): [string, string | null] {
  const at = nickname.indexOf("@");
  return at < 0
    ? [nickname, null]
    : [nickname.slice(0, at), nickname.slice(at + 1)];
}

/**
 * A Pleroma or Akkoma admin user (`/api/v1/pleroma/admin/users`): named by
 * nickname, with `roles`, `tags` and a deactivation flag. Pleroma 2.4 renamed
 * `deactivated`, `confirmation_pending` and `approval_pending` to `is_active`,
 * `is_confirmed` and `is_approved`; both spellings are read. Its one
 * deactivation is what the console calls suspension.
 */
function liftPleromaUser(raw: Record<string, unknown>) {
  const nickname = typeof raw.nickname === "string" ? raw.nickname : "";
  const [username, domain] = splitNickname(nickname);
  const tags = list(raw.tags);
  const roles = record(raw.roles);
  const active =
    typeof raw.is_active === "boolean"
      ? raw.is_active
      : raw.deactivated !== true;
  return {
    id: raw.id,
    username,
    domain: raw.local === false ? domain : null,
    created_at: raw.created_at,
    email: raw.email,
    invite_request: raw.registration_reason,
    confirmed:
      typeof raw.is_confirmed === "boolean"
        ? raw.is_confirmed
        : raw.confirmation_pending !== true,
    approved:
      typeof raw.is_approved === "boolean"
        ? raw.is_approved
        : raw.approval_pending !== true,
    suspended: !active,
    silenced: tags.includes(SILENCE_TAG),
    sensitized: tags.includes(SENSITIVE_TAG),
    nickname,
    tags,
    is_admin: roles.admin,
    is_moderator: roles.moderator,
    actor_type: raw.actor_type,
    account: {
      id: raw.id,
      username,
      acct: nickname,
      display_name: raw.display_name,
      avatar: raw.avatar,
      url: raw.url,
      created_at: raw.created_at,
    },
  };
}

/** A plain account where an admin one belongs (Pleroma's reports carry these). */
function liftPlainAccount(raw: Record<string, unknown>) {
  const acct = typeof raw.acct === "string" ? raw.acct : "";
  const [, domain] = splitNickname(acct);
  const pleroma = record(raw.pleroma);
  const tags = list(pleroma.tags);
  return {
    id: raw.id,
    username: raw.username,
    domain,
    created_at: raw.created_at,
    confirmed: pleroma.is_confirmed !== false,
    approved: pleroma.is_approved !== false,
    suspended: pleroma.deactivated === true || raw.suspended === true,
    silenced: tags.includes(SILENCE_TAG) || raw.limited === true,
    sensitized: tags.includes(SENSITIVE_TAG),
    nickname: acct,
    tags,
    is_admin: pleroma.is_admin,
    is_moderator: pleroma.is_moderator,
    account: raw,
  };
}

function liftAdminAccount(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  if (typeof raw.nickname === "string") return liftPleromaUser(raw);
  if (!("account" in raw) && typeof raw.acct === "string")
    return liftPlainAccount(raw);
  // Mastodon has sent `ip` as the whole record, {user_id, ip, used_at}.
  if (isRecord(raw.ip)) return { ...raw, ip: raw.ip.ip };
  return raw;
}

/** The role Mastodon sends, as staff flags Pleroma's roles also give. */
function staffOf(
  role: z.output<typeof accountRoleSchema> | null,
  isAdmin: boolean | undefined,
  isModerator: boolean | undefined,
) {
  const bits = Number(role?.permissions ?? 0);
  const admin = isAdmin ?? (role ? isAdminRole(role) : false);
  return {
    is_admin: admin,
    is_moderator:
      isModerator ??
      (!admin && Number.isSafeInteger(bits) && (bits & MANAGE_REPORTS) !== 0),
  };
}

/**
 * An account as moderators see it: Mastodon's `Admin::Account`, or Pleroma's
 * admin user (or the plain account its reports carry) read into that shape.
 * `nickname` is what Pleroma-style calls name the account by; `tags` are
 * Pleroma's. The admin API sends role ids and permissions as numbers.
 */
export const adminAccountSchema = z.pipe(
  z.transform(liftAdminAccount),
  z.pipe(
    object({
      id: idSchema,
      username: text,
      domain: optionalText,
      // Pleroma before 2.3 sent no creation date.
      created_at: optionalDateTime,
      email: optionalText,
      ip: orNull(ipAddressSchema),
      ips: filteredArray(adminIpSchema),
      locale: optionalText,
      invite_request: optionalText,
      role: orNull(accountRoleSchema),
      confirmed: flag(),
      approved: flag(),
      disabled: flag(),
      silenced: flag(),
      suspended: flag(),
      sensitized: flag(),
      account: orNull(accountSchema),
      nickname: optionalText,
      tags: filteredArray(z.string()),
      is_admin: maybeBoolean,
      is_moderator: maybeBoolean,
      actor_type: optionalText,
    }),
    z.transform(({ nickname, is_admin, is_moderator, ...account }) => ({
      ...account,
      nickname:
        nickname ??
        (account.domain
          ? `${account.username}@${account.domain}`
          : account.username),
      ...staffOf(account.role, is_admin, is_moderator),
    })),
  ),
);

export type AdminAccount = z.infer<typeof adminAccountSchema>;
