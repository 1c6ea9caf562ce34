// Iceshrimp.NET's drive (capability `drive`, the `iceshrimp` preset), as
// kaido2ki/Iceshrimp.NET's DriveController serves it under
// /api/iceshrimp/drive: folders with their files, upload (multipart `file`,
// `?folderId=`), a file read, changed (filename, description, sensitive) or
// deleted (refused while a post uses it); folders made (POST `folder`
// {name, parentId}), renamed (PUT `folder/:id?name=`, 409 for a name taken
// beside it) and deleted (409 unless empty), as DriveController does. A drive file is a media
// attachment by the same id, as in Iceshrimp.NET, so an upload through
// /api/v1/media shows in the drive's root and a drive file goes in a post's
// `media_ids` as it is.
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { reply } from "../http.mjs";
import { requireUser } from "./common.mjs";
import { storeUpload } from "./media.mjs";

const typeOf = (mime) =>
  ["image", "video", "audio"].find((t) => mime.startsWith(`${t}/`)) ??
  "unknown";

function renderFile(ctx, media) {
  const entry = familiesState(ctx.store).driveFiles.get(media.id);
  return {
    id: media.id,
    url: media.url,
    thumbnailUrl: media.preview_url ?? null,
    filename: entry?.filename ?? media.url.split("/").pop(),
    contentType: media.mime_type ?? "application/octet-stream",
    description: media.description ?? null,
    sensitive: entry?.sensitive ?? false,
  };
}

function ownFile(ctx) {
  const me = requireUser(ctx);
  const media = ctx.store.media.get(ctx.params.id);
  if (!media || media.account_id !== me)
    throw new ApiFailure(404, "File not found");
  return media;
}

function folderListing(ctx, folderId) {
  const me = requireUser(ctx);
  const state = familiesState(ctx.store);
  const folder = folderId ? state.driveFolders.get(folderId) : null;
  if (folderId && (!folder || folder.owner_id !== me))
    throw new ApiFailure(404, "Record not found");
  const files = [...ctx.store.media.values()].filter(
    (m) =>
      m.account_id === me &&
      (state.driveFiles.get(m.id)?.folder_id ?? null) === (folderId ?? null),
  );
  return {
    id: folder?.id ?? null,
    name: folder?.name ?? null,
    parentId: folder?.parent_id ?? null,
    files: files.map((m) => renderFile(ctx, m)),
    folders: [...state.driveFolders.values()]
      .filter((f) => f.owner_id === me && f.parent_id === (folderId ?? null))
      .map(folderEntry),
  };
}

function upload(ctx) {
  const me = requireUser(ctx);
  const file = ctx.files.file;
  if (!file) throw new ApiFailure(400, "Missing file");
  const folderId = ctx.query.get("folderId") ?? null;
  const state = familiesState(ctx.store);
  if (folderId && state.driveFolders.get(folderId)?.owner_id !== me)
    throw new ApiFailure(404, "Folder not found");
  const { url } = storeUpload(ctx.store, file);
  const type = typeOf(file.mime);
  const media = {
    id: ctx.store.nextId(),
    type,
    url,
    preview_url: type === "image" ? url : null,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {},
    description: null,
    blurhash: null,
    mime_type: file.mime,
    account_id: me,
  };
  ctx.store.media.set(media.id, media);
  state.driveFiles.set(media.id, {
    folder_id: folderId,
    filename: file.filename || "upload",
    sensitive: false,
  });
  return renderFile(ctx, media);
}

function ownFolder(ctx) {
  const me = requireUser(ctx);
  const folder = familiesState(ctx.store).driveFolders.get(ctx.params.id);
  if (!folder || folder.owner_id !== me)
    throw new ApiFailure(404, "Record not found");
  return folder;
}

function nameTaken(ctx, name, parentId, exceptId) {
  const me = requireUser(ctx);
  return [...familiesState(ctx.store).driveFolders.values()].some(
    (f) =>
      f.owner_id === me &&
      f.parent_id === parentId &&
      f.id !== exceptId &&
      f.name.toLowerCase() === name.toLowerCase(),
  );
}

const folderEntry = (f) => ({ id: f.id, name: f.name, parentId: f.parent_id });

function folderRoutes(add, base) {
  add("POST", `${base}/folder`, (ctx) => {
    const me = requireUser(ctx);
    const name = String(ctx.body.name ?? "").trim();
    if (!name) throw new ApiFailure(400, "Folder name cannot be empty");
    const parentId = ctx.body.parentId ? String(ctx.body.parentId) : null;
    const state = familiesState(ctx.store);
    if (parentId && state.driveFolders.get(parentId)?.owner_id !== me)
      throw new ApiFailure(404, "Parent folder not found");
    if (nameTaken(ctx, name, parentId, null))
      throw new ApiFailure(409, "A folder with this name already exists");
    const id = ctx.store.nextId();
    const folder = { id, owner_id: me, name, parent_id: parentId };
    state.driveFolders.set(id, folder);
    return { ...folderEntry(folder), files: [], folders: [] };
  });
  add("PUT", `${base}/folder/:id`, (ctx) => {
    const folder = ownFolder(ctx);
    const name = String(ctx.query.get("name") ?? ctx.body.name ?? "").trim();
    if (!name) throw new ApiFailure(400, "Name must not be empty");
    if (nameTaken(ctx, name, folder.parent_id, folder.id))
      throw new ApiFailure(409, "A folder with this name already exists");
    folder.name = name;
    return { ...folderEntry(folder), files: [], folders: [] };
  });
  add("DELETE", `${base}/folder/:id`, (ctx) => {
    const folder = ownFolder(ctx);
    const listing = folderListing(ctx, folder.id);
    if (listing.files.length > 0 || listing.folders.length > 0)
      throw new ApiFailure(409, "Cannot delete a non-empty folder");
    familiesState(ctx.store).driveFolders.delete(folder.id);
    return reply({});
  });
}

/** @param {import("../http.mjs").Router} router */
export function addDriveRoutes(router) {
  const add = (method, path, handler) =>
    router.add(method, path, handler, { capability: "drive" });
  const base = "/api/iceshrimp/drive";
  add("GET", `${base}/folder`, (ctx) => folderListing(ctx, null));
  add("GET", `${base}/folder/:id`, (ctx) => folderListing(ctx, ctx.params.id));
  folderRoutes(add, base);
  add("POST", base, upload);
  add("GET", `${base}/:id`, (ctx) => renderFile(ctx, ownFile(ctx)));
  add("PATCH", `${base}/:id`, (ctx) => {
    const media = ownFile(ctx);
    const state = familiesState(ctx.store);
    const entry = state.driveFiles.get(media.id) ?? {
      folder_id: null,
      filename: media.url.split("/").pop(),
      sensitive: false,
    };
    if (ctx.body.filename) entry.filename = String(ctx.body.filename);
    if (ctx.body.sensitive !== undefined)
      entry.sensitive = ctx.body.sensitive === true;
    media.description =
      ctx.body.description === undefined || ctx.body.description === null
        ? null
        : String(ctx.body.description);
    state.driveFiles.set(media.id, entry);
    return renderFile(ctx, media);
  });
  add("DELETE", `${base}/:id`, (ctx) => {
    const media = ownFile(ctx);
    if (
      [...ctx.store.statuses.values()].some((s) =>
        s.media_ids.includes(media.id),
      )
    )
      throw new ApiFailure(422, "Refusing to delete file: used in note");
    ctx.store.media.delete(media.id);
    familiesState(ctx.store).driveFiles.delete(media.id);
    return reply({}, { status: 202 });
  });
}
