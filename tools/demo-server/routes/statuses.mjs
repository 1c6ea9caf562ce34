// /api/v1/statuses/*: posting, editing, deleting, threads, history and the
// interactions on a status; polls.
import { ApiFailure } from "../errors.mjs";
import { dropBookmark, placeBookmark } from "./bookmarkFolders.mjs";
import { bySeqDesc } from "../ids.mjs";
import { pageByPosition, reply } from "../http.mjs";
import { renderPoll } from "../render.mjs";
import { renderAttachment } from "../render.mjs";
import { createStatus, deleteStatus, editStatus } from "../statusOps.mjs";
import { favourite, reblog, unreblog, vote } from "../interactions.mjs";
import { scheduleStatus } from "./scheduled.mjs";
import {
  account,
  accountPage,
  findStatus,
  requireUser,
  status,
  statuses,
} from "./common.mjs";

const idempotency = new Map();

function post(ctx) {
  const me = requireUser(ctx);
  const key = ctx.req.headers["idempotency-key"];
  const cacheKey = key ? `${me}:${key}` : null;
  if (cacheKey && idempotency.has(cacheKey)) {
    const previous = ctx.store.status(idempotency.get(cacheKey));
    if (previous) return status(ctx, previous);
  }
  if (ctx.body.scheduled_at) return scheduleStatus(ctx, me, ctx.body);
  const created = createStatus(ctx.store, me, ctx.body);
  if (cacheKey) idempotency.set(cacheKey, created.id);
  return status(ctx, created);
}

function ownStatus(ctx) {
  const me = requireUser(ctx);
  const found = findStatus(ctx, ctx.params.id);
  if (found.account_id !== me)
    throw new ApiFailure(403, "This action is not allowed");
  return found;
}

function context(ctx) {
  const { store, viewerId } = ctx;
  const target = findStatus(ctx, ctx.params.id);
  const ancestors = [];
  const seen = new Set([target.id]);
  let parent = target.in_reply_to_id
    ? store.status(target.in_reply_to_id)
    : null;
  while (parent && !seen.has(parent.id) && store.canSee(viewerId, parent)) {
    ancestors.unshift(parent);
    seen.add(parent.id);
    parent = parent.in_reply_to_id ? store.status(parent.in_reply_to_id) : null;
  }
  const descendants = [];
  const walk = (id) => {
    for (const child of store.repliesTo(id)) {
      if (
        seen.has(child.id) ||
        !store.canSee(viewerId, child) ||
        store.isHiddenFor(viewerId, child)
      )
        continue;
      seen.add(child.id);
      descendants.push(child);
      walk(child.id);
    }
  };
  walk(target.id);
  return {
    ancestors: statuses(ctx, ancestors),
    descendants: statuses(ctx, descendants),
  };
}

function history(ctx) {
  const target = findStatus(ctx, ctx.params.id);
  const author = account(ctx, ctx.store.account(target.account_id));
  const version = (v) => ({
    content: v.content,
    spoiler_text: v.spoiler_text,
    sensitive: v.sensitive,
    created_at: v.created_at,
    account: author,
    poll: null,
    media_attachments: v.media_ids
      .map((id) => ctx.store.media.get(id))
      .filter(Boolean)
      .map((m) => renderAttachment(ctx.render, m)),
    emojis: ctx.store.emojis.filter((e) => v.emojis.includes(e.shortcode)),
  });
  const current = {
    ...target,
    created_at: target.edited_at ?? target.created_at,
  };
  return [...target.history, current].map(version);
}

const quotes = (ctx) => {
  const target = findStatus(ctx, ctx.params.id);
  const list = ctx.store
    .quotesOf(target.id)
    .filter((s) => ctx.store.canSee(ctx.viewerId, s))
    .sort(bySeqDesc);
  return reply(statuses(ctx, list));
};

function toggle(apply) {
  return (ctx) => {
    const me = requireUser(ctx);
    const target = findStatus(ctx, ctx.params.id);
    const original = target.reblog_id
      ? ctx.store.status(target.reblog_id)
      : target;
    const result = apply(ctx, me, original);
    return status(ctx, result ?? original);
  };
}

