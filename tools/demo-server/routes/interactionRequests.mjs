// GoToSocial interaction requests (capability `interactionRequests`): a
// like, boost or reply of a member's post waits for their approval when
// their interaction policy (GET/PATCH /api/v1/interaction_policies/defaults,
// accountSettings.mjs) puts the one interacting under `with_approval`. The
// author is told with a `pending.*` notification; GET, authorize and reject
// as superseriousbusiness/gotosocial internal/api/client/interactionrequests/
// serves them. An accepted like or boost takes effect then; an accepted
// reply becomes visible (and is streamed), a rejected one is deleted.
import { memberSettings } from "../accountSettings.mjs";
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { compareIds } from "../ids.mjs";
import { pageByIds, reply } from "../http.mjs";
import { reblog } from "../interactions.mjs";
import { renderAccount } from "../render.mjs";
import { renderStatus } from "../renderStatus.mjs";
import { notify } from "../socialOps.mjs";
import { deleteStatus } from "../statusOps.mjs";
import { requireUser } from "./common.mjs";

function matches(store, audience, actor, status) {
  const author = status.account_id;
  switch (audience) {
    case "public":
      return true;
    case "me":
      return actor === author;
    case "followers":
      return store.isFollowing(actor, author);
    case "following":
      return store.isFollowing(author, actor);
    case "mutuals":
      return (
        store.isFollowing(actor, author) && store.isFollowing(author, actor)
      );
    case "mentioned":
      return status.mentions.includes(actor);
    default:
      return audience === store.account(actor)?.uri;
  }
}

/**
 * What the author's policy says of `actor` doing `kind` (favourite, reblog
 * or reply) to `status`: allowed, pending (with approval) or forbidden.
 */
export function policyDecision(store, actor, status, kind) {
  if (actor === status.account_id) return "allowed";
  const policy = memberSettings(store, status.account_id).interactionPolicies[
    status.visibility
  ]?.[`can_${kind}`];
  if (!policy) return "allowed";
  if (policy.always.some((a) => matches(store, a, actor, status)))
    return "allowed";
  if (policy.with_approval.some((a) => matches(store, a, actor, status)))
    return "pending";
  return "forbidden";
}

/** Records a pending interaction (once per kind, account and post) and tells the author. */
export function requestInteraction(
  store,
  { type, actor, status, replyId = null },
) {
  const state = familiesState(store);
  for (const r of state.interactionRequests.values())
    if (
      r.type === type &&
      r.account_id === actor &&
      r.status_id === status.id &&
      !r.accepted_at &&
      !r.rejected_at &&
      type !== "reply"
    )
      return r;
  const request = {
    id: store.nextId(),
    type,
    account_id: actor,
    status_id: status.id,
    reply_id: replyId,
    created_at: store.clock.iso(),
    accepted_at: null,
    rejected_at: null,
  };
  state.interactionRequests.set(request.id, request);
  notify(store, {
    to: status.account_id,
    type: `pending.${type}`,
    from: actor,
    status: replyId ?? status.id,
  });
  return request;
}

function render(ctx, request) {
  const target = ctx.store.status(request.status_id);
  const replyStatus = request.reply_id
    ? ctx.store.status(request.reply_id)
    : null;
  return {
    id: request.id,
    type: request.type,
    created_at: request.created_at,
    account: renderAccount(ctx.render, ctx.store.account(request.account_id)),
    status: target ? renderStatus(ctx.render, target) : null,
    reply: replyStatus ? renderStatus(ctx.render, replyStatus) : null,
    accepted_at: request.accepted_at,
    rejected_at: request.rejected_at,
    uri: `${ctx.store.origin}/users/${ctx.store.account(target?.account_id)?.username}/authorizations/${request.id}`,
  };
}

/** A request on one of the viewer's posts, else 404. */
function ownRequest(ctx) {
  const me = requireUser(ctx);
  const request = familiesState(ctx.store).interactionRequests.get(
    ctx.params.id,
  );
  if (!request || ctx.store.status(request.status_id)?.account_id !== me)
    throw new ApiFailure(404, "Record not found");
  if (request.accepted_at || request.rejected_at)
    throw new ApiFailure(
      422,
      "Unprocessable Entity: interaction request already handled",
    );
  return request;
}

function accept(ctx, request) {
  const { store } = ctx;
  const target = store.status(request.status_id);
  if (request.type === "favourite") target.favourited.add(request.account_id);
  if (request.type === "reblog") reblog(store, request.account_id, target);
  if (request.type === "reply") {
    const replyStatus = store.status(request.reply_id);
    if (replyStatus) {
      replyStatus.pending_approval = false;
      // Streamed now, to those who may see it at last.
      store.emit("status.created", replyStatus);
    }
  }
  request.accepted_at = store.clock.iso();
}

function reject(ctx, request) {
  if (request.type === "reply") {
    const replyStatus = ctx.store.status(request.reply_id);
    if (replyStatus) deleteStatus(ctx.store, replyStatus);
  }
  request.rejected_at = ctx.store.clock.iso();
}

const flag = (ctx, name) => {
  const value = ctx.query.get(name);
  return value === undefined ? true : value === "true" || value === "1";
};

/** @param {import("../http.mjs").Router} router */
export function addInteractionRequestRoutes(router) {
  const options = { capability: "interactionRequests" };
  router.add(
    "GET",
    "/api/v1/interaction_requests",
    (ctx) => {
      const me = requireUser(ctx);
      const kinds = new Set(
        [
          ["favourite", flag(ctx, "favourites")],
          ["reply", flag(ctx, "replies")],
          ["reblog", flag(ctx, "reblogs")],
        ]
          .filter(([, on]) => on)
          .map(([kind]) => kind),
      );
      if (kinds.size === 0)
        throw new ApiFailure(
          400,
          "Bad Request: at least one of favourites, replies, or boosts must be true",
        );
      const statusId = ctx.query.get("status_id");
      const list = [...familiesState(ctx.store).interactionRequests.values()]
        .filter(
          (r) =>
            !r.accepted_at &&
            !r.rejected_at &&
            kinds.has(r.type) &&
            (!statusId || r.status_id === statusId) &&
            ctx.store.status(r.status_id)?.account_id === me,
        )
        .sort((a, b) => compareIds(b.id, a.id));
      const { page, headers } = pageByIds(ctx, list, {
        defaultLimit: 40,
        maxLimit: 80,
        idOf: (r) => r.id,
      });
      return reply(
        page.map((r) => render(ctx, r)),
        { headers },
      );
    },
    options,
  );
  router.add(
    "GET",
    "/api/v1/interaction_requests/:id",
    (ctx) => {
      const me = requireUser(ctx);
      const request = familiesState(ctx.store).interactionRequests.get(
        ctx.params.id,
      );
      if (!request || ctx.store.status(request.status_id)?.account_id !== me)
        throw new ApiFailure(404, "Record not found");
      return render(ctx, request);
    },
    options,
  );
  for (const [verb, answer] of [
    ["authorize", accept],
    ["reject", reject],
  ])
    router.add(
      "POST",
      `/api/v1/interaction_requests/:id/${verb}`,
      (ctx) => {
        const request = ownRequest(ctx);
        answer(ctx, request);
        return render(ctx, request);
      },
      options,
    );
}
