// The member's own profile (issue 18): update_credentials with each family's
// validation errors (JSON, form or multipart with avatar and header), removing
// the avatar or header (Mastodon 4.2), and the preferences the server keeps.
import { memberSettings, only, settingsFamily } from "../accountSettings.mjs";
import { reply } from "../http.mjs";
import { renderText } from "../text.mjs";
import { fieldHtml } from "../seed.mjs";
import { storeUpload } from "./media.mjs";
import { account, requireUser, truthy } from "./common.mjs";

const MB = 1024 * 1024;

/** What each family accepts (Pleroma's profile fields as its demo instance advertises). */
const LIMITS = {
  mastodon: { name: 30, note: 500, fields: 4, fieldText: 255, image: 2 * MB },
  pleroma: { name: 100, note: 5000, fields: 4, fieldText: 2047, image: 2 * MB },
  gotosocial: {
    name: 30,
    note: 5000,
    fields: 6,
    fieldText: 255,
    image: 2 * MB,
  },
};

const VISIBILITIES = ["public", "unlisted", "private", "direct"];

function fieldRows(value) {
  if (!value) return null;
  const rows = Array.isArray(value) ? value : Object.values(value);
  return rows
    .filter((f) => f && String(f.name ?? "").trim())
    .map((f) => ({ name: String(f.name), value: String(f.value ?? "") }));
}

/** Every problem with the request, as [parameter, code, what is wrong]. */
function problems(ctx, limits) {
  const b = ctx.body;
  const found = [];
  const tooLong = (key, text, max) => {
    const length = [...String(text)].length;
    if (length > max)
      found.push([
        key,
        "ERR_TOO_LONG",
        `is too long (maximum is ${max} characters)`,
        length,
        max,
      ]);
  };
  if (b.display_name !== undefined)
    tooLong("display_name", b.display_name, limits.name);
  if (b.note !== undefined) tooLong("note", b.note, limits.note);
  const rows = fieldRows(b.fields_attributes) ?? [];
  if (rows.length > limits.fields)
    found.push([
      "fields",
      "ERR_TOO_LONG",
      `is too long (maximum is ${limits.fields} fields)`,
      rows.length,
      limits.fields,
    ]);
  for (const row of rows)
    if (
      row.name.length > limits.fieldText ||
      row.value.length > limits.fieldText
    )
      found.push([
        "fields",
        "ERR_TOO_LONG",
        `entries are too long (maximum is ${limits.fieldText} characters)`,
        0,
        limits.fieldText,
      ]);
  for (const kind of ["avatar", "header"]) {
    const file = ctx.files[kind];
    if (!file) continue;
    if (!file.mime.startsWith("image/"))
      found.push([kind, "ERR_INVALID", "content type is invalid", 0, 0]);
    else if (file.data.length > limits.image)
      found.push([
        kind,
        "ERR_TOO_LARGE",
        `file size must be less than ${limits.image / MB} MB`,
        file.data.length,
        limits.image,
      ]);
  }
  return found;
}

const LABELS = {
  display_name: "Display name",
  note: "Note",
  fields: "Fields",
  avatar: "Avatar",
  header: "Header",
};

/** Mastodon: 422 with the summary and `details` per parameter. */
function mastodonRefusal(found) {
  const details = {};
  for (const [key, error, description] of found)
    (details[key] ??= []).push({ error, description });
  const summary = found
    .map(([key, , what]) => `${LABELS[key]} ${what}`)
    .join(", ");
  return reply(
    { error: `Validation failed: ${summary}`, details },
    { status: 422 },
  );
}

/** Pleroma and Akkoma name the first problem only, most with 413. */
function pleromaRefusal([[key]]) {
  if (key === "display_name")
    return reply({ error: "Name is too long" }, { status: 413 });
  if (key === "avatar" || key === "header")
    return reply({ error: "File is too large" }, { status: 413 });
  if (key === "fields")
    return reply({ error: "Too many field entries" }, { status: 413 });
  return reply({ error: "Invalid request" }, { status: 403 });
}

