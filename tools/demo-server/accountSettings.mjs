// What the member's account settings keep beside the account record (issue
// 18): two-factor secrets, aliases, backups, notification and interaction
// policies, per member and per loaded seed (a reset forgets them, as it
// forgets every other change). Also the helpers the settings routes share:
// which family's answers to give, password checks, token revocation and TOTP.
import { createHmac, randomBytes } from "node:crypto";
import { ApiFailure } from "./errors.mjs";

/** Which family's settings API a presented family speaks. */
export function settingsFamily(family) {
  if (family.has("pleromaEntities")) return "pleroma";
  return family.name === "gotosocial" ? "gotosocial" : "mastodon";
}

/** Answers 404, as a server without the call does, unless the family is one of `names`. */
export function only(ctx, ...names) {
  if (!names.includes(settingsFamily(ctx.family)))
    throw new ApiFailure(404, ctx.family.notFoundError);
}

const GTS_AUDIENCE = (always) => ({ always, with_approval: [] });
const gtsPolicy = (always, reblog = always) => ({
  can_favourite: GTS_AUDIENCE(always),
  can_reblog: GTS_AUDIENCE(reblog),
  can_reply: GTS_AUDIENCE(always),
});

/**
 * GoToSocial's defaults for new posts, per visibility: only the author
 * boosts followers-only and direct posts.
 */
export const DEFAULT_INTERACTION_POLICIES = {
  public: gtsPolicy(["public", "me"]),
  unlisted: gtsPolicy(["public", "me"]),
  private: gtsPolicy(["followers", "mentioned", "me"], ["me"]),
  direct: gtsPolicy(["mentioned", "me"], ["me"]),
};

const states = new WeakMap();

/** The settings state of one member in this store, made on first use. */
export function memberSettings(store, accountId) {
  let byAccount = states.get(store);
  if (!byAccount) states.set(store, (byAccount = new Map()));
  let state = byAccount.get(accountId);
  if (!state) {
    state = {
      expandMedia: "default",
      expandSpoilers: false,
      notificationPolicy: {
        for_not_following: "accept",
        for_not_followers: "accept",
        for_new_accounts: "accept",
        for_private_mentions: "filter",
        for_limited_accounts: "filter",
      },
      interactionPolicies: structuredClone(DEFAULT_INTERACTION_POLICIES),
      /** secret: the confirmed TOTP key; pending: one handed out, not yet confirmed. */
      mfa: { secret: null, pending: null, enabledAt: null, backupCodes: [] },
      /** acct handles */
      aliases: [],
      backups: [],
    };
    byAccount.set(accountId, state);
  }
  return state;
}

export function passwordMatches(ctx, accountId, password) {
  const stored = ctx.store.passwords.get(accountId);
  return stored !== undefined && stored === String(password ?? "");
}

/** Ends one session: its token answers 401 from now on and its sockets close. */
export function revokeToken(ctx, record) {
  ctx.auth.tokens.delete(record.access_token);
  ctx.store.emit("token.revoked", record.access_token);
}

export function revokeAccountTokens(ctx, accountId) {
  for (const record of [...ctx.auth.tokens.values()])
    if (record.account_id === accountId) revokeToken(ctx, record);
}

// TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) with base32 keys,
// as authenticator apps expect.
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function newTotpSecret() {
  let bits = "";
  for (const byte of randomBytes(20)) bits += byte.toString(2).padStart(8, "0");
  return bits
    .match(/.{5}/g)
    .map((b) => BASE32[parseInt(b, 2)])
    .join("");
}

function base32Bytes(secret) {
  const bits = [...secret.toUpperCase()]
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  return Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
}

export function totpCode(secret, timeMs = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30000)));
  const hmac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/** A code from the step before, now or after is accepted (clock drift). */
export function totpMatches(secret, code) {
  const now = Date.now();
  return [-30000, 0, 30000].some(
    (drift) => totpCode(secret, now + drift) === String(code ?? "").trim(),
  );
}

export function otpauthUri(ctx, account, secret) {
  const label = encodeURIComponent(
    `${ctx.store.localDomain}:${account.username}`,
  );
  const issuer = encodeURIComponent(ctx.store.localDomain);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

export function newBackupCodes() {
  return Array.from({ length: 10 }, () =>
    randomBytes(5)
      .toString("hex")
      .replace(/(.{5})/, "$1-"),
  );
}
