// The member's relationships as data (issue 18): GoToSocial's CSV exports
// built from the member's follows, followers, lists, blocks and mutes, and
// imports that apply at once (Pleroma's follow/blocks/mutes_import,
// GoToSocial's /api/v1/import with merge or overwrite).
import { ApiFailure } from "../errors.mjs";
import { Reply, reply } from "../http.mjs";
import { block, follow, mute, unfollow } from "../socialOps.mjs";
import { only } from "../accountSettings.mjs";
import { requireUser } from "./common.mjs";

/** `user@domain`, with the local domain for local members, as exports write handles. */
export const handle = (store, id) => {
  const a = store.account(id);
  return `${a.username}@${a.domain ?? store.localDomain}`;
};

export function csvExports(store, me) {
  const following = store.followingIds(me);
  const pairs = (set) =>
    [...set].filter((k) => k.startsWith(`${me}>`)).map((k) => k.split(">")[1]);
  const lines = (rows) => rows.map((row) => `${row.join(",")}\n`).join("");
  return {
    "following.csv": lines([
      ["Account address", "Show boosts", "Notify on new posts", "Languages"],
      ...following.map((id) => {
        const f = store.follows.get(store.key(me, id));
        return [handle(store, id), String(f.reblogs), String(f.notify), ""];
      }),
    ]),
    "followers.csv": lines([
      ["Account address"],
      ...store.followerIds(me).map((id) => [handle(store, id)]),
    ]),
    "lists.csv": lines(
      [...store.lists.values()]
        .filter((l) => l.owner_id === me)
        .flatMap((l) =>
          [...l.members].map((id) => [l.title, handle(store, id)]),
        ),
    ),
    "blocks.csv": lines(pairs(store.blocks).map((id) => [handle(store, id)])),
    "mutes.csv": lines([
      ["Account address", "Hide notifications"],
      ...pairs(store.mutes).map((id) => [handle(store, id), "true"]),
    ]),
  };
}

function exportCsv(ctx) {
  only(ctx, "gotosocial");
  const accept = ctx.req.headers.accept ?? "*/*";
  if (!accept.includes("text/csv") && !accept.includes("*/*"))
    throw new ApiFailure(
      406,
      "Not Acceptable: this endpoint only produces text/csv",
    );
  const text = csvExports(ctx.store, requireUser(ctx))[ctx.params.file];
  if (text === undefined) throw new ApiFailure(404, ctx.family.notFoundError);
  return new Reply({
    text,
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });
}

/** The accounts a CSV or a plain list names, first column, header rows skipped. */
function accountsIn(store, text) {
  return String(text ?? "")
    .split(/\r?\n/)
    .map((line) => line.split(",")[0].trim().replace(/^@/, ""))
    .filter((name) => name && !/^account address$/i.test(name))
    .map((name) => store.findAccount(name))
    .filter(Boolean);
}

export const attempt = (fn) => {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
  }
};

const APPLY = {
  following: (store, me, id) => attempt(() => follow(store, me, id)),
  blocks: (store, me, id) => block(store, me, id, true),
  mutes: (store, me, id) => mute(store, me, id, true),
};
const CURRENT = {
  following: (store, me) => store.followingIds(me),
  blocks: (store, me) =>
    [...store.blocks]
      .filter((k) => k.startsWith(`${me}>`))
      .map((k) => k.split(">")[1]),
  mutes: (store, me) =>
    [...store.mutes]
      .filter((k) => k.startsWith(`${me}>`))
      .map((k) => k.split(">")[1]),
};
const UNDO = {
  following: (store, me, id) => unfollow(store, me, id),
  blocks: (store, me, id) => block(store, me, id, false),
  mutes: (store, me, id) => mute(store, me, id, false),
};

function applyImport(ctx, type, text, overwrite) {
  const { store } = ctx;
  const me = requireUser(ctx);
  const wanted = accountsIn(store, text).filter((a) => a.id !== me);
  if (overwrite) {
    const keep = new Set(wanted.map((a) => a.id));
    for (const id of CURRENT[type](store, me))
      if (!keep.has(id)) UNDO[type](store, me, id);
  }
  for (const a of wanted) APPLY[type](store, me, a.id);
}

const fileText = (ctx, name) =>
  ctx.files[name] ? ctx.files[name].data.toString("utf8") : ctx.body[name];

/** Pleroma: `list` as a file or text; the job starts (here: is done) at once. */
const pleromaImport = (type) => (ctx) => {
  only(ctx, "pleroma");
  requireUser(ctx);
  const text = fileText(ctx, "list");
  if (!text) throw new ApiFailure(400, "Missing field: list.");
  applyImport(ctx, type, text, false);
  return "job started";
};

function gtsImport(ctx) {
  only(ctx, "gotosocial");
  requireUser(ctx);
  const text = fileText(ctx, "data");
  if (!text) throw new ApiFailure(400, "Bad Request: no data file provided");
  const type = String(ctx.body.type ?? "");
  if (!(type in APPLY))
    throw new ApiFailure(400, `Bad Request: import type ${type} not supported`);
  const mode = String(ctx.body.mode ?? "merge");
  if (mode !== "merge" && mode !== "overwrite")
    throw new ApiFailure(400, `Bad Request: import mode ${mode} not supported`);
  applyImport(ctx, type, text, mode === "overwrite");
  return reply({}, { status: 202 });
}

/** @param {import("../http.mjs").Router} router */
export function addAccountDataRoutes(router) {
  router.add("GET", "/api/v1/exports/:file", exportCsv);
  router.add("POST", "/api/pleroma/follow_import", pleromaImport("following"));
  router.add("POST", "/api/pleroma/blocks_import", pleromaImport("blocks"));
  router.add("POST", "/api/pleroma/mutes_import", pleromaImport("mutes"));
  router.add("POST", "/api/v1/import", gtsImport);
}
