// Pleroma's admin users (`/api/v1/pleroma/admin/users…`), as Pleroma and
// Akkoma answer them: accounts named by nickname in the body, a page-based
// list wrapped with a count, roles as permission groups, TagPolicy tags.
import { ApiFailure } from "../errors.mjs";
import {
  canPleroma,
  findModeration,
  isAdmin,
  logAction,
} from "../adminState.mjs";
import {
  SENSITIVE_TAG,
  SILENCE_TAG,
  pleromaUserJson,
  profileOf,
} from "../adminRender.mjs";
import { approveAccount, rejectAccount, setFlags } from "../adminOps.mjs";
import { byIdDesc, noContent } from "./adminCommon.mjs";
import { admin } from "./adminGuard.mjs";

const USERS = "/api/v1/pleroma/admin/users";
const can = canPleroma;

/** A page of `items` by `page` and `page_size` (Pleroma's default size is 50). */
export function pageOf(ctx, items) {
  const size = ctx.query.int("page_size", 50, { min: 1, max: 500 });
  const page = ctx.query.int("page", 1, { min: 1 });
  return { size, items: items.slice((page - 1) * size, page * size) };
}

const FILTERS = {
  local: (r) => !r.domain,
  external: (r) => Boolean(r.domain),
  active: (r) => !r.suspended && r.approved,
  need_approval: (r) => r.pending,
  unconfirmed: (r) => !r.confirmed,
  deactivated: (r) => r.suspended,
  is_admin: (r, store) => store.account(r.id)?.role === "admin",
  is_moderator: (r, store) => store.account(r.id)?.role === "moderator",
};

function usersMatching(ctx) {
  const { store } = ctx;
  const q = ctx.query;
  for (const account of store.accounts.values())
    findModeration(store, account.id);
  const filters = String(q.get("filters") ?? "")
    .split(",")
    .filter((f) => FILTERS[f]);
  const tags = q.list("tags");
  const text = (value) => String(value ?? "").toLowerCase();
  const search = text(q.get("query"));
  return [...store.admin.accounts.values()]
    .filter((r) => !r.deleted)
    .filter((r) => filters.every((f) => FILTERS[f](r, store)))
    .filter(
      (r) =>
        !tags.length ||
        tags.some((t) => pleromaUserJson(ctx, r).tags.includes(t)),
    )
    .filter(
      (r) =>
        !search || text(`${r.username}@${r.domain ?? ""}`).includes(search),
    )
    .filter(
      (r) =>
        !q.get("name") ||
        text(profileOf(store, r)?.display_name).includes(text(q.get("name"))),
    )
    .filter(
      (r) => !q.get("email") || text(r.email).includes(text(q.get("email"))),
    )
    .sort(byIdDesc);
}

/** The records named by the body's `nicknames`; an unknown one is a 404. */
const named = (ctx) =>
  [ctx.body.nicknames ?? []].flat().map((n) => findModeration(ctx.store, n));

const users = (ctx, records) => ({
  users: records.map((r) => pleromaUserJson(ctx, r)),
});

function tagChange(ctx, me, on) {
  const tags = [ctx.body.tags ?? []].flat().map(String);
  for (const record of named(ctx)) {
    const flags = {};
    for (const tag of tags) {
      if (tag === SILENCE_TAG) flags.silenced = on;
      else if (tag === SENSITIVE_TAG) flags.sensitized = on;
      else if (on) record.tags.add(tag);
      else record.tags.delete(tag);
    }
    setFlags(ctx.store, record, flags, me, on ? "tag" : "untag");
  }
  return noContent();
}

function setGroup(ctx, me, on) {
  const group = ctx.params.group;
  if (!["admin", "moderator"].includes(group))
    throw new ApiFailure(404, "Not found");
  for (const record of named(ctx)) {
    const account = ctx.store.account(record.id);
    if (!account || account.domain) throw new ApiFailure(404, "Not found");
    if (!on && group === "admin" && account.id === me)
      throw new ApiFailure(403, "You can't revoke your own admin status.");
    if (on) account.role = group;
    else if (account.role === group) account.role = null;
    logAction(
      ctx.store,
      me,
      on ? "grant" : "revoke",
      `${on ? "made" : "revoked"} @${record.username} ${group}`,
    );
  }
  return { [`is_${group}`]: on };
}

