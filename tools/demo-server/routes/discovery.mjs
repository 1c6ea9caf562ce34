// Finding things: search, trends, hashtags, the profile directory, hashtag
// topics and suggestions.
import { ApiFailure } from "../errors.mjs";
import { pageByOffset, reply } from "../http.mjs";
import { renderTag } from "../render.mjs";
import { stripHtml } from "../text.mjs";
import { searchAccounts } from "./accounts.mjs";
import { account, requireUser, statuses } from "./common.mjs";
import { addFeaturedTagRoutes, trendingLinks } from "./featuredTags.mjs";

const useCount = (tag) => (tag.uses ?? []).reduce((a, b) => a + b, 0);

function search(ctx) {
  const { store, query: q } = ctx;
  const text = (q.get("q") ?? "").trim();
  const type = q.get("type");
  const empty = { accounts: [], statuses: [], hashtags: [] };
  if (!text) return empty;
  const offset = q.int("offset", 0);
  const limit = q.int("limit", 20, { min: 1, max: 40 });
  const slice = (list) => list.slice(offset, offset + limit);
  const result = { ...empty };
  if (!type || type === "accounts") {
    result.accounts = slice(
      searchAccounts(ctx, text, { following: q.bool("following") }),
    ).map((a) => account(ctx, a));
  }
  if ((!type || type === "hashtags") && ctx.family.has("hashtagSearch")) {
    const needle = text.replace(/^#/, "").toLowerCase();
    const tags = [...store.tags.values()]
      .filter((t) => t.name.includes(needle))
      .sort((a, b) => useCount(b) - useCount(a));
    result.hashtags = slice(tags).map((t) => renderTag(ctx.render, t.name));
  }
  if (!type || type === "statuses") {
    const byUrl = [...store.statuses.values()].find(
      (s) => `${store.account(s.account_id).url}/${s.id}` === text,
    );
    const needle = text.toLowerCase();
    const account = q.get("account_id");
    const found = byUrl
      ? [byUrl].filter((s) => store.canSee(ctx.viewerId, s))
      : store.listStatuses(
          ctx.viewerId,
          (s) =>
            !s.reblog_id &&
            (!account || s.account_id === account) &&
            stripHtml(s.content).toLowerCase().includes(needle),
        );
    result.statuses = statuses(ctx, slice(found));
  }
  return result;
}

function directory(ctx) {
  const { store, query: q } = ctx;
  const order = q.get("order") ?? "active";
  const lastActive = (a) => {
    let last = "";
    for (const s of store.statuses.values())
      if (s.account_id === a.id && s.created_at > last) last = s.created_at;
    return last;
  };
  let list = [...store.accounts.values()].filter(
    (a) => a.discoverable && !a.moved_id && (!q.bool("local") || !a.domain),
  );
  if (order === "new")
    list.sort((a, b) => b.created_at.localeCompare(a.created_at));
  else if (order === "name")
    list.sort((a, b) => a.username.localeCompare(b.username));
  else if (order === "statuses_count")
    list.sort((a, b) => b.extra.statuses - a.extra.statuses);
  else {
    const active = new Map(list.map((a) => [a.id, lastActive(a)]));
    list = list.sort((a, b) =>
      active.get(b.id).localeCompare(active.get(a.id)),
    );
  }
  return pageByOffset(ctx, list).map((a) => account(ctx, a));
}

function topics(ctx, accountId) {
  const { store } = ctx;
  const limit = ctx.query.int("limit", 20, { min: 1, max: 40 });
  let tags = [...store.tags.values()];
  if (accountId) {
    const used = new Set();
    for (const s of store.statuses.values())
      if (s.account_id === accountId)
        for (const t of s.tags) used.add(t.toLowerCase());
    tags = tags.filter((t) => used.has(t.name));
  }
  return tags
    .sort((a, b) => useCount(b) - useCount(a))
    .slice(0, limit)
    .map((t) => ({
      name: t.name,
      preferred_name: t.preferred_name ?? t.name,
      use_count: useCount(t),
    }));
}

function trendingTags(ctx) {
  const tags = [...ctx.store.tags.values()].sort(
    (a, b) => (b.uses?.[0] ?? 0) - (a.uses?.[0] ?? 0),
  );
  return pageByOffset(ctx, tags, { defaultLimit: 10, maxLimit: 20 }).map((t) =>
    renderTag(ctx.render, t.name),
  );
}

function followTag(on) {
  return (ctx) => {
    const me = requireUser(ctx);
    const name = ctx.params.name.toLowerCase();
    const list = new Set(ctx.store.followedTags.get(me) ?? []);
    if (on) list.add(name);
    else list.delete(name);
    ctx.store.followedTags.set(me, [...list]);
    return renderTag(ctx.render, name);
  };
}

/** @param {import("../http.mjs").Router} router */
export function addDiscoveryRoutes(router) {
  const trends = { capability: "trends" };
  router.add("GET", "/api/v2/search", search, { publicRead: true });
  router.add("GET", "/api/v1/directory", directory, {
    capability: "directory",
  });
  router.add("GET", "/api/v1/trends", trendingTags, trends);
  router.add("GET", "/api/v1/trends/tags", trendingTags, trends);
  router.add(
    "GET",
    "/api/v1/trends/statuses",
    (ctx) => {
      const list = ctx.store
        .listStatuses(ctx.viewerId, (s) => ctx.store.inPublic(s))
        .sort(
          (a, b) =>
            b.favourited.size +
            b.extra.favourites -
            (a.favourited.size + a.extra.favourites),
        );
      return statuses(
        ctx,
        pageByOffset(ctx, list, { defaultLimit: 20, maxLimit: 40 }),
      );
    },
    trends,
  );
  router.add(
    "GET",
    "/api/v1/trends/links",
    (ctx) => trendingLinks(ctx),
    trends,
  );
  router.add("GET", "/api/v1/tags/:name", (ctx) => {
    if (!ctx.store.tags.has(ctx.params.name.toLowerCase()))
      throw new ApiFailure(404, "Record not found");
    return renderTag(ctx.render, ctx.params.name);
  });
  router.add("POST", "/api/v1/tags/:name/follow", followTag(true));
  router.add("POST", "/api/v1/tags/:name/unfollow", followTag(false));
  router.add("GET", "/api/v1/followed_tags", (ctx) =>
    (ctx.store.followedTags.get(requireUser(ctx)) ?? []).map((n) =>
      renderTag(ctx.render, n),
    ),
  );
  addFeaturedTagRoutes(router);
  router.add(
    "GET",
    "/api/v1/pleroma/accounts/hashtags",
    (ctx) => topics(ctx, null),
    { capability: "topics" },
  );
  router.add(
    "GET",
    "/api/v1/pleroma/accounts/:id/hashtags",
    (ctx) => topics(ctx, ctx.store.findAccount(ctx.params.id)?.id ?? "none"),
    { capability: "topics" },
  );
  const suggestions = (wrap) => (ctx) => {
    const me = requireUser(ctx);
    const list = [...ctx.store.accounts.values()].filter(
      (a) =>
        a.id !== me &&
        a.discoverable &&
        !ctx.store.isFollowing(me, a.id) &&
        !ctx.store.member.dismissedSuggestions.has(`${me}>${a.id}`) &&
        !a.moved_id,
    );
    return reply(
      list
        .slice(0, ctx.query.int("limit", 40, { min: 1, max: 80 }))
        .map((a) => wrap(account(ctx, a))),
    );
  };
  router.add(
    "GET",
    "/api/v1/suggestions",
    suggestions((a) => a),
  );
  router.add("DELETE", "/api/v1/suggestions/:id", (ctx) => {
    const me = requireUser(ctx);
    ctx.store.member.dismissedSuggestions.add(`${me}>${ctx.params.id}`);
    return reply({});
  });
  router.add(
    "GET",
    "/api/v2/suggestions",
    suggestions((a) => ({
      source: "global",
      sources: ["featured"],
      account: a,
    })),
  );
}
