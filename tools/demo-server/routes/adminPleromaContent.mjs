// Pleroma's announcements as staff manage them (all of them, scheduled and
// ended too, the same ones members read) and its moderation log.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { nextMemberId, tellMember } from "../memberState.mjs";
import { renderText } from "../text.mjs";
import { canPleroma, logAction } from "../adminState.mjs";
import { logEntryJson } from "../adminRender.mjs";
import { announcementJson } from "./announcements.mjs";
import { admin } from "./adminGuard.mjs";

const ADMIN = "/api/v1/pleroma/admin";

function addAnnouncementRoutes(router) {
  const MANAGE = canPleroma("announcements_manage_announcements");
  const all = (ctx) => ctx.store.member.announcements;
  const find = (ctx) => {
    const found = all(ctx).get(ctx.params.id);
    if (!found) throw new ApiFailure(404, "Not found");
    return found;
  };
  const json = (ctx, a) => announcementJson(ctx.store, a, null);
  const when = (value) => (value ? new Date(value).toISOString() : null);
  const apply = (ctx, a) => {
    const body = ctx.body;
    if (body.content !== undefined)
      a.content = renderText(String(body.content), {
        origin: ctx.store.origin,
        resolve: () => null,
        emojis: ctx.store.emojiCodes,
      }).html;
    if (body.starts_at !== undefined) a.starts_at = when(body.starts_at);
    if (body.ends_at !== undefined) a.ends_at = when(body.ends_at);
    if (body.all_day !== undefined)
      a.all_day = [true, "true"].includes(body.all_day);
    a.updated_at = ctx.store.clock.iso();
    tellMember(ctx.store, null, "announcement", (viewerId) =>
      announcementJson(ctx.store, a, viewerId),
    );
    return a;
  };
  router.add(
    "GET",
    `${ADMIN}/announcements`,
    admin("announcements", MANAGE, (ctx) => {
      const offset = ctx.query.int("offset", 0);
      const limit = ctx.query.int("limit", 20, { min: 1, max: 100 });
      return [...all(ctx).values()]
        .sort((a, b) => b.published_at.localeCompare(a.published_at))
        .slice(offset, offset + limit)
        .map((a) => json(ctx, a));
    }),
  );
  router.add(
    "GET",
    `${ADMIN}/announcements/:id`,
    admin("announcements", MANAGE, (ctx) => json(ctx, find(ctx))),
  );
  router.add(
    "POST",
    `${ADMIN}/announcements`,
    admin("announcements", MANAGE, (ctx, me) => {
      if (!String(ctx.body.content ?? "").trim())
        throw new ApiFailure(400, "Invalid parameters");
      const now = ctx.store.clock.iso();
      const a = {
        id: nextMemberId(ctx.store),
        content: "",
        published_at: now,
        updated_at: now,
        starts_at: null,
        ends_at: null,
        all_day: false,
        reactions: new Map(),
      };
      all(ctx).set(a.id, apply(ctx, a));
      logAction(
        ctx.store,
        me,
        "announcement_create",
        `created announcement #${a.id}`,
      );
      return json(ctx, a);
    }),
  );
  router.add(
    "PATCH",
    `${ADMIN}/announcements/:id`,
    admin("announcements", MANAGE, (ctx, me) => {
      const a = apply(ctx, find(ctx));
      logAction(
        ctx.store,
        me,
        "announcement_update",
        `updated announcement #${a.id}`,
      );
      return json(ctx, a);
    }),
  );
  router.add(
    "DELETE",
    `${ADMIN}/announcements/:id`,
    admin("announcements", MANAGE, (ctx, me) => {
      const a = find(ctx);
      all(ctx).delete(a.id);
      tellMember(ctx.store, null, "announcement.delete", a.id);
      logAction(
        ctx.store,
        me,
        "announcement_delete",
        `deleted announcement #${a.id}`,
      );
      return reply({});
    }),
  );
}

function addLogRoute(router) {
  router.add(
    "GET",
    `${ADMIN}/moderation_log`,
    admin("log", canPleroma("moderation_log_read"), (ctx) => {
      const q = ctx.query;
      const search = String(q.get("search") ?? "").toLowerCase();
      const entries = [...ctx.store.admin.log]
        .reverse()
        .filter((e) => !search || e.message.toLowerCase().includes(search))
        .filter((e) => !q.get("user_id") || e.actor_id === q.get("user_id"));
      const size = q.int("page_size", 50, { min: 1, max: 500 });
      const page = q.int("page", 1, { min: 1 });
      return {
        items: entries
          .slice((page - 1) * size, page * size)
          .map((e) => logEntryJson(ctx.store, e)),
        total: entries.length,
      };
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addPleromaContentRoutes(router) {
  addAnnouncementRoutes(router);
  addLogRoute(router);
}
