// Friendica's dislikes, for families with the `dislikes` capability (the
// `friendica` preset), as friendica/friendica routes them
// (static/routes.config.php): POST /api/friendica/statuses/:id/dislike and
// /undislike answer the post (Module/Api/Friendica/Statuses/Dislike.php),
// GET /api/friendica/statuses/:id/disliked_by the accounts. Posts carry the
// count and the viewer's own in `friendica.dislikes_count` and
// `friendica.disliked` (Object/Api/Mastodon/Status/FriendicaExtension.php).
import { pageByPosition } from "./http.mjs";
import {
  accountPage,
  findStatus,
  requireUser,
  status,
} from "./routes/common.mjs";

const states = new WeakMap();

/** status id → { accounts: Set of who disliked it here, extra: others elsewhere } */
function dislikesIn(store) {
  let state = states.get(store);
  if (!state) states.set(store, (state = new Map()));
  return state;
}

function entryOf(store, statusId) {
  const state = dislikesIn(store);
  let entry = state.get(statusId);
  if (!entry) state.set(statusId, (entry = { accounts: new Set(), extra: 0 }));
  return entry;
}

/** families.json `dislikes`: [{ status (key), by: [username], count }]. */
export function loadDislikes(store, rows) {
  for (const row of rows) {
    const id = store.statusKeys.get(row.status);
    if (!id) continue;
    const entry = entryOf(store, id);
    for (const username of row.by ?? []) {
      const account = store.ref(username);
      if (account) entry.accounts.add(account.id);
    }
    entry.extra = Math.max(0, (row.count ?? 0) - entry.accounts.size);
  }
}

/** The `friendica` object of a post, as the viewer sees it. */
export function friendicaPart(ctx, post) {
  const entry = dislikesIn(ctx.store).get(post.id);
  return {
    title: "",
    dislikes_count: entry ? entry.accounts.size + entry.extra : 0,
    disliked: Boolean(ctx.viewerId && entry?.accounts.has(ctx.viewerId)),
  };
}

/** @param {import("./http.mjs").Router} router */
export function addDislikeRoutes(router) {
  const options = { capability: "dislikes" };
  const path = "/api/friendica/statuses/:id";
  for (const [verb, on] of [
    ["dislike", true],
    ["undislike", false],
  ])
    router.add(
      "POST",
      `${path}/${verb}`,
      (ctx) => {
        const me = requireUser(ctx);
        const target = findStatus(ctx, ctx.params.id);
        const original = target.reblog_id
          ? ctx.store.status(target.reblog_id)
          : target;
        const { accounts } = entryOf(ctx.store, original.id);
        if (on) accounts.add(me);
        else accounts.delete(me);
        return status(ctx, original);
      },
      options,
    );
  router.add(
    "GET",
    `${path}/disliked_by`,
    (ctx) => {
      const target = findStatus(ctx, ctx.params.id);
      const ids = [...(dislikesIn(ctx.store).get(target.id)?.accounts ?? [])];
      return accountPage(
        ctx,
        pageByPosition(
          ctx,
          ids.reverse().map((id) => ctx.store.account(id)),
        ),
      );
    },
    options,
  );
}
