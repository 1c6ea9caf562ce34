// Notifications (v1 and, where the family has them, v2 grouped), markers and
// follow requests.
import { ApiFailure } from "../errors.mjs";
import { compareIds } from "../ids.mjs";
import { pageByIds, pageByPosition, reply } from "../http.mjs";
import {
  groupKeyOf,
  renderAccount,
  renderNotificationType,
} from "../render.mjs";
import { renderNotification, renderStatus } from "../renderStatus.mjs";
import { answerRequest, setMarkers } from "../socialOps.mjs";
import { accountPage, relationship, requireUser } from "./common.mjs";

const unprefix = (type) =>
  type === "pleroma:report" ? "admin.report" : type.replace(/^pleroma:/, "");

/** The member's notifications that the family shows, after types / exclude_types. */
function visibleNotifications(ctx) {
  const me = requireUser(ctx);
  const q = ctx.query;
  const types = q.list("types").map(unprefix);
  const exclude = q.list("exclude_types").map(unprefix);
  const from = q.get("account_id");
  return ctx.store.notificationsFor(me).filter((n) => {
    if (!renderNotificationType(ctx.family, n.type)) return false;
    if (types.length && !types.includes(n.type)) return false;
    if (exclude.includes(n.type)) return false;
    if (from && n.from_id !== from) return false;
    if (n.status_id && !ctx.store.status(n.status_id)) return false;
    return true;
  });
}

function unread(ctx, list) {
  const marker = ctx.store.markers.get(ctx.viewerId)?.notifications
    ?.last_read_id;
  const seen = marker ? ctx.store.orderOf(marker) : null;
  return list.filter((n) => !seen || compareIds(n.seq, seen) > 0);
}

/** A notification's group, its days counted from this server's start. */
const groupKey = (ctx, n) => groupKeyOf(n, ctx.store.clock.startedAt);

/** Mastodon 4.3 grouped notifications for one page of plain ones. */
function groupPage(ctx, page) {
  const groups = new Map();
  for (const n of page) {
    const key = groupKey(ctx, n);
    const group = groups.get(key);
    if (group) {
      group.notifications_count += 1;
      group.page_min_id = n.id;
      if (
        !group.sample_account_ids.includes(n.from_id) &&
        group.sample_account_ids.length < 8
      )
        group.sample_account_ids.push(n.from_id);
      continue;
    }
    groups.set(key, {
      group_key: key,
      notifications_count: 1,
      type: n.type,
      most_recent_notification_id: n.id,
      page_min_id: n.id,
      page_max_id: n.id,
      latest_page_notification_at: n.created_at,
      sample_account_ids: [n.from_id],
      status_id: n.status_id ?? undefined,
      ...(n.target_id ? { target_id: n.target_id } : {}),
    });
  }
  const accountIds = new Set(
    page.flatMap((n) => [n.from_id, n.target_id].filter(Boolean)),
  );
  const statusIds = new Set(page.map((n) => n.status_id).filter(Boolean));
  return {
    accounts: [...accountIds].map((id) =>
      renderAccount(ctx.render, ctx.store.account(id)),
    ),
    statuses: [...statusIds].map((id) =>
      renderStatus(ctx.render, ctx.store.status(id)),
    ),
    notification_groups: [...groups.values()],
  };
}

function findGroup(ctx) {
  const members = visibleNotifications(ctx).filter(
    (n) => groupKey(ctx, n) === ctx.params.key,
  );
  if (!members.length) throw new ApiFailure(404, "Record not found");
  return members;
}

