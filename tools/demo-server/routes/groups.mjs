// Groups in the Truth Social shape Rebased adopted (capability `groups`):
// /api/v1/groups with memberships and roles (owner, admin, user), joining
// (a locked group takes requests), leaving, promote and demote, kick and
// block, the group timeline, posting with `group_id` (routes/postHooks.mjs)
// and the staff's /api/v1/admin/groups. Calls as soapbox-pub/soapbox
// src/actions/groups.ts makes them.
import { ApiFailure } from "../errors.mjs";
import { familiesState, nextFamilyId } from "../familiesState.mjs";
import { pageByIds, pageByPosition, reply } from "../http.mjs";
import { renderAccount } from "../render.mjs";
import { statusHtml } from "../statusOps.mjs";
import { findAccount, requireUser, statuses } from "./common.mjs";

export const RANK = { owner: 3, admin: 2, user: 1 };

function relationshipOf(group, viewerId) {
  const role = group.members.get(viewerId) ?? null;
  return {
    id: group.id,
    member: role !== null,
    role: role ?? "user",
    requested: group.requested.has(viewerId),
    blocked_by: group.blocked.has(viewerId),
    owner: role === "owner",
  };
}

export function renderGroup(ctx, group) {
  const avatar = ctx.store.mediaUrl("avatar-potluckclub.svg");
  const header = ctx.store.mediaUrl("header-missing.svg");
  return {
    id: group.id,
    slug: group.slug,
    display_name: group.display_name,
    note: group.note,
    url: `${ctx.store.origin}/group/${group.slug}`,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    created_at: group.created_at,
    members_count: group.members.size,
    locked: group.locked,
    membership_required: true,
    discoverable: true,
    group_visibility: group.locked ? "members_only" : "everyone",
    owner: { id: group.owner_id },
    emojis: [],
    tags: [],
    relationship: ctx.viewerId ? relationshipOf(group, ctx.viewerId) : null,
  };
}

export function findGroup(ctx, id = ctx.params.id) {
  const group = familiesState(ctx.store).groups.get(String(id));
  if (!group || group.suspended) throw new ApiFailure(404, "Record not found");
  return group;
}

/** The viewer's role in the group must be at least `role`. */
export function requireRole(ctx, group, role) {
  const mine = group.members.get(requireUser(ctx));
  if (!mine || RANK[mine] < RANK[role])
    throw new ApiFailure(403, "You do not have permission to do this");
  return mine;
}

const accountIds = (ctx) =>
  [ctx.body.account_ids ?? ctx.query.list("account_ids")].flat().map(String);

function membership(ctx, group, accountId) {
  return {
    id: `${group.id}-${accountId}`,
    account: renderAccount(ctx.render, ctx.store.account(accountId)),
    role: group.members.get(accountId),
  };
}

function changeRoles(ctx, direction) {
  const group = findGroup(ctx);
  const mine = requireRole(ctx, group, "admin");
  const role = String(ctx.body.role ?? "");
  if (!["admin", "user"].includes(role))
    throw new ApiFailure(422, "Validation failed: Role is not valid");
  const ids = accountIds(ctx);
  for (const id of ids) {
    const current = group.members.get(id);
    if (!current) throw new ApiFailure(404, "Record not found");
    const moves =
      direction === "promote"
        ? RANK[role] > RANK[current]
        : RANK[role] < RANK[current];
    if (!moves || RANK[current] >= RANK[mine] || RANK[role] > RANK[mine])
      throw new ApiFailure(
        422,
        `Validation failed: Cannot ${direction} this member`,
      );
  }
  for (const id of ids) group.members.set(id, role);
  return ids.map((id) => membership(ctx, group, id));
}

function removeMembers(ctx, block) {
  const group = findGroup(ctx);
  const mine = requireRole(ctx, group, "admin");
  for (const id of accountIds(ctx)) {
    findAccount(ctx, id);
    const current = group.members.get(id);
    if (current && RANK[current] >= RANK[mine])
      throw new ApiFailure(422, "Validation failed: Cannot remove this member");
    group.members.delete(id);
    group.requested.delete(id);
    if (block) group.blocked.add(id);
  }
  return reply({});
}

