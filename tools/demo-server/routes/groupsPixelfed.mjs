// Pixelfed's groups (capability `pixelfedGroups`, the `pixelfed` family):
// its web API under /api/v0/groups, as pixelfed/pixelfed routes/api.php
// (`Route::prefix('api/v0/groups')`) and app/Http/Controllers/Groups serve
// it. The same groups as routes/groups.mjs keeps, shown the Pixelfed way:
// `name`, `membership` public or private, `self` for the viewer, roles
// founder, admin and member. Its rules, as the controllers have them: the
// feed and the members are for members only (404 and 403 otherwise), the
// members list takes a `limit` of 3 to 10 and pages by `page` without Link
// headers, search needs two characters and `v=0.2`, joining twice is a 404,
// and admins block by username (`item`, `type=user`). Pixelfed has no calls
// to change a member's role or remove one.
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { pageByIds, reply } from "../http.mjs";
import { renderAccount } from "../render.mjs";
import { createStatus } from "../statusOps.mjs";
import { findAccount, requireUser, status, statuses } from "./common.mjs";
import { findGroup, groupPosts, RANK, requireRole } from "./groups.mjs";

const PIXELFED_ROLE = { owner: "founder", admin: "admin", user: "member" };

function renderPixelfedGroup(ctx, group) {
  const avatar = ctx.store.mediaUrl("avatar-potluckclub.svg");
  const header = ctx.store.mediaUrl("header-missing.svg");
  const role = ctx.viewerId ? group.members.get(ctx.viewerId) : undefined;
  return {
    id: group.id,
    name: group.display_name,
    description: group.note,
    url: `${ctx.store.origin}/groups/${group.id}`,
    membership: group.locked ? "private" : "public",
    member_count: group.members.size,
    created_at: group.created_at,
    admin: { id: group.owner_id },
    config: { discoverable: true },
    metadata: { avatar: { url: avatar }, header: { url: header } },
    self: ctx.viewerId
      ? {
          is_member: role !== undefined,
          role: role ? PIXELFED_ROLE[role] : null,
          is_requested: group.requested.has(ctx.viewerId),
        }
      : null,
  };
}

/** Pixelfed answers 404 where the viewer is no member (GroupController). */
function requireMember(ctx, group) {
  if (!group.members.has(requireUser(ctx)))
    throw new ApiFailure(404, "Not found");
}

const gid = (ctx) => ctx.query.get("gid") ?? ctx.body.gid;

function membersPage(ctx) {
  const group = findGroup(ctx, gid(ctx));
  if (!group.members.has(requireUser(ctx)))
    throw new ApiFailure(403, "Not a member of group.");
  const limit = ctx.query.int("limit", 10, { min: 1, max: 100 });
  if (limit < 3 || limit > 10)
    throw new ApiFailure(422, "The limit field must be between 3 and 10.");
  const page = ctx.query.int("page", 1, { min: 1, max: 1000 });
  const ids = [...group.members.keys()].sort(
    (a, b) => RANK[group.members.get(b)] - RANK[group.members.get(a)],
  );
  return ids.slice((page - 1) * limit, page * limit).map((id) => ({
    ...renderAccount(ctx.render, ctx.store.account(id)),
    role: PIXELFED_ROLE[group.members.get(id)],
  }));
}

function block(ctx, blocked) {
  const group = findGroup(ctx);
  requireRole(ctx, group, "admin");
  if (ctx.body.type !== "user")
    throw new ApiFailure(422, "The selected type is invalid.");
  const target = findAccount(ctx, String(ctx.body.item ?? ""));
  if (blocked) {
    if (RANK[group.members.get(target.id) ?? "user"] >= RANK.admin)
      throw new ApiFailure(422, "Cannot block an admin");
    group.members.delete(target.id);
    group.requested.delete(target.id);
    group.blocked.add(target.id);
  } else group.blocked.delete(target.id);
  return reply([200]);
}

