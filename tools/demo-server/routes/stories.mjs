// Pixelfed's stories (capability `stories`, the `pixelfed` preset): its web
// API under /api/web/stories/v1, as pixelfed/pixelfed routes/web-api.php
// (`Route::group(['prefix' => 'web/stories'])`) and StoryController (which
// extends StoryComposeController) serve it. Its rules, as the controllers
// have them: `recent` lists the accounts the viewer follows that have a live
// story (their newest one, `seen` when the viewer saw it; unseen first, the
// viewer's own left out); `profile/:id` is the account's live stories oldest
// first, empty for an account the viewer does not follow; `viewed` takes an
// `id`, records the viewer once (403 for a story of an account they do not
// follow, nothing for their own); `viewers?sid=` lists who saw one of the
// viewer's own live stories, newest first, ten a `page`; `add` takes a
// multipart `file` (JPEG, PNG or MP4) and keeps it unpublished for 24 hours;
// `crop` answers as Pixelfed does (the demo keeps the picture whole);
// `publish` makes it live with a `duration` of 3 to 120 seconds; `delete/:id`
// ends one. Validation errors are Laravel's: 422 `{message, errors}`.
import { ApiFailure } from "../errors.mjs";
import { familiesState, nextFamilyId } from "../familiesState.mjs";
import { reply } from "../http.mjs";
import { account, findAccount, requireUser } from "./common.mjs";
import { storeUpload } from "./media.mjs";

const DAY = 24 * 60 * 60 * 1000;
/** Story::MAX_PER_DAY. */
const MAX_PER_DAY = 20;
const MIME_TYPES = ["image/jpeg", "image/png", "video/mp4"];
/** pixelfed.max_photo_size, in kilobytes (Pixelfed's default). */
const MAX_PHOTO_KB = 15000;

/** Laravel's answer to a request that fails validation. */
function invalid(field, message) {
  return new ApiFailure(422, message, {
    message,
    errors: { [field]: [message] },
  });
}

function required(ctx, field) {
  const value = ctx.body[field] ?? ctx.query.get(field);
  if (value === undefined || value === null || value === "")
    throw invalid(field, `The ${field} field is required.`);
  return value;
}

/** Laravel's `boolean` rule: true, false, 1, 0, "1" or "0". */
function booleanField(ctx, field) {
  const value = required(ctx, field);
  if ([true, 1, "1", "true"].includes(value)) return true;
  if ([false, 0, "0", "false"].includes(value)) return false;
  throw invalid(field, `The ${field} field must be true or false.`);
}

const isLive = (story, now) =>
  story.active && Date.parse(story.expires_at) > now;

function liveStoriesOf(ctx, accountId) {
  const now = ctx.store.clock.now();
  return [...familiesState(ctx.store).stories.values()]
    .filter((s) => s.account_id === accountId && isLive(s, now))
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at));
}

function ownStory(ctx, id, { live = false } = {}) {
  const me = requireUser(ctx);
  const story = familiesState(ctx.store).stories.get(String(id));
  if (
    !story ||
    story.account_id !== me ||
    (live && !isLive(story, ctx.store.clock.now()))
  )
    throw new ApiFailure(404, "Not found");
  return story;
}

function renderNode(ctx, story, viewerId) {
  const seen = story.views.has(viewerId);
  return {
    id: story.id,
    type: story.type,
    duration: story.duration,
    src: story.url,
    created_at: story.created_at,
    expires_at: story.expires_at,
    view_count: story.account_id === viewerId ? story.views.size : null,
    seen,
    progress: seen ? 100 : 0,
    can_reply: story.can_reply,
    can_react: story.can_react,
  };
}

function recent(ctx) {
  const me = requireUser(ctx);
  return ctx.store
    .followingIds(me)
    .map((id) => ({ id, live: liveStoriesOf(ctx, id) }))
    .filter(({ live }) => live.length > 0)
    .map(({ id, live }) => {
      const author = account(ctx, ctx.store.account(id));
      const latest = live[live.length - 1];
      return {
        pid: id,
        avatar: author.avatar,
        local: !author.acct.includes("@"),
        username: author.acct,
        latest: { id: latest.id, type: latest.type, preview_url: latest.url },
        url: `${ctx.store.origin}/stories/${author.username}`,
        seen: latest.views.has(me),
        sid: latest.id,
      };
    })
    .sort((a, b) => Number(a.seen) - Number(b.seen));
}

function profile(ctx) {
  const me = requireUser(ctx);
  const author = findAccount(ctx, ctx.params.id);
  if (author.id !== me && !ctx.store.isFollowing(me, author.id)) return [];
  const nodes = liveStoriesOf(ctx, author.id).map((s) =>
    renderNode(ctx, s, me),
  );
  if (nodes.length === 0) return [];
  return [
    {
      id: nodes[nodes.length - 1].id,
      nodes,
      account: account(ctx, author),
      pid: author.id,
    },
  ];
}