/** @param {import("../http.mjs").Router} router */
export function addStatusRoutes(router) {
  router.add("POST", "/api/v1/statuses", post);
  router.add("GET", "/api/v1/statuses", (ctx) =>
    statuses(
      ctx,
      ctx.query
        .list("id")
        .map((id) => ctx.store.status(id))
        .filter((s) => s && ctx.store.canSee(ctx.viewerId, s)),
    ),
  );
  router.add("GET", "/api/v1/statuses/:id", (ctx) =>
    status(ctx, findStatus(ctx, ctx.params.id)),
  );
  router.add("PUT", "/api/v1/statuses/:id", (ctx) =>
    status(ctx, editStatus(ctx.store, ownStatus(ctx), ctx.body)),
  );
  router.add("DELETE", "/api/v1/statuses/:id", (ctx) => {
    const target = ownStatus(ctx);
    const rendered = { ...status(ctx, target), text: target.text };
    deleteStatus(ctx.store, target);
    return rendered;
  });
  router.add("GET", "/api/v1/statuses/:id/context", context);
  router.add("GET", "/api/v1/statuses/:id/history", history);
  router.add("GET", "/api/v1/statuses/:id/source", (ctx) => {
    const target = findStatus(ctx, ctx.params.id);
    return {
      id: target.id,
      text: target.text,
      spoiler_text: target.spoiler_text,
      content_type: "text/plain",
    };
  });
  router.add("GET", "/api/v1/statuses/:id/quotes", quotes);
  router.add("GET", "/api/v1/pleroma/statuses/:id/quotes", quotes);
  router.add("GET", "/api/v1/statuses/:id/favourited_by", (ctx) => {
    const target = findStatus(ctx, ctx.params.id);
    return accountPage(
      ctx,
      pageByPosition(
        ctx,
        [...target.favourited].reverse().map((id) => ctx.store.account(id)),
      ),
    );
  });
  router.add("GET", "/api/v1/statuses/:id/reblogged_by", (ctx) => {
    const target = findStatus(ctx, ctx.params.id);
    const boosters = ctx.store
      .reblogsOf(target.id)
      .map((s) => ctx.store.account(s.account_id));
    return accountPage(ctx, pageByPosition(ctx, boosters));
  });
  router.add(
    "POST",
    "/api/v1/statuses/:id/favourite",
    toggle((ctx, me, s) => favourite(ctx.store, me, s, true)),
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/unfavourite",
    toggle((ctx, me, s) => favourite(ctx.store, me, s, false)),
  );
  router.add("POST", "/api/v1/statuses/:id/reblog", (ctx) => {
    const me = requireUser(ctx);
    const target = findStatus(ctx, ctx.params.id);
    return status(
      ctx,
      reblog(
        ctx.store,
        me,
        target.reblog_id ? ctx.store.status(target.reblog_id) : target,
        ctx.body.visibility,
      ),
    );
  });
  router.add(
    "POST",
    "/api/v1/statuses/:id/unreblog",
    toggle((ctx, me, s) => void unreblog(ctx.store, me, s)),
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/bookmark",
    toggle((ctx, me, s) => {
      s.bookmarked.add(me);
      placeBookmark(ctx, me, s, ctx.body.folder_id);
    }),
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/unbookmark",
    toggle((ctx, me, s) => {
      s.bookmarked.delete(me);
      dropBookmark(ctx.store, me, s);
    }),
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/mute",
    toggle((ctx, me, s) => void s.muted.add(me)),
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/unmute",
    toggle((ctx, me, s) => void s.muted.delete(me)),
  );
  const pin = (on) => (ctx) => {
    const target = ownStatus(ctx);
    if (on && !["public", "unlisted", "private"].includes(target.visibility))
      throw new ApiFailure(422, "Validation failed: Visibility is invalid");
    target.pinned = on;
    return status(ctx, target);
  };
  router.add("POST", "/api/v1/statuses/:id/pin", pin(true));
  router.add("POST", "/api/v1/statuses/:id/unpin", pin(false));

  router.add("GET", "/api/v1/polls/:id", (ctx) => {
    const poll = ctx.store.polls.get(ctx.params.id);
    if (!poll) throw new ApiFailure(404, "Record not found");
    findStatus(ctx, poll.status_id);
    return renderPoll(ctx.render, poll);
  });
  router.add("POST", "/api/v1/polls/:id/votes", (ctx) => {
    const me = requireUser(ctx);
    const poll = ctx.store.polls.get(ctx.params.id);
    if (!poll) throw new ApiFailure(404, "Record not found");
    findStatus(ctx, poll.status_id);
    const choices = Array.isArray(ctx.body.choices)
      ? ctx.body.choices
      : Object.values(ctx.body.choices ?? {});
    vote(ctx.store, me, poll, choices);
    return renderPoll(ctx.render, poll);
  });
}
