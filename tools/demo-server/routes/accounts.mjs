// /api/v1/accounts/*: profiles, their statuses and connections, and what a
// member does to another account.
import { ApiFailure } from "../errors.mjs";
import { bySeqDesc } from "../ids.mjs";
import { pageByIds, pageByPosition, reply } from "../http.mjs";
import { block, follow, mute, unfollow } from "../socialOps.mjs";
import { muteFor } from "./blocking.mjs";
import {
  account,
  accountPage,
  findAccount,
  relationship,
  requireUser,
  statusPage,
  truthy,
} from "./common.mjs";

function searchAccounts(ctx, q, { following = false } = {}) {
  const needle = q.trim().replace(/^@/, "").toLowerCase();
  if (!needle) return [];
  return [...ctx.store.accounts.values()].filter((a) => {
    if (
      following &&
      !(ctx.viewerId && ctx.store.isFollowing(ctx.viewerId, a.id))
    )
      return false;
    // A full handle finds a local account too (`bob@strict.example`).
    const handle = `${a.username}@${a.domain ?? ctx.store.localDomain}`;
    return (
      handle.toLowerCase().includes(needle) ||
      a.acct.toLowerCase().includes(needle) ||
      a.username.toLowerCase().includes(needle) ||
      a.display_name.toLowerCase().includes(needle)
    );
  });
}
export { searchAccounts };

function accountStatuses(ctx, target) {
  const q = ctx.query;
  const { store } = ctx;
  const tagged = q.get("tagged");
  const filter = (s) => {
    if (s.account_id !== target.id) return false;
    if (q.bool("pinned") && !s.pinned) return false;
    if (q.bool("exclude_replies") && store.isReplyToOther(s)) return false;
    if (q.bool("exclude_reblogs") && s.reblog_id) return false;
    if (q.bool("only_media") && !store.hasMedia(s)) return false;
    if (
      tagged &&
      !store.hasTag(s.reblog_id ? store.status(s.reblog_id) : s, [tagged])
    )
      return false;
    return true;
  };
  const all = [...store.statuses.values()]
    .filter((s) => filter(s) && store.canSee(ctx.viewerId, s))
    .sort(bySeqDesc);
  return statusPage(ctx, pageByIds(ctx, all));
}

function relationshipAction(handler) {
  return (ctx) => {
    const viewer = requireUser(ctx);
    const target = findAccount(ctx, ctx.params.id);
    handler(ctx, viewer, target);
    return relationship(ctx, target.id);
  };
}

