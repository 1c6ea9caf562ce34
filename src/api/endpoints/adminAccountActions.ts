import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { adminPath, type AdminOperation } from "../adminPaths";
import type { AdminAccount } from "../schemas/adminAccount";
import { adminSend, type AccountRef } from "./adminCall";
import { accountFromReply } from "./adminAccounts";

/**
 * Moderation of one account (spec 02 section 4): actions and their undoing,
 * suggestions, tags, roles, password reset and two-factor reset. Each answers
 * the updated account where the server sends one (Mastodon's undo calls do,
 * Pleroma's activation calls too), else null.
 */

export type AccountAction =
  "warn" | "disable" | "silence" | "sensitive" | "suspend";

export type AccountUndo = "enable" | "unsilence" | "unsuspend" | "unsensitive";

const ACTIONS: Record<AccountAction, AdminOperation> = {
  warn: "adminWarnAccount",
  disable: "adminDisableAccount",
  silence: "adminSilenceAccount",
  sensitive: "adminSensitiveAccount",
  suspend: "adminSuspendAccount",
};

const UNDOS: Record<AccountUndo, AdminOperation> = {
  enable: "adminEnableAccount",
  unsilence: "adminUnsilenceAccount",
  unsuspend: "adminUnsuspendAccount",
  unsensitive: "adminUnsensitiveAccount",
};

/** The actions this server has a call for (GoToSocial: suspend only; Pleroma: no warning). */
export function accountActionsOf(server: DetectedServer): AccountAction[] {
  return (Object.keys(ACTIONS) as AccountAction[]).filter(
    (action) => adminPath(server, ACTIONS[action]) !== null,
  );
}

export interface AccountActionOptions {
  /** The message to the member (Mastodon's warning text). */
  readonly text?: string;
  /** The report acted on; Mastodon resolves it with the action. */
  readonly reportId?: string;
  /** Whether Mastodon e-mails the member about it. */
  readonly notify?: boolean;
}

export async function postAdminAccountAction(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
  action: AccountAction,
  options: AccountActionOptions = {},
): Promise<AdminAccount | null> {
  const raw = await adminSend(client, server, ACTIONS[action], {
    account,
    values: {
      text: options.text,
      report: options.reportId,
      notify: options.notify,
    },
  });
  return accountFromReply(raw.json);
}

export async function postAdminAccountUndo(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
  undo: AccountUndo,
): Promise<AdminAccount | null> {
  const raw = await adminSend(client, server, UNDOS[undo], { account });
  return accountFromReply(raw.json);
}

/** Adds the account to the follow suggestions or takes it off (Pleroma). */
export async function patchAdminAccountSuggested(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
  suggested: boolean,
): Promise<AdminAccount | null> {
  const operation = suggested ? "adminSuggestAccount" : "adminUnsuggestAccount";
  const raw = await adminSend(client, server, operation, { account });
  return accountFromReply(raw.json);
}

/** Tags the account or takes tags off it (Pleroma). */
export async function putAdminAccountTags(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
  tags: readonly string[],
  add: boolean,
): Promise<void> {
  const operation = add ? "adminTagAccount" : "adminUntagAccount";
  await adminSend(client, server, operation, { account, extra: { tags } });
}

export type StaffRoleName = "admin" | "moderator" | "user";

/**
 * Makes the account an admin, a moderator or a plain member (spec 02
 * section 4): promoting to admin first takes the moderator role away,
 * promoting to moderator the admin role, and demoting takes both. Pleroma
 * holds the two as separate permission groups, so each step is its own call.
 */
export async function putAdminAccountRole(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef & Pick<AdminAccount, "is_admin" | "is_moderator">,
  role: StaffRoleName,
): Promise<void> {
  const steps: AdminOperation[] = [];
  if (role !== "moderator" && account.is_moderator)
    steps.push("adminRevokeModerator");
  if (role !== "admin" && account.is_admin) steps.push("adminRevokeAdmin");
  if (role === "admin" && !account.is_admin) steps.push("adminGrantAdmin");
  if (role === "moderator" && !account.is_moderator)
    steps.push("adminGrantModerator");
  for (const step of steps) await adminSend(client, server, step, { account });
}

/** Makes the member choose a new password at the next sign-in (Pleroma). */
export async function patchAdminForcePasswordReset(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
): Promise<void> {
  await adminSend(client, server, "adminForcePasswordReset", { account });
}

/** Turns the member's two-factor sign-in off (Pleroma). */
export async function putAdminDisableMfa(
  client: ApiClient,
  server: DetectedServer,
  account: AccountRef,
): Promise<void> {
  await adminSend(client, server, "adminDisableMfa", { account });
}
