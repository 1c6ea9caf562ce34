import type { DetectedServer } from "../../../api/features";
import { adminPath, type AdminOperation } from "../../../api/adminPaths";

/**
 * What staff can do with a report on this server (issue 16, "The queues"),
 * read from the family route tables (api/adminAccountPaths.ts) and, on
 * Pleroma 2.5, from the privileges of the viewer's staff groups: a call the
 * family has no route for is not offered, and neither is one the viewer's
 * role may not make (a moderator on Pleroma handles reports and deletes
 * posts, but suspends or tags nobody by default).
 */

/** The moderation actions taken from a report; each also resolves it. */
export type ReportAction =
  "warn" | "sensitive" | "limit" | "suspend" | "deletePosts";

export const REPORT_ACTIONS: readonly ReportAction[] = [
  "warn",
  "sensitive",
  "limit",
  "suspend",
  "deletePosts",
];

/**
 * How an action is carried out: an account action (Mastodon's one call,
 * Pleroma's deactivation or TagPolicy tags), or a call per reported post.
 */
export type ActionCall =
  | { kind: "account"; operation: AdminOperation }
  | { kind: "posts"; operation: AdminOperation };

/** Pleroma 2.5's privilege for each kind of call (docs/configuration/cheatsheet). */
const PRIVILEGE: Partial<Record<AdminOperation, string>> = {
  adminSuspendAccount: "users_manage_activation_state",
  adminSilenceAccount: "users_manage_tags",
  adminSensitiveAccount: "users_manage_tags",
  adminDeleteStatus: "messages_delete",
  adminUpdateStatus: "messages_delete",
};

const has = (server: DetectedServer, operation: AdminOperation) =>
  adminPath(server, operation) !== null;

/**
 * Marking sensitive marks the reported posts where the family can
 * (Pleroma's admin status call), else the account's media (Mastodon's
 * `sensitive` action, which is what its report screen does through the API).
 */
function callOf(
  server: DetectedServer,
  action: ReportAction,
): ActionCall | null {
  const account = (operation: AdminOperation): ActionCall | null =>
    has(server, operation) ? { kind: "account", operation } : null;
  switch (action) {
    case "warn":
      return account("adminWarnAccount");
    case "limit":
      return account("adminSilenceAccount");
    case "suspend":
      return account("adminSuspendAccount");
    case "sensitive":
      return has(server, "adminUpdateStatus")
        ? { kind: "posts", operation: "adminUpdateStatus" }
        : account("adminSensitiveAccount");
    case "deletePosts":
      return has(server, "adminDeleteStatus")
        ? { kind: "posts", operation: "adminDeleteStatus" }
        : null;
  }
}

export interface ReportCapabilities {
  /** Actions offered: the family has the call and the role may make it. */
  actions: readonly ReportAction[];
  /** Actions the family has but the viewer's role may not take. */
  forbidden: readonly ReportAction[];
  calls: Readonly<Partial<Record<ReportAction, ActionCall>>>;
  /**
   * Where a note to the team goes: onto the report (Pleroma's notes), into
   * the action's recorded reason (GoToSocial's `text`), or nowhere (Mastodon
   * keeps its report notes out of the API).
   */
  teamNote: "report" | "action" | null;
  /** A message to the member with the action, e-mailed if asked (Mastodon's `text`). */
  message: boolean;
  /** A resolution comment (GoToSocial's `action_taken_comment`). */
  resolveComment: boolean;
  assign: boolean;
  reopen: boolean;
}

export function reportCapabilities(
  server: DetectedServer,
  privileges: readonly string[] | null,
): ReportCapabilities {
  const may = (call: ActionCall) => {
    const privilege = PRIVILEGE[call.operation];
    return !privileges || !privilege || privileges.includes(privilege);
  };
  const calls: Partial<Record<ReportAction, ActionCall>> = {};
  const actions: ReportAction[] = [];
  const forbidden: ReportAction[] = [];
  for (const action of REPORT_ACTIONS) {
    const call = callOf(server, action);
    if (!call) continue;
    calls[action] = call;
    (may(call) ? actions : forbidden).push(action);
  }
  const resolve = adminPath(server, "adminResolveReport");
  const fields = adminPath(server, "adminSuspendAccount")?.fields ?? {};
  const message = fields.text !== undefined && fields.notify !== undefined;
  return {
    actions,
    forbidden,
    calls,
    teamNote: has(server, "adminCreateReportNote")
      ? "report"
      : fields.text !== undefined && !message
        ? "action"
        : null,
    message,
    resolveComment: resolve?.fields?.comment !== undefined,
    assign: has(server, "adminAssignReport"),
    reopen: has(server, "adminReopenReport"),
  };
}
