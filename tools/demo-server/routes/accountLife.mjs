// The account itself (issue 18): Pleroma backups that are ready a moment
// after they are asked for and download as a ZIP; aliases; moving, disabling
// and deleting the account, each with the current password.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { follow, unfollow } from "../socialOps.mjs";
import { renderAccount } from "../render.mjs";
import { renderStatus } from "../renderStatus.mjs";
import { storedZip } from "../zip.mjs";
import {
  memberSettings,
  only,
  passwordMatches,
  revokeAccountTokens,
  settingsFamily,
} from "../accountSettings.mjs";
import { attempt, csvExports, handle } from "./accountData.mjs";
import { requireUser } from "./common.mjs";

const success = { status: "success" };
/** How long a requested backup takes to be written. */
const BACKUP_MS = 1500;

function backupArchive(ctx, me) {
  const { store, family } = ctx;
  const render = { store, family, viewerId: me };
  const json = (value) => Buffer.from(JSON.stringify(value, null, 2));
  return storedZip([
    {
      name: "actor.json",
      data: json(renderAccount(render, store.account(me))),
    },
    {
      name: "outbox.json",
      data: json(
        store
          .listStatuses(me, (s) => s.account_id === me)
          .map((s) => renderStatus(render, s)),
      ),
    },
    {
      name: "following.csv",
      data: Buffer.from(csvExports(store, me)["following.csv"]),
    },
  ]);
}

/** A backup as Pleroma lists it; written into the uploads once its time has come. */
function renderBackup(ctx, me, backup) {
  if (!backup.processed && Date.now() >= backup.readyAt) {
    const data = backupArchive(ctx, me);
    ctx.store.uploads.set(backup.key, { data, mime: "application/zip" });
    Object.assign(backup, { processed: true, fileSize: data.length });
  }
  const out = {
    id: backup.id,
    content_type: "application/zip",
    file_size: backup.fileSize,
    inserted_at: backup.insertedAt,
    processed: backup.processed,
    url: ctx.store.mediaUrl(backup.key),
  };
  // Pleroma 2.6 added the state; Akkoma forked before it.
  if (ctx.family.name === "pleroma")
    out.state = backup.processed ? "complete" : "pending";
  return out;
}

function backups(ctx) {
  only(ctx, "pleroma");
  const me = requireUser(ctx);
  return memberSettings(ctx.store, me).backups.map((b) =>
    renderBackup(ctx, me, b),
  );
}

function requestBackup(ctx) {
  only(ctx, "pleroma");
  const me = requireUser(ctx);
  const list = memberSettings(ctx.store, me).backups;
  const insertedAt = ctx.store.clock.iso();
  const stamp = insertedAt.replace(/[-:]/g, "").slice(0, 15);
  const { username } = ctx.store.account(me);
  list.unshift({
    id: String(list.length + 1),
    key: `backups/archive-${username}-${stamp}-${list.length + 1}.zip`,
    insertedAt,
    readyAt: Date.now() + BACKUP_MS,
    processed: false,
    fileSize: 0,
  });
  return backups(ctx);
}

function pleromaPassword(ctx, me) {
  if (!passwordMatches(ctx, me, ctx.body.password))
    throw new ApiFailure(403, "Invalid password.");
}

function aliasTarget(ctx) {
  const target = ctx.store.findAccount(String(ctx.body.alias ?? ""));
  if (!target) throw new ApiFailure(404, "Account not found");
  return handle(ctx.store, target.id);
}

function addAlias(ctx) {
  only(ctx, "pleroma");
  const { aliases } = memberSettings(ctx.store, requireUser(ctx));
  const acct = aliasTarget(ctx);
  if (!aliases.includes(acct)) aliases.push(acct);
  return success;
}

function removeAlias(ctx) {
  only(ctx, "pleroma");
  const state = memberSettings(ctx.store, requireUser(ctx));
  const acct = aliasTarget(ctx);
  if (!state.aliases.includes(acct))
    throw new ApiFailure(404, "Account has no such alias.");
  state.aliases = state.aliases.filter((a) => a !== acct);
  return success;
}

/** Pleroma moves followers to an account that lists this one among its aliases. */
function moveAccount(ctx) {
  only(ctx, "pleroma");
  const { store } = ctx;
  const me = requireUser(ctx);
  pleromaPassword(ctx, me);
  const target = store.findAccount(String(ctx.body.target_account ?? ""));
  if (!target) throw new ApiFailure(404, "Target account not found.");
  if (target.id === me)
    throw new ApiFailure(400, "You can't move to yourself.");
  if (!memberSettings(store, target.id).aliases.includes(handle(store, me)))
    throw new ApiFailure(
      400,
      "Target account must have the origin in its aliases",
    );
  for (const follower of store.followerIds(me)) {
    attempt(() => follow(store, follower, target.id));
    unfollow(store, follower, me);
  }
  store.account(me).moved_id = target.id;
  return success;
}

/** Disabled or deleted: signed out everywhere, and the password no longer signs in. */
function endAccount(ctx, me) {
  revokeAccountTokens(ctx, me);
  ctx.store.passwords.delete(me);
}

function disableAccount(ctx) {
  only(ctx, "pleroma");
  const me = requireUser(ctx);
  pleromaPassword(ctx, me);
  endAccount(ctx, me);
  return success;
}

function deleteAccount(ctx) {
  const me = requireUser(ctx);
  if (settingsFamily(ctx.family) === "pleroma") {
    pleromaPassword(ctx, me);
    endAccount(ctx, me);
    return success;
  }
  if (!ctx.body.password)
    throw new ApiFailure(
      400,
      "Bad Request: no password provided in account delete request",
    );
  if (!passwordMatches(ctx, me, ctx.body.password))
    throw new ApiFailure(403, "Forbidden: password was incorrect");
  endAccount(ctx, me);
  return reply({}, { status: 202 });
}

/** @param {import("../http.mjs").Router} router */
export function addAccountLifeRoutes(router) {
  router.add("GET", "/api/v1/pleroma/backups", backups);
  router.add("POST", "/api/v1/pleroma/backups", requestBackup);
  router.add("GET", "/api/pleroma/aliases", (ctx) => {
    only(ctx, "pleroma");
    return { aliases: memberSettings(ctx.store, requireUser(ctx)).aliases };
  });
  router.add("PUT", "/api/pleroma/aliases", addAlias);
  router.add("DELETE", "/api/pleroma/aliases", removeAlias);
  router.add("POST", "/api/pleroma/move_account", moveAccount);
  router.add("POST", "/api/pleroma/disable_account", disableAccount);
  router.add("POST", "/api/pleroma/delete_account", (ctx) => {
    only(ctx, "pleroma");
    return deleteAccount(ctx);
  });
  router.add("POST", "/api/v1/accounts/delete", (ctx) => {
    only(ctx, "gotosocial");
    return deleteAccount(ctx);
  });
}