/** GoToSocial: 400 "Bad Request: <what>" for the first problem. */
function gotosocialRefusal([[key, code, , actual, max]]) {
  const what = {
    display_name: `display name should be no more than ${max} chars but was ${actual}`,
    note: `note should be no more than ${max} chars but was ${actual}`,
    fields: `cannot have more than ${max} profile fields`,
    avatar:
      code === "ERR_INVALID"
        ? "avatar must be a png, jpeg, gif or webp image"
        : `avatar size ${actual} bytes exceeds the limit of ${max} bytes`,
    header:
      code === "ERR_INVALID"
        ? "header must be a png, jpeg, gif or webp image"
        : `header size ${actual} bytes exceeds the limit of ${max} bytes`,
  }[key];
  return reply({ error: `Bad Request: ${what}` }, { status: 400 });
}

const REFUSALS = {
  mastodon: mastodonRefusal,
  pleroma: pleromaRefusal,
  gotosocial: gotosocialRefusal,
};

function applyUpdate(ctx, me) {
  const { store } = ctx;
  const b = ctx.body;
  if (b.display_name !== undefined) me.display_name = String(b.display_name);
  if (b.note !== undefined) {
    me.note_source = String(b.note);
    me.note = renderText(me.note_source, {
      origin: store.origin,
      emojis: store.emojiCodes,
      resolve: () => null,
    }).html;
  }
  for (const flag of [
    "locked",
    "bot",
    "discoverable",
    "indexable",
    "hide_collections",
  ])
    if (b[flag] !== undefined) me[flag] = truthy(b[flag]);
  // Pleroma hides the two lists apart.
  for (const flag of ["hide_followers", "hide_follows"])
    if (b[flag] !== undefined) me[flag] = truthy(b[flag]);
  if (b.hide_followers !== undefined || b.hide_follows !== undefined)
    me.hide_collections = Boolean(me.hide_followers && me.hide_follows);
  const source = b.source ?? {};
  const privacy = source.privacy ?? b.default_scope;
  if (VISIBILITIES.includes(privacy)) me.default_privacy = privacy;
  if (source.sensitive !== undefined)
    me.default_sensitive = truthy(source.sensitive);
  if (source.language) me.language = String(source.language);
  const rows = fieldRows(b.fields_attributes);
  if (rows) {
    me.fields_source = rows;
    me.fields = rows.map((f) => ({
      ...f,
      value: fieldHtml(f.value),
      verified_at: null,
    }));
  }
  for (const kind of ["avatar", "header"]) {
    const file = ctx.files[kind];
    if (file) me[kind] = storeUpload(store, file).url;
  }
}

function updateCredentials(ctx) {
  const me = ctx.store.account(requireUser(ctx));
  const family = settingsFamily(ctx.family);
  const found = problems(ctx, LIMITS[family]);
  if (found.length) return REFUSALS[family](found);
  applyUpdate(ctx, me);
  return account(ctx, me, { self: true });
}

const removeImage = (kind) => (ctx) => {
  only(ctx, "mastodon");
  const me = ctx.store.account(requireUser(ctx));
  me[kind] = ctx.store.mediaUrl(`${kind}-missing.svg`);
  return account(ctx, me, { self: true });
};

function preferences(ctx) {
  only(ctx, "mastodon", "gotosocial");
  const id = requireUser(ctx);
  const me = ctx.store.account(id);
  const state = memberSettings(ctx.store, id);
  return {
    "posting:default:visibility":
      me.default_privacy ?? (me.locked ? "private" : "public"),
    "posting:default:sensitive": me.default_sensitive ?? false,
    "posting:default:language": me.language,
    "reading:expand:media": state.expandMedia,
    "reading:expand:spoilers": state.expandSpoilers,
  };
}

/** @param {import("../http.mjs").Router} router */
export function addProfileRoutes(router) {
  router.add("PATCH", "/api/v1/accounts/update_credentials", updateCredentials);
  router.add("DELETE", "/api/v1/profile/avatar", removeImage("avatar"));
  router.add("DELETE", "/api/v1/profile/header", removeImage("header"));
  router.add("GET", "/api/v1/preferences", preferences);
}