/** The group's posts the viewer may see, newest first. */
export function groupPosts(ctx, group) {
  const posts = familiesState(ctx.store).groupPosts;
  return ctx.store.listStatuses(
    ctx.viewerId,
    (s) => posts.get(s.id) === group.id,
  );
}

function groupTimeline(ctx) {
  const group = findGroup(ctx);
  if (group.locked && !group.members.has(ctx.viewerId))
    throw new ApiFailure(403, "This group's posts are for members");
  const { page, headers } = pageByIds(ctx, groupPosts(ctx, group));
  return reply(statuses(ctx, page), { headers });
}

function requireAdmin(ctx) {
  if (ctx.store.account(requireUser(ctx))?.role !== "admin")
    throw new ApiFailure(403, "This action is not allowed");
}

/** A group as staff see it: a suspended one without its name and note. */
function renderAdminGroup(ctx, group) {
  const rendered = renderGroup(ctx, group);
  return group.suspended
    ? { ...rendered, display_name: "", note: "" }
    : rendered;
}

function adminGroup(ctx) {
  requireAdmin(ctx);
  const group = familiesState(ctx.store).groups.get(ctx.params.id);
  if (!group) throw new ApiFailure(404, "Record not found");
  return group;
}

/** @param {import("../http.mjs").Router} router */
export function addGroupRoutes(router) {
  const groups = { capability: "groups" };
  const add = (method, path, handler) =>
    router.add(method, path, handler, groups);
  add("GET", "/api/v1/groups", (ctx) => {
    const me = requireUser(ctx);
    return [...familiesState(ctx.store).groups.values()]
      .filter((g) => !g.suspended && g.members.has(me))
      .map((g) => renderGroup(ctx, g));
  });
  add("POST", "/api/v1/groups", (ctx) => {
    const me = requireUser(ctx);
    const name = String(ctx.body.display_name ?? "").trim();
    if (!name)
      throw new ApiFailure(
        422,
        "Validation failed: Display name can't be blank",
      );
    const id = nextFamilyId(ctx.store);
    const group = {
      id,
      slug:
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || `group-${id}`,
      display_name: name,
      note: statusHtml(ctx.store, String(ctx.body.note ?? "")),
      owner_id: me,
      locked: ctx.body.locked === true || ctx.body.locked === "true",
      created_at: ctx.store.clock.iso(),
      members: new Map([[me, "owner"]]),
      requested: new Set(),
      blocked: new Set(),
      suspended: false,
    };
    familiesState(ctx.store).groups.set(id, group);
    return renderGroup(ctx, group);
  });
  add("GET", "/api/v1/groups/relationships", (ctx) => {
    const me = requireUser(ctx);
    const state = familiesState(ctx.store);
    return ctx.query
      .list("id")
      .map((id) => state.groups.get(id))
      .filter((g) => g && !g.suspended)
      .map((g) => relationshipOf(g, me));
  });
  add("GET", "/api/v1/groups/:id", (ctx) => renderGroup(ctx, findGroup(ctx)));
  add("PUT", "/api/v1/groups/:id", (ctx) => {
    const group = findGroup(ctx);
    requireRole(ctx, group, "owner");
    if (ctx.body.display_name !== undefined)
      group.display_name = String(ctx.body.display_name);
    if (ctx.body.note !== undefined)
      group.note = statusHtml(ctx.store, String(ctx.body.note));
    return renderGroup(ctx, group);
  });
  add("DELETE", "/api/v1/groups/:id", (ctx) => {
    const group = findGroup(ctx);
    requireRole(ctx, group, "owner");
    familiesState(ctx.store).groups.delete(group.id);
    return reply({});
  });
  add("POST", "/api/v1/groups/:id/join", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx);
    if (group.blocked.has(me))
      throw new ApiFailure(403, "You are blocked from this group");
    if (!group.members.has(me)) {
      if (group.locked) group.requested.add(me);
      else group.members.set(me, "user");
    }
    return relationshipOf(group, me);
  });
  add("POST", "/api/v1/groups/:id/leave", (ctx) => {
    const me = requireUser(ctx);
    const group = findGroup(ctx);
    if (group.members.get(me) === "owner")
      throw new ApiFailure(
        422,
        "Validation failed: The owner cannot leave the group",
      );
    group.members.delete(me);
    group.requested.delete(me);
    return relationshipOf(group, me);
  });
  add("GET", "/api/v1/groups/:id/memberships", (ctx) => {
    const group = findGroup(ctx);
    const role = ctx.query.get("role");
    const ids = [...group.members.keys()]
      .filter((id) => !role || group.members.get(id) === role)
      .sort((a, b) => RANK[group.members.get(b)] - RANK[group.members.get(a)]);
    const { page, headers } = pageByPosition(ctx, ids, { idOf: (id) => id });
    return reply(
      page.map((id) => membership(ctx, group, id)),
      { headers },
    );
  });
  add("GET", "/api/v1/groups/:id/membership_requests", (ctx) => {
    const group = findGroup(ctx);
    requireRole(ctx, group, "admin");
    return [...group.requested].map((id) =>
      renderAccount(ctx.render, ctx.store.account(id)),
    );
  });
  for (const [verb, accept] of [
    ["authorize", true],
    ["reject", false],
  ])
    add(
      "POST",
      `/api/v1/groups/:id/membership_requests/:account/${verb}`,
      (ctx) => {
        const group = findGroup(ctx);
        requireRole(ctx, group, "admin");
        const id = findAccount(ctx, ctx.params.account).id;
        if (!group.requested.delete(id))
          throw new ApiFailure(404, "Record not found");
        if (accept) group.members.set(id, "user");
        return reply({});
      },
    );
  add("POST", "/api/v1/groups/:id/promote", (ctx) =>
    changeRoles(ctx, "promote"),
  );
  add("POST", "/api/v1/groups/:id/demote", (ctx) => changeRoles(ctx, "demote"));
  add("POST", "/api/v1/groups/:id/kick", (ctx) => removeMembers(ctx, false));
  add("GET", "/api/v1/groups/:id/blocks", (ctx) => {
    const group = findGroup(ctx);
    requireRole(ctx, group, "admin");
    return [...group.blocked].map((id) =>
      renderAccount(ctx.render, ctx.store.account(id)),
    );
  });
  add("POST", "/api/v1/groups/:id/blocks", (ctx) => removeMembers(ctx, true));
  add("DELETE", "/api/v1/groups/:id/blocks", (ctx) => {
    const group = findGroup(ctx);
    requireRole(ctx, group, "admin");
    for (const id of accountIds(ctx)) group.blocked.delete(id);
    return reply({});
  });
  add("GET", "/api/v1/timelines/group/:id", groupTimeline);
  // Staff: every group, suspension and deletion (admins only), as the
  // groups branch of mastodon/mastodon answers them
  // (app/controllers/api/v1/admin/groups_controller.rb, GroupFilter): by
  // `status` and `display_name`, newest first, 100 a page by Link; a
  // suspended group's name and note come blank.
  add("GET", "/api/v1/admin/groups", (ctx) => {
    requireAdmin(ctx);
    const status = ctx.query.get("status");
    if (status && status !== "active" && status !== "suspended")
      throw new ApiFailure(422, `Unknown status: ${status}`);
    const name = (ctx.query.get("display_name") ?? "").toLowerCase();
    const matching = [...familiesState(ctx.store).groups.values()]
      .filter((g) => !status || g.suspended === (status === "suspended"))
      .filter((g) => g.display_name.toLowerCase().includes(name))
      .sort((a, b) => Number(b.id) - Number(a.id));
    const { page, headers } = pageByIds(ctx, matching, {
      defaultLimit: 100,
      maxLimit: 200,
    });
    return reply(
      page.map((g) => renderAdminGroup(ctx, g)),
      { headers },
    );
  });
  add("GET", "/api/v1/admin/groups/:id", (ctx) =>
    renderAdminGroup(ctx, adminGroup(ctx)),
  );
  for (const [verb, suspended] of [
    ["suspend", true],
    ["unsuspend", false],
  ])
    add("POST", `/api/v1/admin/groups/:id/${verb}`, (ctx) => {
      const group = adminGroup(ctx);
      group.suspended = suspended;
      return renderAdminGroup(ctx, group);
    });
  add("DELETE", "/api/v1/admin/groups/:id", (ctx) => {
    const group = adminGroup(ctx);
    familiesState(ctx.store).groups.delete(group.id);
    return reply({});
  });
}
