// Password, e-mail and two-factor sign-in of the member (issue 18), as
// Pleroma-style families (/api/pleroma/...) and GoToSocial (/api/v1/user/...)
// answer them, wrong current passwords included: Pleroma 403 "Invalid
// password." (422 on the two-factor calls), GoToSocial 401 "Unauthorized:
// ... password was incorrect" (its real status: not a revoked token).
import { ApiFailure } from "../errors.mjs";
import { Reply, reply } from "../http.mjs";
import {
  memberSettings,
  newBackupCodes,
  newTotpSecret,
  only,
  otpauthUri,
  passwordMatches,
  settingsFamily,
  totpMatches,
} from "../accountSettings.mjs";
import { requireUser } from "./common.mjs";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const success = { status: "success" };

function pleromaPassword(ctx, id, status = 403) {
  if (!passwordMatches(ctx, id, ctx.body.password))
    throw new ApiFailure(status, "Invalid password.");
}

function gtsPassword(ctx, id, value, what = "password was incorrect") {
  if (!passwordMatches(ctx, id, value))
    throw new ApiFailure(401, `Unauthorized: ${what}`);
}

function pleromaChangePassword(ctx) {
  only(ctx, "pleroma");
  const id = requireUser(ctx);
  pleromaPassword(ctx, id);
  const next = String(ctx.body.new_password ?? "");
  if (!next) throw new ApiFailure(400, "New password can't be blank.");
  if (next !== String(ctx.body.new_password_confirmation ?? ""))
    throw new ApiFailure(400, "New password does not match confirmation.");
  ctx.store.passwords.set(id, next);
  return success;
}

function gtsChangePassword(ctx) {
  only(ctx, "gotosocial");
  const id = requireUser(ctx);
  const old = String(ctx.body.old_password ?? "");
  const next = String(ctx.body.new_password ?? "");
  if (!old || !next) {
    const missing = old ? "new_password" : "old_password";
    throw new ApiFailure(
      400,
      `Bad Request: password change request missing field ${missing}`,
    );
  }
  gtsPassword(ctx, id, old, "old password was incorrect");
  if (next.length < 8)
    throw new ApiFailure(
      400,
      "Bad Request: insecure password, try using a longer password",
    );
  if (next === old)
    throw new ApiFailure(
      400,
      "Bad Request: new password cannot be the same as previous password",
    );
  ctx.store.passwords.set(id, next);
  return { status: "OK" };
}

function changeEmail(ctx) {
  const family = settingsFamily(ctx.family);
  only(ctx, "pleroma", "gotosocial");
  const id = requireUser(ctx);
  if (family === "pleroma") pleromaPassword(ctx, id);
  else gtsPassword(ctx, id, ctx.body.password);
  const email = String(
    (family === "pleroma" ? ctx.body.email : ctx.body.new_email) ?? "",
  );
  if (!EMAIL.test(email)) {
    throw new ApiFailure(
      400,
      family === "pleroma"
        ? "Email has invalid format."
        : `Bad Request: ${email} is not a valid email address`,
    );
  }
  if (family === "pleroma") {
    ctx.store.emails.set(id, email);
    return success;
  }
  // GoToSocial keeps the new address unconfirmed until its link is followed.
  if (email === ctx.store.emails.get(id))
    throw new ApiFailure(
      400,
      "Bad Request: new email address cannot be the same as current email address",
    );
  memberSettings(ctx.store, id).unconfirmedEmail = email;
  return gtsUser(ctx);
}

/** Pleroma: `{settings: {enabled, totp}}`. */
function pleromaMfa(ctx) {
  only(ctx, "pleroma");
  const { mfa } = memberSettings(ctx.store, requireUser(ctx));
  const on = mfa.secret !== null;
  return { settings: { enabled: on, totp: on } };
}

function pleromaSetup(ctx) {
  only(ctx, "pleroma");
  if (ctx.params.method !== "totp")
    throw new ApiFailure(400, "undefined method");
  const id = requireUser(ctx);
  const { mfa } = memberSettings(ctx.store, id);
  mfa.pending = newTotpSecret();
  return {
    key: mfa.pending,
    provisioning_uri: otpauthUri(ctx, ctx.store.account(id), mfa.pending),
  };
}

function pleromaConfirm(ctx) {
  only(ctx, "pleroma");
  const id = requireUser(ctx);
  const { mfa } = memberSettings(ctx.store, id);
  pleromaPassword(ctx, id, 422);
  if (!mfa.pending || !totpMatches(mfa.pending, ctx.body.code))
    throw new ApiFailure(422, "invalid_token");
  Object.assign(mfa, {
    secret: mfa.pending,
    pending: null,
    enabledAt: ctx.store.clock.iso(),
  });
  return {};
}