function addUserRoutes(router) {
  router.add(
    "GET",
    USERS,
    admin("users", can("users_read"), (ctx) => {
      const all = usersMatching(ctx);
      const { size, items } = pageOf(ctx, all);
      return { count: all.length, page_size: size, ...users(ctx, items) };
    }),
  );
  const batch = (privilege, change) =>
    admin("users", can(privilege), (ctx, me) =>
      users(
        ctx,
        named(ctx).map((r) => change(ctx, r, me)),
      ),
    );
  router.add(
    "PATCH",
    `${USERS}/approve`,
    batch("users_manage_activation_state", (ctx, r, me) =>
      approveAccount(ctx.store, r, me),
    ),
  );
  router.add(
    "PATCH",
    `${USERS}/activate`,
    batch("users_manage_activation_state", (ctx, r, me) =>
      setFlags(ctx.store, r, { suspended: false }, me, "unsuspend"),
    ),
  );
  router.add(
    "PATCH",
    `${USERS}/deactivate`,
    batch("users_manage_activation_state", (ctx, r, me) =>
      setFlags(ctx.store, r, { suspended: true }, me, "suspend"),
    ),
  );
  router.add(
    "PATCH",
    `${USERS}/suggest`,
    batch("users_manage_activation_state", (ctx, r, me) =>
      setFlags(ctx.store, r, { suggested: true }, me, "suggest"),
    ),
  );
  router.add(
    "PATCH",
    `${USERS}/unsuggest`,
    batch("users_manage_activation_state", (ctx, r, me) =>
      setFlags(ctx.store, r, { suggested: false }, me, "unsuggest"),
    ),
  );
  router.add(
    "DELETE",
    USERS,
    admin("users", can("users_delete"), (ctx, me) =>
      named(ctx).map((record) => {
        if (record.pending) rejectAccount(ctx.store, record, me);
        else
          setFlags(
            ctx.store,
            record,
            { suspended: true, deleted: true },
            me,
            "delete",
          );
        return record.domain
          ? `${record.username}@${record.domain}`
          : record.username;
      }),
    ),
  );
  router.add(
    "PUT",
    `${USERS}/tag`,
    admin("users", can("users_manage_tags"), (ctx, me) =>
      tagChange(ctx, me, true),
    ),
  );
  router.add(
    "DELETE",
    `${USERS}/tag`,
    admin("users", can("users_manage_tags"), (ctx, me) =>
      tagChange(ctx, me, false),
    ),
  );
  router.add(
    "POST",
    `${USERS}/permission_group/:group`,
    admin("users", isAdmin, (ctx, me) => setGroup(ctx, me, true)),
  );
  router.add(
    "DELETE",
    `${USERS}/permission_group/:group`,
    admin("users", isAdmin, (ctx, me) => setGroup(ctx, me, false)),
  );
  router.add(
    "PATCH",
    `${USERS}/force_password_reset`,
    admin("users", can("users_manage_credentials"), (ctx, me) => {
      for (const record of named(ctx))
        logAction(
          ctx.store,
          me,
          "force_password_reset",
          `forced a password reset on @${record.username}`,
        );
      return noContent();
    }),
  );
  router.add(
    "PUT",
    `${USERS}/disable_mfa`,
    admin("users", can("users_manage_credentials"), (ctx, me) => {
      const record = findModeration(ctx.store, ctx.body.nickname);
      logAction(
        ctx.store,
        me,
        "disable_mfa",
        `turned off two-factor sign-in for @${record.username}`,
      );
      return record.username;
    }),
  );
  router.add(
    "GET",
    `${USERS}/:id`,
    admin("users", can("users_read"), (ctx) =>
      pleromaUserJson(ctx, findModeration(ctx.store, ctx.params.id)),
    ),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addPleromaUserRoutes(router) {
  addUserRoutes(router);
}
