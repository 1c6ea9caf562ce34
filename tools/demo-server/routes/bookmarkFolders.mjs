// Bookmark folders: Pleroma's /api/v1/pleroma/bookmark_folders (with the
// `bookmark_folders` feature; a bookmark sits in one folder, chosen with
// `folder_id` when bookmarking) and the kmyblue-style
// /api/v1/bookmark_categories of Mastodon forks (with that fedibird
// capability; a category holds any bookmarks, added by `status_ids`).
import { ApiFailure } from "../errors.mjs";
import { pageByIds, reply } from "../http.mjs";
import { nextMemberId } from "../memberState.mjs";
import { requireUser, statusPage } from "./common.mjs";

const hasPleromaFolders = (family) =>
  family.has("pleromaEntities") && family.features.includes("bookmark_folders");
const hasCategories = (family) =>
  family.fedibird.includes("kmyblue_bookmark_category");

const foldersOf = (store, me) =>
  [...store.member.folders.values()].filter((f) => f.owner_id === me);

/** The viewer's folder holding the status (Pleroma's `pleroma.bookmark_folder`), or null. */
export function folderOf({ store, viewerId }, status) {
  if (!viewerId) return null;
  return (
    foldersOf(store, viewerId).find((f) => f.status_ids.has(status.id))?.id ??
    null
  );
}

/**
 * After POST .../bookmark: on Pleroma-style families the bookmark moves to
 * `folderId` (or out of every folder without one).
 */
export function placeBookmark(ctx, me, status, folderId) {
  if (!hasPleromaFolders(ctx.family)) return;
  const target = folderId ? ownFolder(ctx, String(folderId)) : null;
  for (const folder of foldersOf(ctx.store, me))
    folder.status_ids.delete(status.id);
  target?.status_ids.add(status.id);
}

/** After unbookmarking: the post leaves every folder. */
export function dropBookmark(store, me, status) {
  for (const folder of foldersOf(store, me))
    folder.status_ids.delete(status.id);
}

/** GET /api/v1/bookmarks?folder_id=: whether the status is in that folder. */
export function inFolder(ctx, me, folderId) {
  if (!folderId) return () => true;
  const folder = ownFolder(ctx, String(folderId));
  return (status) => folder.status_ids.has(status.id);
}

function ownFolder(ctx, id = ctx.params.id) {
  const me = requireUser(ctx);
  const folder = ctx.store.member.folders.get(id);
  if (!folder || folder.owner_id !== me)
    throw new ApiFailure(404, "Record not found");
  return folder;
}

function emojiUrl(store, emoji) {
  const code = /^:?([\w-]+):?$/.exec(emoji ?? "")?.[1];
  return store.emojis.find((e) => e.shortcode === code)?.url ?? null;
}

const pleromaJson = (store, f) => ({
  id: f.id,
  name: f.name,
  emoji: f.emoji,
  emoji_url: emojiUrl(store, f.emoji),
});
const categoryJson = (f) => ({ id: f.id, title: f.name });

function saveFolder(ctx, folder, name, emoji) {
  const text = String(name ?? folder.name).trim();
  if (!text)
    throw new ApiFailure(422, "Validation failed: Name can't be blank");
  folder.name = text;
  if (emoji !== undefined) folder.emoji = emoji || null;
  ctx.store.member.folders.set(folder.id, folder);
  return folder;
}

const newFolder = (ctx) => ({
  id: nextMemberId(ctx.store),
  owner_id: requireUser(ctx),
  name: "",
  emoji: null,
  status_ids: new Set(),
});

const statusIds = (ctx) =>
  [...ctx.query.list("status_ids"), ...[ctx.body.status_ids ?? []].flat()].map(
    String,
  );

/** @param {import("../http.mjs").Router} router */
export function addBookmarkFolderRoutes(router) {
  const pleroma = (method, path, handler) =>
    router.add(method, `/api/v1/pleroma/bookmark_folders${path}`, (ctx) => {
      if (!hasPleromaFolders(ctx.family))
        throw new ApiFailure(404, "Not found");
      return handler(ctx);
    });
  pleroma("GET", "", (ctx) =>
    foldersOf(ctx.store, requireUser(ctx)).map((f) =>
      pleromaJson(ctx.store, f),
    ),
  );
  pleroma("POST", "", (ctx) =>
    pleromaJson(
      ctx.store,
      saveFolder(
        ctx,
        newFolder(ctx),
        ctx.body.name ?? ctx.body.title,
        ctx.body.emoji,
      ),
    ),
  );
  pleroma("PATCH", "/:id", (ctx) =>
    pleromaJson(
      ctx.store,
      saveFolder(
        ctx,
        ownFolder(ctx),
        ctx.body.name ?? ctx.body.title,
        ctx.body.emoji,
      ),
    ),
  );
  pleroma("DELETE", "/:id", (ctx) => {
    const folder = ownFolder(ctx);
    ctx.store.member.folders.delete(folder.id);
    return pleromaJson(ctx.store, folder);
  });

  const kmyblue = (method, path, handler) =>
    router.add(method, path, (ctx) => {
      if (!hasCategories(ctx.family)) throw new ApiFailure(404, "Not found");
      return handler(ctx);
    });
  const base = "/api/v1/bookmark_categories";
  kmyblue("GET", base, (ctx) =>
    foldersOf(ctx.store, requireUser(ctx)).map(categoryJson),
  );
  kmyblue("POST", base, (ctx) =>
    categoryJson(
      saveFolder(ctx, newFolder(ctx), ctx.body.title ?? ctx.body.name),
    ),
  );
  kmyblue("GET", `${base}/:id`, (ctx) => categoryJson(ownFolder(ctx)));
  for (const method of ["PUT", "PATCH"])
    kmyblue(method, `${base}/:id`, (ctx) =>
      categoryJson(
        saveFolder(ctx, ownFolder(ctx), ctx.body.title ?? ctx.body.name),
      ),
    );
  kmyblue("DELETE", `${base}/:id`, (ctx) => {
    ctx.store.member.folders.delete(ownFolder(ctx).id);
    return reply({});
  });
  kmyblue("GET", `${base}/:id/statuses`, (ctx) => {
    const folder = ownFolder(ctx);
    const me = requireUser(ctx);
    const list = ctx.store.listStatuses(
      me,
      (s) => folder.status_ids.has(s.id) && s.bookmarked.has(me),
    );
    return statusPage(ctx, pageByIds(ctx, list));
  });
  kmyblue("POST", `${base}/:id/statuses`, (ctx) => {
    const folder = ownFolder(ctx);
    const me = requireUser(ctx);
    for (const id of statusIds(ctx)) {
      const status = ctx.store.status(id);
      if (!status || !ctx.store.canSee(me, status))
        throw new ApiFailure(404, "Record not found");
      status.bookmarked.add(me);
      folder.status_ids.add(id);
    }
    return reply({});
  });
  kmyblue("DELETE", `${base}/:id/statuses`, (ctx) => {
    const folder = ownFolder(ctx);
    for (const id of statusIds(ctx)) folder.status_ids.delete(id);
    return reply({});
  });
  kmyblue("GET", "/api/v1/statuses/:id/bookmark_categories", (ctx) => {
    const me = requireUser(ctx);
    return foldersOf(ctx.store, me)
      .filter((f) => f.status_ids.has(ctx.params.id))
      .map(categoryJson);
  });
}