function addV1(router) {
  router.add("GET", "/api/v1/notifications", (ctx) => {
    const { page, headers } = pageByIds(ctx, visibleNotifications(ctx), {
      defaultLimit: 15,
      maxLimit: 30,
    });
    return reply(
      page.map((n) => renderNotification(ctx.render, n)),
      { headers },
    );
  });
  router.add("GET", "/api/v1/notifications/unread_count", (ctx) => ({
    count: unread(ctx, visibleNotifications(ctx)).length,
  }));
  router.add("POST", "/api/v1/notifications/clear", (ctx) => {
    for (const n of ctx.store.notificationsFor(requireUser(ctx)))
      n.dismissed = true;
    return reply({});
  });
  router.add("DELETE", "/api/v1/notifications/destroy_multiple", (ctx) => {
    const ids = new Set(
      [...ctx.query.list("ids"), ...(ctx.body.ids ?? [])].map(String),
    );
    for (const n of ctx.store.notificationsFor(requireUser(ctx)))
      if (ids.has(n.id)) n.dismissed = true;
    return reply({});
  });
  router.add("GET", "/api/v1/notifications/:id", (ctx) => {
    const n = visibleNotifications(ctx).find((x) => x.id === ctx.params.id);
    if (!n) throw new ApiFailure(404, "Record not found");
    return renderNotification(ctx.render, n);
  });
  router.add("POST", "/api/v1/notifications/:id/dismiss", (ctx) => {
    const n = ctx.store.notifications.get(ctx.params.id);
    if (!n || n.account_id !== requireUser(ctx))
      throw new ApiFailure(404, "Record not found");
    n.dismissed = true;
    return reply({});
  });
}

function addV2(router) {
  const grouped = { capability: "groupedNotifications" };
  router.add(
    "GET",
    "/api/v2/notifications/unread_count",
    (ctx) => {
      return {
        count: new Set(
          unread(ctx, visibleNotifications(ctx)).map((n) => groupKey(ctx, n)),
        ).size,
      };
    },
    grouped,
  );
  router.add(
    "GET",
    "/api/v2/notifications",
    (ctx) => {
      const { page, headers } = pageByIds(ctx, visibleNotifications(ctx), {
        defaultLimit: 40,
        maxLimit: 80,
      });
      return reply(groupPage(ctx, page), { headers });
    },
    grouped,
  );
  router.add(
    "GET",
    "/api/v2/notifications/:key",
    (ctx) => groupPage(ctx, findGroup(ctx)),
    grouped,
  );
  router.add(
    "GET",
    "/api/v2/notifications/:key/accounts",
    (ctx) => {
      const ids = [...new Set(findGroup(ctx).map((n) => n.from_id))];
      return ids.map((id) => renderAccount(ctx.render, ctx.store.account(id)));
    },
    grouped,
  );
  router.add(
    "POST",
    "/api/v2/notifications/:key/dismiss",
    (ctx) => {
      for (const n of findGroup(ctx)) n.dismissed = true;
      return reply({});
    },
    grouped,
  );
}

function addMarkersAndRequests(router) {
  router.add("GET", "/api/v1/markers", (ctx) => {
    const mine = ctx.store.markers.get(requireUser(ctx)) ?? {};
    const wanted = ctx.query.list("timeline");
    return Object.fromEntries(
      Object.entries(mine).filter(
        ([k]) => !wanted.length || wanted.includes(k),
      ),
    );
  });
  router.add("POST", "/api/v1/markers", (ctx) =>
    setMarkers(ctx.store, requireUser(ctx), ctx.body),
  );
  router.add("GET", "/api/v1/follow_requests", (ctx) => {
    const me = requireUser(ctx);
    const ids = ctx.store.requesterIds(me).reverse();
    return accountPage(
      ctx,
      pageByPosition(
        ctx,
        ids.map((id) => ctx.store.account(id)),
      ),
    );
  });
  const outgoing = (ctx) => {
    const me = requireUser(ctx);
    const ids = [...ctx.store.requests]
      .filter((k) => k.startsWith(`${me}>`))
      .map((k) => k.split(">")[1]);
    return ids.map((id) => renderAccount(ctx.render, ctx.store.account(id)));
  };
  router.add("GET", "/api/v1/follow_requests/outgoing", outgoing);
  router.add("GET", "/api/v1/pleroma/outgoing_follow_requests", outgoing);
  for (const [verb, accept] of [
    ["authorize", true],
    ["reject", false],
  ]) {
    router.add("POST", `/api/v1/follow_requests/:id/${verb}`, (ctx) => {
      answerRequest(ctx.store, requireUser(ctx), ctx.params.id, accept);
      return relationship(ctx, ctx.params.id);
    });
  }
}

/** @param {import("../http.mjs").Router} router */
export function addNotificationRoutes(router) {
  addV1(router);
  addV2(router);
  addMarkersAndRequests(router);
}
