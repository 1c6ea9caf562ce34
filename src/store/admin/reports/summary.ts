import type { Account } from "../../../api/schemas/account";
import type { AdminAccount } from "../../../api/schemas/adminAccount";
import type {
  AdminReport,
  AdminReportNote,
  AdminReportState,
} from "../../../api/schemas/adminReport";
import type { Report } from "../../../api/schemas/report";

/**
 * What the report queue keeps (issue 16): a small summary per report for
 * the rows of long queues, and the whole report only for the few opened.
 * The reported posts are normalised into the statuses slice, so they show
 * in the normal status card and the collector frees them once closed.
 */

/** A person on a report, as its row and its actions name them. */
export interface ReportPerson {
  id: string;
  /** What Pleroma-style calls name the account by (user or user@domain). */
  nickname: string;
  /** The handle shown (user@domain for remote accounts). */
  acct: string;
  display_name: string;
  avatar: string;
  /** A remote account's domain; null for local ones. */
  domain: string | null;
  /** The custom emoji of the display name. */
  emojis: Account["emojis"];
}

export type ReportCategory = AdminReport["category"];

export interface ReportSummary {
  id: string;
  created_at: string;
  state: AdminReportState;
  category: ReportCategory;
  comment: string;
  forwarded: boolean;
  statusCount: number;
  ruleCount: number;
  /** Null where the server did not say (a report from an unknown actor). */
  reporter: ReportPerson | null;
  target: ReportPerson;
  assignee: ReportPerson | null;
  resolvedBy: ReportPerson | null;
  action_taken_at: string | null;
}

/** The moderation state of the reported account the report screen shows and changes. */
export interface TargetFlags {
  silenced: boolean;
  suspended: boolean;
  sensitized: boolean;
  disabled: boolean;
}

/** What only an opened report holds beside its summary. */
export interface ReportDetail {
  id: string;
  rules: AdminReport["rules"];
  notes: AdminReportNote[];
  status_ids: string[];
  target: AdminAccount;
  reporter: AdminAccount;
  flags: TargetFlags;
  action_taken_comment: string | null;
  /** The reported posts were deleted from here (they stay listed by id). */
  postsDeleted: boolean;
}

export function personOf(admin: AdminAccount): ReportPerson {
  const account = admin.account;
  return {
    id: admin.id,
    nickname: admin.nickname,
    acct: account?.acct ?? admin.nickname,
    display_name: account?.display_name ?? "",
    avatar: account?.avatar ?? "",
    domain: admin.domain,
    emojis: account?.emojis ?? [],
  };
}

type AccountNaming = Pick<
  Account,
  "id" | "acct" | "display_name" | "avatar" | "local" | "domain" | "emojis"
>;

export function personOfAccount(account: AccountNaming): ReportPerson {
  return {
    id: account.id,
    nickname: account.acct,
    acct: account.acct,
    display_name: account.display_name,
    avatar: account.avatar,
    domain: account.local ? null : account.domain,
    emojis: account.emojis,
  };
}

export function summaryOf(report: AdminReport): ReportSummary {
  return {
    id: report.id,
    created_at: report.created_at,
    state: report.state,
    category: report.category,
    comment: report.comment,
    forwarded: report.forwarded,
    statusCount: report.statuses.length,
    ruleCount: report.rules.length,
    reporter: personOf(report.account),
    target: personOf(report.target_account),
    assignee: report.assigned_account && personOf(report.assigned_account),
    resolvedBy:
      report.action_taken_by_account &&
      personOf(report.action_taken_by_account),
    action_taken_at: report.action_taken_at,
  };
}

export function flagsOf(admin: AdminAccount): TargetFlags {
  return {
    silenced: admin.silenced,
    suspended: admin.suspended,
    sensitized: admin.sensitized,
    disabled: admin.disabled,
  };
}

export function detailOf(report: AdminReport): ReportDetail {
  return {
    id: report.id,
    rules: report.rules,
    notes: report.notes,
    status_ids: report.statuses.map((status) => status.id),
    target: report.target_account,
    reporter: report.account,
    flags: flagsOf(report.target_account),
    action_taken_comment: report.action_taken_comment,
    postsDeleted: false,
  };
}

/**
 * A report as an `admin.report` notification carries it (the plain report
 * entity, the reporter as the notification's account): enough for a row
 * until the report is opened.
 */
export function summaryOfNotice(
  report: Report,
  reporter: AccountNaming | null,
  receivedAt: string,
): ReportSummary {
  return {
    id: report.id,
    created_at: report.created_at ?? receivedAt,
    state: report.action_taken ? "resolved" : "open",
    category: report.category,
    comment: report.comment,
    forwarded: report.forwarded,
    statusCount: report.status_ids.length,
    ruleCount: report.rule_ids.length,
    reporter: reporter && personOfAccount(reporter),
    target: personOfAccount(report.target_account),
    assignee: null,
    resolvedBy: null,
    action_taken_at: report.action_taken_at,
  };
}
