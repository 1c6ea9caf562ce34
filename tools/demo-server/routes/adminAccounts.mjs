// Mastodon's admin accounts (`/api/v1/admin/accounts…`, and the v2 list), as
// Mastodon and GoToSocial answer them.
import { ApiFailure } from "../errors.mjs";
import { pageByIds, reply } from "../http.mjs";
import {
  PERMISSION,
  canMastodon,
  findModeration,
  findReport,
  logAction,
  setReportState,
} from "../adminState.mjs";
import { PAGE, byIdDesc } from "./adminCommon.mjs";
import { adminAccountJson } from "../adminRender.mjs";
import {
  approveAccount,
  ipMatches,
  rejectAccount,
  requirePending,
  setFlags,
} from "../adminOps.mjs";
import { admin, flavourHas } from "./adminGuard.mjs";

const USERS = canMastodon(PERMISSION.manageUsers);
const DELETE_DATA = canMastodon(PERMISSION.deleteUserData);
const ACCOUNTS = "/api/v1/admin/accounts";

const STATUS = {
  active: (r) => r.approved && !r.disabled && !r.suspended && !r.silenced,
  pending: (r) => r.pending,
  disabled: (r) => r.disabled,
  silenced: (r) => r.silenced,
  suspended: (r) => r.suspended,
};

/** Records matching the v2 filters (v1's booleans are read into them first). */
function accountsMatching(ctx, q) {
  const text = (value) => String(value ?? "").toLowerCase();
  return [...allRecords(ctx.store)]
    .filter((r) => !r.deleted)
    .filter((r) =>
      q.origin === "local"
        ? !r.domain
        : q.origin === "remote"
          ? r.domain
          : true,
    )
    .filter((r) => (q.status ? (STATUS[q.status]?.(r) ?? true) : true))
    .filter((r) =>
      q.permissions === "staff" ? Boolean(ctx.store.account(r.id)?.role) : true,
    )
    .filter((r) => !q.username || text(r.username).startsWith(text(q.username)))
    .filter(
      (r) =>
        !q.display_name ||
        text(ctx.store.account(r.id)?.display_name).includes(
          text(q.display_name),
        ),
    )
    .filter((r) => !q.email || text(r.email).includes(text(q.email)))
    .filter((r) => !q.by_domain || text(r.domain) === text(q.by_domain))
    .filter((r) => !q.ip || ipMatches(r.ip, q.ip))
    .sort(byIdDesc);
}

/** Every account's record, made for the seed accounts not yet touched. */
function allRecords(store) {
  for (const account of store.accounts.values())
    findModeration(store, account.id);
  return store.admin.accounts.values();
}

function listAccounts(ctx, q) {
  const { page, headers } = pageByIds(ctx, accountsMatching(ctx, q), PAGE);
  return reply(
    page.map((r) => adminAccountJson(ctx, r)),
    { headers },
  );
}

function v1Query(query) {
  const flag = (name) => query.bool(name);
  return {
    origin: flag("local") ? "local" : flag("remote") ? "remote" : undefined,
    status: ["active", "pending", "disabled", "silenced", "suspended"].find(
      flag,
    ),
    permissions: flag("staff") ? "staff" : undefined,
    username: query.get("username"),
    display_name: query.get("display_name"),
    email: query.get("email"),
    ip: query.get("ip"),
    by_domain: query.get("by_domain"),
  };
}

const ACTIONS = {
  none: {},
  disable: { disabled: true },
  sensitive: { sensitized: true },
  silence: { silenced: true },
  suspend: { suspended: true },
};

function addAccountRoutes(router) {
  router.add(
    "GET",
    "/api/v2/admin/accounts",
    admin("accounts", USERS, (ctx) => {
      const q = ctx.query;
      return listAccounts(ctx, {
        origin: q.get("origin"),
        status: q.get("status"),
        permissions: q.get("permissions"),
        username: q.get("username"),
        display_name: q.get("display_name"),
        email: q.get("email"),
        ip: q.get("ip"),
        by_domain: q.get("by_domain"),
      });
    }),
  );
  router.add(
    "GET",
    ACCOUNTS,
    admin("accountsV1", USERS, (ctx) => listAccounts(ctx, v1Query(ctx.query))),
  );
  const one = (feature, allowed, change) =>
    admin(feature, allowed, (ctx, me) => {
      const record = findModeration(ctx.store, ctx.params.id);
      return adminAccountJson(ctx, change(ctx, record, me) ?? record);
    });
  router.add(
    "GET",
    `${ACCOUNTS}/:id`,
    one("accounts", USERS, () => null),
  );
  router.add(
    "POST",
    `${ACCOUNTS}/:id/approve`,
    one("accounts", USERS, (ctx, r, me) =>
      approveAccount(ctx.store, requirePending(r), me),
    ),
  );
  router.add(
    "POST",
    `${ACCOUNTS}/:id/reject`,
    one("accounts", USERS, (ctx, r, me) =>
      rejectAccount(ctx.store, requirePending(r), me),
    ),
  );
  router.add(
    "POST",
    `${ACCOUNTS}/:id/action`,
    admin("accounts", USERS, (ctx, me) => {
      const record = findModeration(ctx.store, ctx.params.id);
      const type = String(ctx.body.type ?? "");
      const allowed = flavourHas(ctx.family, "actions")
        ? Object.keys(ACTIONS)
        : ["suspend"];
      if (!allowed.includes(type))
        throw new ApiFailure(
          422,
          `Validation failed: Type ${type || "blank"} is not supported`,
        );
      setFlags(
        ctx.store,
        record,
        ACTIONS[type],
        me,
        type === "none" ? "warn" : type,
      );
      if (ctx.body.report_id) {
        const report = findReport(ctx.store, ctx.body.report_id);
        setReportState(ctx.store, report, true, me);
      }
      return reply({});
    }),
  );
  for (const [path, flags] of Object.entries({
    enable: { disabled: false },
    unsilence: { silenced: false },
    unsuspend: { suspended: false },
    unsensitive: { sensitized: false },
  }))
    router.add(
      "POST",
      `${ACCOUNTS}/:id/${path}`,
      one("undo", USERS, (ctx, r, me) =>
        setFlags(ctx.store, r, flags, me, path),
      ),
    );
  router.add(
    "DELETE",
    `${ACCOUNTS}/:id`,
    one("deleteAccount", DELETE_DATA, (ctx, record, me) => {
      if (!record.suspended && !record.pending)
        throw new ApiFailure(403, "This action is not allowed");
      record.deleted = true;
      logAction(
        ctx.store,
        me,
        "delete",
        `deleted the data of @${record.username}`,
      );
      return null;
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addMastodonAccountRoutes(router) {
  addAccountRoutes(router);
}
