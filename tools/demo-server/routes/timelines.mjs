// Timelines (public, tag, home, list, bubble), bookmarks, favourites and
// direct conversations. All page by id with Link headers.
import { ApiFailure } from "../errors.mjs";
import { bySeqDesc } from "../ids.mjs";
import { pageByIds, reply } from "../http.mjs";
import { renderAccount } from "../render.mjs";
import { renderStatus } from "../renderStatus.mjs";
import { inFolder } from "./bookmarkFolders.mjs";
import { requireUser, statusPage } from "./common.mjs";

function publicTimeline(ctx, extra = () => true) {
  const q = ctx.query;
  const where = {
    local: q.bool("local"),
    remote: q.bool("remote"),
    onlyMedia: q.bool("only_media"),
  };
  const list = ctx.store.listStatuses(
    ctx.viewerId,
    (s) => ctx.store.inPublic(s, where) && extra(s),
  );
  return statusPage(ctx, pageByIds(ctx, list));
}

function tagTimeline(ctx) {
  const { store, query: q } = ctx;
  const any = [ctx.params.tag, ...q.list("any")];
  const all = q.list("all");
  const none = q.list("none");
  const list = store.listStatuses(ctx.viewerId, (s) => {
    if (s.visibility !== "public" || s.reblog_id) return false;
    if (!store.hasTag(s, any)) return false;
    if (all.length && !all.every((t) => store.hasTag(s, [t]))) return false;
    if (none.length && store.hasTag(s, none)) return false;
    if (q.bool("local") && !store.isLocal(s.account_id)) return false;
    if (q.bool("remote") && store.isLocal(s.account_id)) return false;
    if (q.bool("only_media") && !store.hasMedia(s)) return false;
    return true;
  });
  return statusPage(ctx, pageByIds(ctx, list));
}

function conversations(ctx) {
  const me = requireUser(ctx);
  const { store } = ctx;
  const byConversation = new Map();
  for (const s of store.listStatuses(me, (x) => x.visibility === "direct")) {
    if (!byConversation.has(s.conversation_id))
      byConversation.set(s.conversation_id, s);
  }
  const rows = [...byConversation.values()]
    .filter(
      (s) => !store.dismissedConversations.has(`${me}:${s.conversation_id}`),
    )
    .map((last) => {
      const people = new Set([last.account_id, ...last.mentions]);
      people.delete(me);
      return {
        id: last.conversation_id,
        unread:
          last.account_id !== me &&
          store.member.readConversations.get(
            `${me}:${last.conversation_id}`,
          ) !== last.id,
        accounts: [...people].map((id) =>
          renderAccount(ctx.render, store.account(id)),
        ),
        last_status: renderStatus(ctx.render, last),
        last_id: last.id,
        seq: last.seq,
      };
    })
    .sort(bySeqDesc);
  const { page, headers } = pageByIds(ctx, rows, { idOf: (r) => r.last_id });
  return reply(
    page.map((row) => ({ ...row, last_id: undefined, seq: undefined })),
    { headers },
  );
}

/** @param {import("../http.mjs").Router} router */
export function addTimelineRoutes(router) {
  const publicRead = { publicRead: true };
  router.add(
    "GET",
    "/api/v1/timelines/public",
    (ctx) => publicTimeline(ctx),
    publicRead,
  );
  router.add(
    "GET",
    "/api/v1/timelines/bubble",
    (ctx) => publicTimeline(ctx, (s) => ctx.store.isLocal(s.account_id)),
    { ...publicRead, capability: "pleromaEntities" },
  );
  router.add("GET", "/api/v1/timelines/tag/:tag", tagTimeline, publicRead);
  router.add("GET", "/api/v1/timelines/home", (ctx) => {
    const me = requireUser(ctx);
    return statusPage(
      ctx,
      pageByIds(
        ctx,
        ctx.store.listStatuses(me, (s) => ctx.store.inHome(me, s)),
      ),
    );
  });
  router.add("GET", "/api/v1/timelines/list/:id", (ctx) => {
    const me = requireUser(ctx);
    const list = ctx.store.lists.get(ctx.params.id);
    if (!list || list.owner_id !== me)
      throw new ApiFailure(404, "Record not found");
    return statusPage(
      ctx,
      pageByIds(
        ctx,
        ctx.store.listStatuses(me, (s) => ctx.store.inList(list, s)),
      ),
    );
  });
  router.add("GET", "/api/v1/timelines/direct", (ctx) => {
    const me = requireUser(ctx);
    return statusPage(
      ctx,
      pageByIds(
        ctx,
        ctx.store.listStatuses(me, (s) => s.visibility === "direct"),
      ),
    );
  });
  router.add("GET", "/api/v1/bookmarks", (ctx) => {
    const me = requireUser(ctx);
    const folder = inFolder(ctx, me, ctx.query.get("folder_id"));
    return statusPage(
      ctx,
      pageByIds(
        ctx,
        ctx.store.listStatuses(me, (s) => s.bookmarked.has(me) && folder(s)),
      ),
    );
  });
  router.add("GET", "/api/v1/favourites", (ctx) => {
    const me = requireUser(ctx);
    return statusPage(
      ctx,
      pageByIds(
        ctx,
        ctx.store.listStatuses(me, (s) => s.favourited.has(me)),
      ),
    );
  });
  router.add("GET", "/api/v1/conversations", conversations);
  router.add("DELETE", "/api/v1/conversations/:id", (ctx) => {
    ctx.store.dismissedConversations.add(
      `${requireUser(ctx)}:${ctx.params.id}`,
    );
    return reply({});
  });
  router.add("POST", "/api/v1/conversations/:id/read", (ctx) => {
    const me = requireUser(ctx);
    const posts = ctx.store.listStatuses(
      me,
      (s) => s.visibility === "direct" && s.conversation_id === ctx.params.id,
    );
    const last = posts[0];
    if (!last) throw new ApiFailure(404, "Record not found");
    ctx.store.member.readConversations.set(`${me}:${ctx.params.id}`, last.id);
    const people = new Set([last.account_id, ...last.mentions]);
    people.delete(me);
    return reply({
      id: ctx.params.id,
      unread: false,
      accounts: [...people].map((id) =>
        renderAccount(ctx.render, ctx.store.account(id)),
      ),
      last_status: renderStatus(ctx.render, last),
    });
  });
}