function pleromaBackupCodes(ctx) {
  only(ctx, "pleroma");
  const { mfa } = memberSettings(ctx.store, requireUser(ctx));
  mfa.backupCodes = newBackupCodes();
  return { codes: mfa.backupCodes };
}

function pleromaDisable(ctx) {
  only(ctx, "pleroma");
  const id = requireUser(ctx);
  pleromaPassword(ctx, id, 422);
  Object.assign(memberSettings(ctx.store, id).mfa, {
    secret: null,
    enabledAt: null,
    backupCodes: [],
  });
  return {};
}

/** GoToSocial's own view of the member (`/api/v1/user`). */
function gtsUser(ctx) {
  only(ctx, "gotosocial");
  const id = requireUser(ctx);
  const me = ctx.store.account(id);
  return {
    id,
    account_id: id,
    created_at: me.created_at,
    email: ctx.store.emails.get(id) ?? null,
    unconfirmed_email: memberSettings(ctx.store, id).unconfirmedEmail ?? null,
    reason: null,
    admin: me.role === "admin",
    moderator: me.role === "moderator",
    disabled: false,
    approved: true,
    two_factor_enabled_at: memberSettings(ctx.store, id).mfa.enabledAt,
  };
}

function accepts(ctx, type) {
  const accept = ctx.req.headers.accept ?? "*/*";
  if (!accept.includes(type) && !accept.includes("*/*"))
    throw new ApiFailure(
      406,
      `Not Acceptable: this endpoint only produces ${type}`,
    );
}

function gtsQrUri(ctx) {
  only(ctx, "gotosocial");
  accepts(ctx, "text/plain");
  const id = requireUser(ctx);
  const { mfa } = memberSettings(ctx.store, id);
  if (mfa.secret)
    throw new ApiFailure(
      409,
      "Conflict: 2fa already enabled; disable it first then try again",
    );
  mfa.pending ??= newTotpSecret();
  return new Reply({
    text: otpauthUri(ctx, ctx.store.account(id), mfa.pending),
  });
}

function gtsEnable(ctx) {
  only(ctx, "gotosocial");
  const { mfa } = memberSettings(ctx.store, requireUser(ctx));
  if (mfa.secret) throw new ApiFailure(409, "Conflict: 2fa already enabled");
  if (!mfa.pending || !totpMatches(mfa.pending, ctx.body.code))
    throw new ApiFailure(403, "Forbidden: invalid code provided");
  mfa.backupCodes = newBackupCodes();
  Object.assign(mfa, {
    secret: mfa.pending,
    pending: null,
    enabledAt: ctx.store.clock.iso(),
  });
  return mfa.backupCodes;
}

function gtsDisable(ctx) {
  only(ctx, "gotosocial");
  const id = requireUser(ctx);
  const { mfa } = memberSettings(ctx.store, id);
  gtsPassword(ctx, id, ctx.body.password);
  if (!mfa.secret) throw new ApiFailure(409, "Conflict: 2fa already disabled");
  Object.assign(mfa, { secret: null, enabledAt: null, backupCodes: [] });
  return reply({});
}

/** @param {import("../http.mjs").Router} router */
export function addSecurityRoutes(router) {
  router.add("POST", "/api/pleroma/change_password", pleromaChangePassword);
  router.add("POST", "/api/v1/user/password_change", gtsChangePassword);
  router.add("POST", "/api/pleroma/change_email", changeEmail);
  router.add("POST", "/api/v1/user/email_change", changeEmail);
  router.add("GET", "/api/pleroma/accounts/mfa", pleromaMfa);
  router.add(
    "GET",
    "/api/pleroma/accounts/mfa/backup_codes",
    pleromaBackupCodes,
  );
  router.add("GET", "/api/pleroma/accounts/mfa/setup/:method", pleromaSetup);
  router.add(
    "POST",
    "/api/pleroma/accounts/mfa/confirm/:method",
    pleromaConfirm,
  );
  router.add("DELETE", "/api/pleroma/accounts/mfa/:method", pleromaDisable);
  router.add("GET", "/api/v1/user", gtsUser);
  router.add("GET", "/api/v1/user/2fa/qruri", gtsQrUri);
  router.add("POST", "/api/v1/user/2fa/enable", gtsEnable);
  router.add("POST", "/api/v1/user/2fa/disable", gtsDisable);
}
