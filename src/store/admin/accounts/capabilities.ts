import type {
  AccountAction,
  AccountUndo,
} from "../../../api/endpoints/adminAccountActions";
import type { AdminAccountsQuery } from "../../../api/endpoints/adminAccounts";
import type { DetectedServer } from "../../../api/features";
import { adminPath, type AdminOperation } from "../../../api/adminPaths";

/**
 * What this server's admin API lets staff do to accounts, read from the
 * family route tables (api/adminAccountPaths.ts): a call the family has no
 * route for is not offered.
 */

export type AccountModeration = AccountAction | AccountUndo;

const has = (server: DetectedServer, operation: AdminOperation) =>
  adminPath(server, operation) !== null;

const sameCall = (
  server: DetectedServer,
  a: AdminOperation,
  b: AdminOperation,
) => {
  const first = adminPath(server, a);
  const second = adminPath(server, b);
  return (
    first !== null &&
    second !== null &&
    first.method === second.method &&
    first.path === second.path &&
    JSON.stringify(first.constants) === JSON.stringify(second.constants)
  );
};

/**
 * Pleroma has one deactivation for both disabling and suspending: the
 * console then offers it once, as suspension, rather than as two buttons
 * doing the same thing.
 */
export const disableIsSuspend = (server: DetectedServer) =>
  sameCall(server, "adminDisableAccount", "adminSuspendAccount");

const OPERATIONS: Record<AccountModeration, AdminOperation> = {
  warn: "adminWarnAccount",
  disable: "adminDisableAccount",
  silence: "adminSilenceAccount",
  sensitive: "adminSensitiveAccount",
  suspend: "adminSuspendAccount",
  enable: "adminEnableAccount",
  unsilence: "adminUnsilenceAccount",
  unsuspend: "adminUnsuspendAccount",
  unsensitive: "adminUnsensitiveAccount",
};

export interface AccountCapabilities {
  /** Moderation the account detail offers (warnings belong to reports). */
  moderation: readonly AccountModeration[];
  suggest: boolean;
  tags: boolean;
  roles: boolean;
  passwordReset: boolean;
  disableMfa: boolean;
  /** Which fields the account search can look in. */
  searchFields: readonly SearchField[];
  /** Usernames are looked up with Pleroma's `query` (nickname and domain). */
  nicknameQuery: boolean;
  /** The staff filters: Mastodon's one, or Pleroma's two roles. */
  staffFilters: readonly NonNullable<AdminAccountsQuery["role"]>[];
  statusFilters: readonly NonNullable<AdminAccountsQuery["status"]>[];
}

export type SearchField = "username" | "display_name" | "email" | "ip";

export function accountCapabilities(
  server: DetectedServer,
): AccountCapabilities {
  const pleromaList = adminPath(server, "adminAccounts")?.shape === "pleroma";
  const merged = disableIsSuspend(server);
  const moderation = (Object.keys(OPERATIONS) as AccountModeration[]).filter(
    (name) =>
      name !== "warn" &&
      has(server, OPERATIONS[name]) &&
      !(merged && (name === "disable" || name === "enable")),
  );
  return {
    moderation,
    suggest: has(server, "adminSuggestAccount"),
    tags: has(server, "adminTagAccount"),
    roles: has(server, "adminGrantAdmin"),
    passwordReset: has(server, "adminForcePasswordReset"),
    disableMfa: has(server, "adminDisableMfa"),
    searchFields: pleromaList
      ? ["username", "display_name", "email"]
      : ["username", "display_name", "email", "ip"],
    nicknameQuery: pleromaList,
    staffFilters: pleromaList ? ["admin", "moderator"] : ["staff"],
    statusFilters: merged
      ? ["active", "pending", "silenced", "suspended"]
      : ["active", "pending", "disabled", "silenced", "suspended"],
  };
}

/** Whether a sign-up that just arrived belongs in a list asked with `query`. */
export function listsNewSignUps(query: AdminAccountsQuery): boolean {
  const searching = [
    query.username,
    query.display_name,
    query.email,
    query.ip,
    query.query,
  ].some((value) => value !== undefined && value !== "");
  return (
    !searching &&
    query.origin !== "remote" &&
    query.role === undefined &&
    (query.status === undefined || query.status === "pending")
  );
}
