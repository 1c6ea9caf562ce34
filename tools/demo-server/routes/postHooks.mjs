// What the families' own features add to posting and interacting, laid over
// the status routes without changing them: a post to a kmyblue circle
// (visibility `circle` with `circle_id`, kept as kmyblue's `limited`), a
// kmyblue mutuals-only post (visibility `mutual`, kept as `limited` with the
// scope `mutual`, where the family advertises `visibility_mutual`), a post
// to a group (`group_id`), and GoToSocial's interaction policies, under
// which a reply, like or boost may wait for the author's approval
// (routes/interactionRequests.mjs). Also who may see such posts, and the
// groups that search finds where the family has groups (Truth Social's
// search answers `groups` beside accounts, statuses and hashtags).
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { findStatus, requireUser, status } from "./common.mjs";
import { ownCircle } from "./circles.mjs";
import { renderGroup } from "./groups.mjs";
import { policyDecision, requestInteraction } from "./interactionRequests.mjs";

/**
 * Who may see a post of these features, or undefined to leave it to the
 * visibility: a circle post its author and the circle's members, a reply
 * awaiting approval its author and the author of the post it answers, a
 * post in a locked group its members.
 */
export function audienceOf(store, viewerId, post) {
  const author = post.account_id;
  if (post.pending_approval && viewerId !== author) {
    const parent = post.in_reply_to_id
      ? store.status(post.in_reply_to_id)
      : null;
    if (!parent || parent.account_id !== viewerId) return false;
  }
  if (post.circle_id) {
    const circle = familiesState(store).circles.get(post.circle_id);
    return viewerId === author || Boolean(circle?.members.has(viewerId));
  }
  if (post.limited_scope === "mutual")
    return (
      viewerId === author ||
      (viewerId !== null &&
        store.isFollowing(viewerId, author) &&
        store.isFollowing(author, viewerId))
    );
  const groupId = familiesState(store).groupPosts.get(post.id);
  if (groupId) {
    const group = familiesState(store).groups.get(groupId);
    if (group?.locked && !group.members.has(viewerId)) return false;
  }
  return undefined;
}

/** Replaces a registered route's handler with `decorate(handler)`. */
function wrap(router, method, samplePath, decorate) {
  const match = router.match(method, samplePath);
  if (!match?.route)
    throw new Error(`postHooks: no route ${method} ${samplePath}`);
  match.route.handler = decorate(match.route.handler);
}

function refuse(kind) {
  return new ApiFailure(
    403,
    `Forbidden: you do not have permission to ${kind} this status`,
  );
}

function decoratePost(original) {
  return (ctx) => {
    const body = ctx.body;
    // Only the hooks below set these.
    delete body.pending_approval;
    delete body.limited_scope;
    const circleId = body.circle_id;
    delete body.circle_id;
    const groupId = body.group_id === undefined ? null : String(body.group_id);
    delete body.group_id;
    if (body.visibility === "circle") {
      if (!ctx.family.has("circles"))
        throw new ApiFailure(
          422,
          "Validation failed: Visibility is not included in the list",
        );
      body.circle_id = ownCircle(ctx, circleId).id;
      body.visibility = "limited";
    }
    if (body.visibility === "mutual") {
      if (!ctx.family.fedibird.includes("visibility_mutual"))
        throw new ApiFailure(
          422,
          "Validation failed: Visibility is not included in the list",
        );
      body.visibility = "limited";
      body.limited_scope = "mutual";
    }
    if (groupId) {
      const group = familiesState(ctx.store).groups.get(groupId);
      if (!ctx.family.has("groups") || !group || group.suspended)
        throw new ApiFailure(404, "Record not found");
      if (!group.members.has(requireUser(ctx)))
        throw new ApiFailure(403, "You are not a member of this group");
    }
    let parent = null;
    if (body.in_reply_to_id && ctx.family.has("interactionRequests")) {
      parent = findStatus(ctx, body.in_reply_to_id);
      const decision = policyDecision(
        ctx.store,
        requireUser(ctx),
        parent,
        "reply",
      );
      if (decision === "forbidden") throw refuse("reply to");
      if (decision === "pending") body.pending_approval = true;
    }
    const result = original(ctx);
    const created = result?.id ? ctx.store.status(result.id) : null;
    if (created && groupId)
      familiesState(ctx.store).groupPosts.set(created.id, groupId);
    if (created?.pending_approval)
      requestInteraction(ctx.store, {
        type: "reply",
        actor: created.account_id,
        status: parent,
        replyId: created.id,
      });
    return result;
  };
}

/** A like or boost: held for approval, refused, or passed on to the status routes. */
function decorateInteraction(kind) {
  return (original) => (ctx) => {
    if (!ctx.family.has("interactionRequests")) return original(ctx);
    const me = requireUser(ctx);
    const target = findStatus(ctx, ctx.params.id);
    const post = target.reblog_id ? ctx.store.status(target.reblog_id) : target;
    const decision = policyDecision(ctx.store, me, post, kind);
    if (decision === "forbidden") throw refuse(kind);
    if (decision === "allowed") return original(ctx);
    requestInteraction(ctx.store, { type: kind, actor: me, status: post });
    return status(ctx, post);
  };
}

function decorateSearch(original) {
  return (ctx) => {
    const result = original(ctx);
    if (!ctx.family.has("groups")) return result;
    const type = ctx.query.get("type");
    const text = String(ctx.query.get("q") ?? "")
      .trim()
      .toLowerCase();
    const groups =
      text && (!type || type === "groups")
        ? [...familiesState(ctx.store).groups.values()]
            .filter(
              (g) =>
                !g.suspended &&
                `${g.display_name} ${g.note}`.toLowerCase().includes(text),
            )
            .map((g) => renderGroup(ctx, g))
        : [];
    return { ...result, groups };
  };
}

/** @param {import("../http.mjs").Router} router (after every other route is registered) */
export function addPostHooks(router) {
  wrap(router, "POST", "/api/v1/statuses", decoratePost);
  wrap(
    router,
    "POST",
    "/api/v1/statuses/0/favourite",
    decorateInteraction("favourite"),
  );
  wrap(
    router,
    "POST",
    "/api/v1/statuses/0/reblog",
    decorateInteraction("reblog"),
  );
  wrap(router, "GET", "/api/v2/search", decorateSearch);
}
