// The viewer's featured hashtags (write side too) and trending links with a
// week of share history, beside discovery.mjs.
import { ApiFailure } from "../errors.mjs";
import { pageByOffset, reply } from "../http.mjs";
import { requireUser } from "./common.mjs";

/** A hashtag name as servers accept it (letters, digits, underscores), lower-cased; else null. */
function tagName(value) {
  const name = String(value ?? "")
    .trim()
    .replace(/^#/, "")
    .toLowerCase();
  return /^[\p{L}\p{N}_]+$/u.test(name) ? name : null;
}

function featuredJson(ctx, ownerId, name) {
  const owner = ctx.store.account(ownerId);
  const posts = ctx.store.listStatuses(
    null,
    (s) => s.account_id === ownerId && ctx.store.hasTag(s, [name]),
  );
  return {
    id: name,
    name,
    url: `${owner.url}/tagged/${name}`,
    statuses_count: String(posts.length),
    last_status_at: posts[0]?.created_at.slice(0, 10) ?? null,
  };
}

/** @param {import("../http.mjs").Router} router */
export function addFeaturedTagRoutes(router) {
  const own = (ctx) => ctx.store.featuredTags.get(requireUser(ctx)) ?? [];
  router.add("GET", "/api/v1/featured_tags", (ctx) =>
    own(ctx).map((name) => featuredJson(ctx, ctx.viewerId, name)),
  );
  router.add("POST", "/api/v1/featured_tags", (ctx) => {
    const name = tagName(ctx.body.name);
    if (!name) throw new ApiFailure(422, "Validation failed: Tag is invalid");
    const names = own(ctx);
    if (names.includes(name))
      throw new ApiFailure(
        422,
        "Validation failed: Tag has already been taken",
      );
    if (names.length >= 10)
      throw new ApiFailure(
        422,
        "Validation failed: You can only feature up to 10 hashtags",
      );
    ctx.store.featuredTags.set(ctx.viewerId, [...names, name]);
    return featuredJson(ctx, ctx.viewerId, name);
  });
  router.add("DELETE", "/api/v1/featured_tags/:id", (ctx) => {
    const names = own(ctx);
    const name = ctx.params.id.toLowerCase();
    if (!names.includes(name)) throw new ApiFailure(404, "Record not found");
    ctx.store.featuredTags.set(
      ctx.viewerId,
      names.filter((n) => n !== name),
    );
    return reply({});
  });
  router.add("GET", "/api/v1/featured_tags/suggestions", (ctx) => {
    const names = own(ctx);
    const used = new Map();
    for (const s of ctx.store.statuses.values())
      if (s.account_id === ctx.viewerId && !s.deleted)
        for (const t of s.tags)
          used.set(t.toLowerCase(), (used.get(t.toLowerCase()) ?? 0) + 1);
    return [...used]
      .filter(([name]) => !names.includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name]) => ({
        name,
        url: `${ctx.store.origin}/tags/${name}`,
        history: ctx.store.tagHistory(name),
      }));
  });
}

/** Link cards, most shared first, each with a 7-day history made from the posts that carry it. */
export function trendingLinks(ctx) {
  const { store } = ctx;
  const today = Math.floor(store.clock.now() / 86400000);
  const rows = [...store.cards.values()].map((card) => {
    const days = Array.from({ length: 7 }, () => ({
      uses: 0,
      accounts: new Set(),
    }));
    for (const s of store.statuses.values()) {
      if (s.deleted || !s.content.includes(card.url)) continue;
      const day = today - Math.floor(Date.parse(s.created_at) / 86400000);
      const bucket = days[Math.min(6, Math.max(0, day))];
      bucket.uses += 1 + s.extra.reblogs;
      bucket.accounts.add(s.account_id);
    }
    const history = days.map((d, i) => ({
      day: String((today - i) * 86400),
      uses: String(d.uses),
      accounts: String(d.accounts.size),
    }));
    return {
      card: { ...card, history },
      total: days.reduce((n, d) => n + d.uses, 0),
    };
  });
  rows.sort((a, b) => b.total - a.total);
  return pageByOffset(ctx, rows, { defaultLimit: 10, maxLimit: 20 }).map(
    (row) => row.card,
  );
}