function viewed(ctx) {
  const me = requireUser(ctx);
  const id = String(required(ctx, "id"));
  const story = familiesState(ctx.store).stories.get(id);
  if (!story) throw new ApiFailure(404, "Not found");
  if (story.account_id === me) return [];
  if (!ctx.store.isFollowing(me, story.account_id))
    throw new ApiFailure(403, "This action is unauthorized.");
  if (!story.views.has(me)) story.views.set(me, ctx.store.clock.iso());
  return { code: 200 };
}

function viewers(ctx) {
  const sid = required(ctx, "sid");
  const story = ownStory(ctx, sid, { live: true });
  const page = ctx.query.int("page", 1, { min: 1, max: 1000 });
  return [...story.views.entries()]
    .sort((a, b) => Date.parse(b[1]) - Date.parse(a[1]))
    .slice((page - 1) * 10, page * 10)
    .map(([id]) => account(ctx, ctx.store.account(id)));
}

function add(ctx) {
  const me = requireUser(ctx);
  const file = ctx.files.file;
  if (!file) throw invalid("file", "The file field is required.");
  if (!MIME_TYPES.includes(file.mime))
    throw invalid(
      "file",
      `The file field must be a file of type: ${MIME_TYPES.join(", ")}.`,
    );
  if (file.data.length > MAX_PHOTO_KB * 1024)
    throw invalid(
      "file",
      `The file field must not be greater than ${MAX_PHOTO_KB} kilobytes.`,
    );
  const now = ctx.store.clock.now();
  const live = [...familiesState(ctx.store).stories.values()].filter(
    (s) => s.account_id === me && isLive(s, now),
  );
  if (live.length >= MAX_PER_DAY)
    throw new ApiFailure(
      418,
      "You have reached your limit for new Stories today.",
    );
  const { url } = storeUpload(ctx.store, file);
  const story = makeStory(ctx.store, {
    accountId: me,
    type: file.mime === "video/mp4" ? "video" : "photo",
    url,
    ageMs: 0,
    active: false,
  });
  return {
    code: 200,
    msg: "Successfully added",
    media_id: story.id,
    media_url: `${url}?v=${Math.floor(now / 1000)}`,
    media_type: story.type,
  };
}

function crop(ctx) {
  const id = required(ctx, "media_id");
  if (!/^[1-9]\d*$/.test(String(id)))
    throw invalid("media_id", "The media id field must be an integer.");
  for (const field of ["width", "height", "x", "y"]) required(ctx, field);
  ownStory(ctx, id);
  return { code: 200, msg: "Successfully cropped" };
}

function publish(ctx) {
  const id = required(ctx, "media_id");
  const duration = Number(required(ctx, "duration"));
  if (!Number.isInteger(duration))
    throw invalid("duration", "The duration field must be an integer.");
  if (duration < 3)
    throw invalid("duration", "The duration field must be at least 3.");
  if (duration > 120)
    throw invalid(
      "duration",
      "The duration field must not be greater than 120.",
    );
  const canReply = booleanField(ctx, "can_reply");
  const canReact = booleanField(ctx, "can_react");
  const story = ownStory(ctx, id);
  Object.assign(story, {
    active: true,
    duration,
    can_reply: canReply,
    can_react: canReact,
  });
  return { code: 200, msg: "Successfully published" };
}

function remove(ctx) {
  ownStory(ctx, ctx.params.id).active = false;
  return { code: 200, msg: "Successfully deleted" };
}

/**
 * A story kept in this store's family state (seeded live, uploaded
 * unpublished until `publish`); expires a day after it was made.
 */
export function makeStory(
  store,
  { accountId, type = "photo", url, ageMs, duration = 3, active = true },
) {
  const createdMs = store.clock.now() - ageMs;
  const story = {
    id: nextFamilyId(store),
    account_id: accountId,
    type,
    url,
    duration,
    created_at: new Date(createdMs).toISOString(),
    expires_at: new Date(createdMs + DAY).toISOString(),
    active,
    can_reply: true,
    can_react: true,
    /** viewer id → when they saw it */
    views: new Map(),
  };
  familiesState(store).stories.set(story.id, story);
  return story;
}

/** @param {import("../http.mjs").Router} router */
export function addStoryRoutes(router) {
  const options = { capability: "stories" };
  const add_ = (method, path, handler) =>
    router.add(method, `/api/web/stories/v1${path}`, handler, options);
  add_("GET", "/recent", recent);
  add_("GET", "/viewers", viewers);
  add_("GET", "/profile/:id", profile);
  add_("GET", "/exists/:id", (ctx) => {
    requireUser(ctx);
    return reply(
      liveStoriesOf(ctx, findAccount(ctx, ctx.params.id).id).length > 0,
    );
  });
  add_("POST", "/viewed", viewed);
  add_("POST", "/add", add);
  add_("POST", "/crop", crop);
  add_("POST", "/publish", publish);
  add_("DELETE", "/delete/:id", remove);
}