/** @param {import("../http.mjs").Router} router */
export function addPixelfedGroupRoutes(router) {
  const options = { capability: "pixelfedGroups" };
  const add = (method, path, handler) =>
    router.add(method, `/api/v0/groups${path}`, handler, options);
  add("GET", "/self/list", (ctx) => {
    const me = requireUser(ctx);
    return [...familiesState(ctx.store).groups.values()]
      .filter((g) => !g.suspended && g.members.has(me))
      .map((g) => renderPixelfedGroup(ctx, g));
  });
  add("POST", "/search/global", (ctx) => {
    requireUser(ctx);
    const q = String(ctx.body.q ?? "").trim();
    if (ctx.body.v !== "0.2")
      throw new ApiFailure(422, "The selected v is invalid.");
    if (q.length < 2)
      throw new ApiFailure(422, "The q field must be at least 2 characters.");
    return [...familiesState(ctx.store).groups.values()]
      .filter(
        (g) =>
          !g.suspended &&
          g.display_name.toLowerCase().includes(q.toLowerCase()),
      )
      .slice(0, 10)
      .map((g) => renderPixelfedGroup(ctx, g));
  });
  add("POST", "/status/new", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx, ctx.body.group_id);
    if (!group.members.has(me))
      throw new ApiFailure(422, "You cannot create new posts at this time");
    const caption = String(ctx.body.caption ?? "");
    if ((ctx.body.type ?? "text") === "text" && caption.trim() === "")
      throw new ApiFailure(403, "Forbidden");
    const created = createStatus(ctx.store, me, { status: caption });
    familiesState(ctx.store).groupPosts.set(created.id, group.id);
    return status(ctx, created);
  });
  add("GET", "/members/list", membersPage);
  add("GET", "/members/requests", (ctx) => {
    const group = findGroup(ctx, gid(ctx));
    requireMember(ctx, group);
    if (RANK[group.members.get(ctx.viewerId)] < RANK.admin)
      throw new ApiFailure(404, "Not found");
    return [...group.requested].map((id) =>
      renderAccount(ctx.render, ctx.store.account(id)),
    );
  });
  add("POST", "/members/request", (ctx) => {
    const group = findGroup(ctx, gid(ctx));
    requireMember(ctx, group);
    if (RANK[group.members.get(ctx.viewerId)] < RANK.admin)
      throw new ApiFailure(404, "Not found");
    const action = ctx.body.action;
    if (action !== "approve" && action !== "reject")
      throw new ApiFailure(422, "The selected action is invalid.");
    const id = findAccount(ctx, String(ctx.body.pid ?? "")).id;
    if (!group.requested.delete(id)) throw new ApiFailure(404, "Not found");
    if (action === "approve") group.members.set(id, "user");
    return ctx.body;
  });
  add("GET", "/:id/feed", (ctx) => {
    const group = findGroup(ctx);
    requireMember(ctx, group);
    // Pixelfed pages by max_id and sends no Link header.
    return statuses(ctx, pageByIds(ctx, groupPosts(ctx, group)).page);
  });
  add("POST", "/:id/join", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx);
    if (group.members.has(me) || group.requested.has(me))
      throw new ApiFailure(404, "Not found");
    if (group.blocked.has(me)) throw new ApiFailure(403, "Forbidden");
    if (group.locked) group.requested.add(me);
    else group.members.set(me, "user");
    return renderPixelfedGroup(ctx, group);
  });
  add("POST", "/:id/cjr", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx);
    if (!group.requested.delete(me)) throw new ApiFailure(404, "Not found");
    return reply([200]);
  });
  add("POST", "/:id/leave", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx);
    requireMember(ctx, group);
    if (group.members.get(me) === "owner")
      throw new ApiFailure(422, "Founders cannot leave their group");
    group.members.delete(me);
    return reply([200]);
  });
  add("POST", "/:id/admin/blocks/add", (ctx) => block(ctx, true));
  add("POST", "/:id/admin/blocks/undo", (ctx) => block(ctx, false));
  add("GET", "/:id", (ctx) => renderPixelfedGroup(ctx, findGroup(ctx)));
}
