// Changes staff make to accounts, shared by both admin flavours; each one is
// written to the moderation log.
import { ApiFailure } from "./errors.mjs";
import { logAction } from "./adminState.mjs";

/** A pending sign-up joins the server: its profile becomes a real account. */
export function approveAccount(store, record, actorId) {
  if (!record.pending) return record;
  record.pending = false;
  record.approved = true;
  store.addAccount(record.profile);
  delete record.profile;
  logAction(
    store,
    actorId,
    "approve",
    `approved the sign-up of @${record.username}`,
  );
  return record;
}

/** A pending sign-up is turned away, its account with it. */
export function rejectAccount(store, record, actorId) {
  if (!record.pending) return record;
  store.admin.accounts.delete(record.id);
  logAction(
    store,
    actorId,
    "reject",
    `rejected the sign-up of @${record.username}`,
  );
  return record;
}

/** Mastodon answers approve and reject of an account that is not pending with 403. */
export function requirePending(record) {
  if (!record.pending) throw new ApiFailure(403, "This action is not allowed");
  return record;
}

const DESCRIBE = {
  warn: "warned",
  disable: "disabled the login of",
  sensitive: "marked the media of",
  silence: "limited",
  suspend: "suspended",
  enable: "enabled the login of",
  unsilence: "lifted the limit on",
  unsuspend: "unsuspended",
  unsensitive: "unmarked the media of",
};

/** Sets moderation flags (`{ silenced: true }`, …) and logs the action. */
export function setFlags(store, record, flags, actorId, action) {
  Object.assign(record, flags);
  const what = DESCRIBE[action] ?? action;
  logAction(store, actorId, action, `${what} @${record.username}`);
  return record;
}

/** Whether `ip` falls in `query`: an address, the start of one, or an IPv4 CIDR range. */
export function ipMatches(ip, query) {
  if (!ip) return false;
  const [base, bits] = String(query).split("/");
  if (bits === undefined || !base.includes(".") || !ip.includes("."))
    return ip.startsWith(base);
  const number = (text) =>
    text.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
  const mask = Number(bits) === 0 ? 0 : 2 ** 32 - 2 ** (32 - Number(bits));
  const masked = (n) => Math.floor(n / 2 ** (32 - Number(bits)));
  return mask === 0 || masked(number(ip)) === masked(number(base));
}
