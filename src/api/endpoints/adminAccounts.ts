import type { ApiClient, Query } from "../client";
import type { DetectedServer } from "../features";
import type { Shape } from "../familyRoutes";
import {
  SILENCE_TAG,
  adminAccountSchema,
  type AdminAccount,
} from "../schemas/adminAccount";
import { isRecord } from "../schemas/utils";
import {
  adminOne,
  adminRoute,
  adminSend,
  replyAs,
  type AccountRef,
} from "./adminCall";
import {
  ADMIN_PAGE_SIZE,
  adminPage,
  type AdminPage,
  type Cursor,
} from "./adminPaging";

/** Admin accounts (spec 02 sections 4, 6 and 7.12): the list, one account, sign-ups. */

export interface AdminAccountsQuery {
  readonly origin?: "local" | "remote";
  readonly status?:
    "active" | "pending" | "disabled" | "silenced" | "suspended";
  /**
   * Mastodon filters staff of any role (admins and moderators alike); Pleroma
   * filters admins or moderators, and its filters all have to hold, so it
   * cannot ask for both at once.
   */
  readonly role?: "staff" | "admin" | "moderator";
  readonly username?: string;
  readonly display_name?: string;
  readonly email?: string;
  /** Mastodon only. */
  readonly ip?: string;
  /** Pleroma's search over nickname, domain and nickname@domain. */
  readonly query?: string;
}

const V1_STATUS = {
  active: "active",
  pending: "pending",
  disabled: "disabled",
  silenced: "silenced",
  suspended: "suspended",
} as const;

const PLEROMA_STATUS: Record<
  NonNullable<AdminAccountsQuery["status"]>,
  string | null
> = {
  active: "active",
  pending: "need_approval",
  disabled: "deactivated",
  suspended: "deactivated",
  // Silenced on Pleroma means tagged for the TagPolicy (see the schema).
  silenced: null,
};

const PLEROMA_ROLE = {
  staff: null,
  admin: "is_admin",
  moderator: "is_moderator",
};

const searches = (q: AdminAccountsQuery) => ({
  username: q.username,
  display_name: q.display_name,
  email: q.email,
  ip: q.ip,
});

type Style = "v1" | "v2" | "pleroma";

const styleOf = (shape: Shape | undefined): Style =>
  shape === "v1" || shape === "pleroma" ? shape : "v2";

/** The first page's query, by how the family filters (familyRoutes `Shape`). */
const QUERIES: Record<Style, (q: AdminAccountsQuery) => Query> = {
  v2: (q) => ({
    origin: q.origin,
    status: q.status,
    permissions: q.role ? "staff" : undefined,
    ...searches(q),
    limit: ADMIN_PAGE_SIZE,
  }),
  v1: (q) => ({
    ...(q.origin ? { [q.origin]: true } : {}),
    ...(q.status ? { [V1_STATUS[q.status]]: true } : {}),
    staff: q.role ? true : undefined,
    ...searches(q),
    limit: ADMIN_PAGE_SIZE,
  }),
  pleroma: (q) => {
    const filters = [
      q.origin === "local"
        ? "local"
        : q.origin === "remote"
          ? "external"
          : null,
      q.status ? PLEROMA_STATUS[q.status] : null,
      q.role ? PLEROMA_ROLE[q.role] : null,
    ].filter((filter) => filter !== null);
    return {
      page: 1,
      page_size: ADMIN_PAGE_SIZE,
      query: q.query ?? q.username,
      name: q.display_name,
      email: q.email,
      filters: filters.length ? filters.join(",") : undefined,
      tags: q.status === "silenced" ? [SILENCE_TAG] : undefined,
    };
  },
};

/** A page of accounts: the first one for `query`, or the one a cursor points to. */
export async function getAdminAccounts(
  client: ApiClient,
  server: DetectedServer,
  request: AdminAccountsQuery | Cursor,
  signal?: AbortSignal,
): Promise<AdminPage<AdminAccount>> {
  const route = adminRoute(server, "adminAccounts");
  const first = !("url" in request);
  return adminPage(
    client,
    route,
    first ? route.path : request.url,
    adminAccountSchema,
    {
      key: "users",
      query: first ? QUERIES[styleOf(route.shape)](request) : undefined,
      signal,
    },
  );
}

export function getAdminAccount(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
  signal?: AbortSignal,
): Promise<AdminAccount> {
  return adminOne(client, server, "adminAccount", adminAccountSchema, {
    account,
    signal,
  });
}

/**
 * The account a moderation call answered with: Mastodon's `Admin::Account`,
 * or the first of Pleroma's `{users: [...]}`; null when the reply has none
 * (Mastodon's actions answer `{}`, Pleroma's deletions a list of nicknames).
 */
export function accountFromReply(json: unknown): AdminAccount | null {
  if (isRecord(json) && Array.isArray(json.users))
    return replyAs(adminAccountSchema, json.users[0]);
  return replyAs(adminAccountSchema, json);
}

export async function postAdminApproveAccount(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
): Promise<AdminAccount | null> {
  const raw = await adminSend(client, server, "adminApproveAccount", {
    account,
  });
  return accountFromReply(raw.json);
}

/** Rejects a pending sign-up; Pleroma deletes the account to do it. */
export async function postAdminRejectAccount(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
): Promise<AdminAccount | null> {
  const raw = await adminSend(client, server, "adminRejectAccount", {
    account,
  });
  return accountFromReply(raw.json);
}

/** Deletes the account's data for good (Mastodon: only once suspended). */
export async function deleteAdminAccount(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
): Promise<AdminAccount | null> {
  const raw = await adminSend(client, server, "adminDeleteAccount", {
    account,
  });
  return accountFromReply(raw.json);
}
