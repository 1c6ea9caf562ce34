// Media uploads (kept in memory and served back under /media/uploads/) and
// attachment look-ups.
import path from "node:path";
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { renderAttachment } from "../render.mjs";
import { requireUser } from "./common.mjs";

let uploadSeq = 0;

/** Keeps an uploaded file in memory; returns its path and URL. */
export function storeUpload(store, file) {
  const name =
    path.basename(file.filename || "upload").replace(/[^\w.-]+/g, "_") ||
    "upload";
  const key = `uploads/${++uploadSeq}/${name}`;
  store.uploads.set(key, { data: file.data, mime: file.mime });
  return { key, url: store.mediaUrl(key) };
}

function typeOf(mime) {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  if (mime.startsWith("audio/")) return "audio";
  return "unknown";
}

function parseFocus(text) {
  if (!text) return undefined;
  const [x, y] = String(text).split(",").map(Number);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

function upload(ctx) {
  const owner = requireUser(ctx);
  const file = ctx.files.file;
  if (!file)
    throw new ApiFailure(422, "Validation failed: File can't be blank");
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
    meta: parseFocus(ctx.body.focus)
      ? { focus: parseFocus(ctx.body.focus) }
      : {},
    description: ctx.body.description ?? null,
    blurhash: null,
    mime_type: file.mime,
    account_id: owner,
  };
  ctx.store.media.set(media.id, media);
  return renderAttachment(ctx.render, media);
}

function ownMedia(ctx) {
  const owner = requireUser(ctx);
  const media = ctx.store.media.get(ctx.params.id);
  if (!media || media.account_id !== owner)
    throw new ApiFailure(404, "Record not found");
  return media;
}

/** @param {import("../http.mjs").Router} router */
export function addMediaRoutes(router) {
  router.add("POST", "/api/v1/media", upload);
  router.add("POST", "/api/v2/media", upload);
  router.add("GET", "/api/v1/media/:id", (ctx) =>
    renderAttachment(ctx.render, ownMedia(ctx)),
  );
  router.add("PUT", "/api/v1/media/:id", (ctx) => {
    const media = ownMedia(ctx);
    if (ctx.body.description !== undefined)
      media.description = String(ctx.body.description);
    const focus = parseFocus(ctx.body.focus);
    if (focus) media.meta = { ...media.meta, focus };
    return renderAttachment(ctx.render, media);
  });
  router.add("DELETE", "/api/v1/media/:id", (ctx) => {
    const media = ownMedia(ctx);
    const used = [...ctx.store.statuses.values()].some((s) =>
      s.media_ids.includes(media.id),
    );
    if (used)
      throw new ApiFailure(
        422,
        "Media attachment is currently used by a status",
      );
    ctx.store.media.delete(media.id);
    return reply({});
  });
}