/** @param {import("../http.mjs").Router} router */
export function addAccountRoutes(router) {
  router.add("GET", "/api/v1/accounts/verify_credentials", (ctx) =>
    account(ctx, ctx.store.account(requireUser(ctx)), { self: true }),
  );
  router.add("GET", "/api/v1/accounts/relationships", (ctx) => {
    requireUser(ctx);
    return ctx.query
      .list("id")
      .filter((id) => ctx.store.account(id))
      .map((id) => relationship(ctx, id));
  });
  router.add("GET", "/api/v1/accounts/familiar_followers", (ctx) => {
    const viewer = requireUser(ctx);
    return ctx.query.list("id").map((id) => ({
      id,
      accounts: ctx.store
        .followerIds(id)
        .filter((f) => f !== viewer && ctx.store.isFollowing(viewer, f))
        .map((f) => account(ctx, ctx.store.account(f))),
    }));
  });
  router.add(
    "GET",
    "/api/v1/accounts/search",
    (ctx) => {
      const found = searchAccounts(ctx, ctx.query.get("q") ?? "", {
        following: ctx.query.bool("following"),
      });
      const offset = ctx.query.int("offset", 0);
      return found
        .slice(offset, offset + ctx.query.int("limit", 40, { min: 1, max: 80 }))
        .map((a) => account(ctx, a));
    },
    { publicRead: true },
  );
  router.add("GET", "/api/v1/accounts/lookup", (ctx) =>
    account(ctx, findAccount(ctx, ctx.query.get("acct"))),
  );
  router.add("GET", "/api/v1/accounts", (ctx) =>
    ctx.query
      .list("id")
      .map((id) => ctx.store.account(id))
      .filter(Boolean)
      .map((a) => account(ctx, a)),
  );
  router.add("GET", "/api/v1/accounts/:id", (ctx) => {
    // Pleroma-style servers and Friendica also answer by username here
    // (accountByUsername), the profile's way in without /accounts/lookup.
    const target =
      ctx.family.has("pleromaEntities") || ctx.family.has("accountsByName")
        ? findAccount(ctx, ctx.params.id)
        : ctx.store.account(ctx.params.id);
    if (!target) throw new ApiFailure(404, "Record not found");
    return account(ctx, target);
  });
  router.add(
    "GET",
    "/api/v1/accounts/:id/statuses",
    (ctx) => accountStatuses(ctx, findAccount(ctx, ctx.params.id)),
    { publicRead: true },
  );
  // An account that hides a list shows it to itself only; Mastodon and
  // Pleroma answer others an empty page (hide_collections hides both,
  // Pleroma's hide_followers and hide_follows one each).
  const connections = (pick, hideFlag) => (ctx) => {
    const target = findAccount(ctx, ctx.params.id);
    const hidden =
      (target.hide_collections || target[hideFlag]) &&
      ctx.viewerId !== target.id;
    const ids = hidden ? [] : pick(ctx.store, target.id).reverse();
    return accountPage(
      ctx,
      pageByPosition(
        ctx,
        ids.map((id) => ctx.store.account(id)),
      ),
    );
  };
  router.add(
    "GET",
    "/api/v1/accounts/:id/followers",
    connections((s, id) => s.followerIds(id), "hide_followers"),
  );
  router.add(
    "GET",
    "/api/v1/accounts/:id/following",
    connections((s, id) => s.followingIds(id), "hide_follows"),
  );
  router.add("GET", "/api/v1/accounts/:id/featured_tags", (ctx) => {
    const target = findAccount(ctx, ctx.params.id);
    return (ctx.store.featuredTags.get(target.id) ?? []).map((name) => ({
      id: name,
      name,
      url: `${target.url}/tagged/${name}`,
      statuses_count: String(
        ctx.store.listStatuses(
          null,
          (s) => s.account_id === target.id && ctx.store.hasTag(s, [name]),
        ).length,
      ),
      last_status_at: null,
    }));
  });
  router.add("GET", "/api/v1/accounts/:id/lists", (ctx) => {
    const viewer = requireUser(ctx);
    return [...ctx.store.lists.values()]
      .filter((l) => l.owner_id === viewer && l.members.has(ctx.params.id))
      .map(({ id, title, replies_policy, exclusive }) => ({
        id,
        title,
        replies_policy,
        exclusive,
      }));
  });
  const endorsements = (ctx) => {
    const target = findAccount(ctx, ctx.params.id);
    const ids = [...ctx.store.endorsements]
      .filter((k) => k.startsWith(`${target.id}>`))
      .map((k) => k.split(">")[1]);
    return ids.map((id) => account(ctx, ctx.store.account(id)));
  };
  router.add("GET", "/api/v1/accounts/:id/endorsements", endorsements);
  router.add("GET", "/api/v1/pleroma/accounts/:id/endorsements", endorsements);

  router.add(
    "POST",
    "/api/v1/accounts/:id/follow",
    relationshipAction((ctx, me, t) =>
      follow(ctx.store, me, t.id, {
        notify: truthy(ctx.body.notify),
        reblogs: ctx.body.reblogs === undefined || truthy(ctx.body.reblogs),
      }),
    ),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/unfollow",
    relationshipAction((ctx, me, t) => unfollow(ctx.store, me, t.id)),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/remove_from_followers",
    relationshipAction((ctx, me, t) => unfollow(ctx.store, t.id, me)),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/block",
    relationshipAction((ctx, me, t) => block(ctx.store, me, t.id, true)),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/unblock",
    relationshipAction((ctx, me, t) => block(ctx.store, me, t.id, false)),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/mute",
    relationshipAction((ctx, me, t) =>
      muteFor(ctx, me, t.id, ctx.body.duration ?? ctx.body.expires_in),
    ),
  );
  router.add(
    "POST",
    "/api/v1/accounts/:id/unmute",
    relationshipAction((ctx, me, t) => mute(ctx.store, me, t.id, false)),
  );
  // Mastodon 4.4 renamed pin/unpin to endorse/unendorse; both are answered.
  for (const verb of ["pin", "endorse"])
    router.add(
      "POST",
      `/api/v1/accounts/:id/${verb}`,
      relationshipAction((ctx, me, t) =>
        ctx.store.endorsements.add(ctx.store.key(me, t.id)),
      ),
    );
  for (const verb of ["unpin", "unendorse"])
    router.add(
      "POST",
      `/api/v1/accounts/:id/${verb}`,
      relationshipAction((ctx, me, t) =>
        ctx.store.endorsements.delete(ctx.store.key(me, t.id)),
      ),
    );
  router.add(
    "POST",
    "/api/v1/accounts/:id/note",
    relationshipAction((ctx, me, t) =>
      ctx.store.notes.set(
        ctx.store.key(me, t.id),
        String(ctx.body.comment ?? ""),
      ),
    ),
  );
  router.add("GET", "/api/v1/endorsements", (ctx) => {
    const me = requireUser(ctx);
    return reply(
      [...ctx.store.endorsements]
        .filter((k) => k.startsWith(`${me}>`))
        .map((k) => account(ctx, ctx.store.account(k.split(">")[1]))),
    );
  });
}
