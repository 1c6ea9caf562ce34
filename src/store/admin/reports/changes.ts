import type { ReportAction } from "./capabilities";
import type {
  ReportDetail,
  ReportPerson,
  ReportSummary,
  TargetFlags,
} from "./summary";

/**
 * What a moderator does to a report, as plain data: staged (shown at once,
 * undoable while its toast shows), then sent, then confirmed by the
 * server's answer or rolled back.
 */
export type ReportChange =
  | { kind: "assign"; id: string }
  | { kind: "unassign"; id: string }
  | { kind: "resolve"; id: string; comment?: string }
  | { kind: "reopen"; id: string }
  | {
      kind: "act";
      id: string;
      action: ReportAction;
      /** To the team (see ReportCapabilities.teamNote). */
      note?: string;
      /** To the member, with the action (Mastodon). */
      message?: string;
      /** E-mail the member about it (Mastodon). */
      notify?: boolean;
    };

/** A change's name: what its toast and its failure say. */
export type ReportChangeName =
  Exclude<ReportChange["kind"], "act"> | ReportAction;

export function changeNameOf(change: ReportChange): ReportChangeName {
  return change.kind === "act" ? change.action : change.kind;
}

/** A change with what its optimistic state needs: who acts, and when. */
export interface StagedChange {
  stageId: string;
  change: ReportChange;
  me: ReportPerson;
  /** ISO time of the change, for the resolution's date. */
  at: string;
}

const ACTION_FLAGS: Partial<Record<ReportAction, Partial<TargetFlags>>> = {
  limit: { silenced: true },
  suspend: { suspended: true },
};

function resolved(summary: ReportSummary, staged: StagedChange): ReportSummary {
  return {
    ...summary,
    state: "resolved",
    resolvedBy: staged.me,
    action_taken_at: staged.at,
  };
}

/** The summary as the change leaves it, before the server has answered. */
export function changedSummary(
  summary: ReportSummary,
  staged: StagedChange,
): ReportSummary {
  const { change } = staged;
  switch (change.kind) {
    case "assign":
      return { ...summary, assignee: staged.me };
    case "unassign":
      return { ...summary, assignee: null };
    case "resolve":
    case "act":
      return resolved(summary, staged);
    case "reopen":
      return {
        ...summary,
        state: "open",
        resolvedBy: null,
        action_taken_at: null,
      };
  }
}

/** The opened report as the change leaves it: the account's flags, deleted posts. */
export function changedDetail(
  detail: ReportDetail,
  staged: StagedChange,
): ReportDetail {
  const { change } = staged;
  if (change.kind !== "act") return detail;
  if (change.action === "deletePosts") return { ...detail, postsDeleted: true };
  const flags = ACTION_FLAGS[change.action];
  return flags ? { ...detail, flags: { ...detail.flags, ...flags } } : detail;
}
