import { nanoid } from "@reduxjs/toolkit";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { ReportAction } from "../../store/admin/reports/capabilities";
import type {
  ReportChange,
  ReportChangeName,
  StagedChange,
} from "../../store/admin/reports/changes";
import {
  selectAdminReports,
  selectReportCapabilities,
} from "../../store/admin/reports/selectors";
import {
  reportChangeStaged,
  reportChangeUndone,
} from "../../store/admin/reports/slice";
import { personOfAccount } from "../../store/admin/reports/summary";
import { sendReportChange } from "../../store/admin/reports/thunks";
import { useAppDispatch, useAppSelector, useAppStore } from "../../store/hooks";
import { selectSignedInAccount } from "../../store/session/selectors";
import { paths } from "../../utils/paths";

/**
 * Opening another report, or going back to the queue, keeps the window
 * where it is: the queue beside the report stays at its place.
 */
export const KEEP_SCROLL = { state: { preventScrollReset: true } };

/** How long a change can be undone before it is sent (issue 16: 5 s). */
export const UNDO_MS = 5000;

/** The form a command opens: an action with its notes, or a resolution with its comment. */
export interface ReportDialog {
  kind: ReportAction | "resolve";
  id: string;
}

/** Why a key did nothing: the role may not, or the server cannot. */
export interface ReportNotice {
  change: ReportChangeName;
  reason: "role" | "server";
}

export interface DialogValues {
  note?: string;
  message?: string;
  notify?: boolean;
  comment?: string;
}

export interface ReportCommands {
  /**
   * The report the keys act on: the one opening (a key pressed while the
   * next report's page is on its way acts on that one), else the open one,
   * else the selected row's.
   */
  targetId: () => string | null;
  /** The row the keys act on when no report is open. */
  selectedId: string | null;
  /** The report open beside (or instead of) the queue. */
  openId: string | null;
  /** Bumped when focus should go back to the selected row. */
  focusRow: number;
  staged: StagedChange | null;
  dialog: ReportDialog | null;
  notice: ReportNotice | null;
  select: (id: string) => void;
  move: (step: 1 | -1) => void;
  open: (id?: string) => void;
  close: () => void;
  assign: (id: string) => void;
  resolve: (id: string) => void;
  reopen: (id: string) => void;
  act: (action: ReportAction, id: string) => void;
  submitDialog: (values: DialogValues) => void;
  closeDialog: () => void;
  undo: () => void;
  sendNow: () => void;
}

interface Options {
  /** The queue's rows in order. */
  ids: readonly string[];
  openId: string | null;
  /** The queue's filters as a query string, kept in every link. */
  search: string;
}

/**
 * What the moderator does in the report queue, by keys and buttons alike:
 * moving, opening and closing reports, and changes that show at once, can
 * be undone for UNDO_MS, and are sent when that time is up, when the next
 * change comes, at once on request, or when the queue is left. A change
 * that resolves a report opens the next open one.
 */
export function useReportCommands({
  ids,
  openId,
  search,
}: Options): ReportCommands {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const capabilities = useAppSelector(selectReportCapabilities);
  const me = useAppSelector(selectSignedInAccount);
  const [selectedId, setSelectedId] = useState<string | null>(openId);
  const [shownOpen, setShownOpen] = useState(openId);
  const [focusRow, setFocusRow] = useState(0);
  const [staged, setStaged] = useState<StagedChange | null>(null);
  const stagedRef = useRef<StagedChange | null>(null);
  const [dialog, setDialog] = useState<ReportDialog | null>(null);
  // Where the last command went, until the router has rendered it.
  const opening = useRef<{ id: string | null } | null>(null);
  const [notice, setNotice] = useState<ReportNotice | null>(null);

  // The report opened by any means (a link, the keys) becomes the selection.
  if (openId !== shownOpen) {
    setShownOpen(openId);
    if (openId !== null) setSelectedId(openId);
    setNotice(null);
  }
  useEffect(() => {
    if (opening.current?.id === openId) opening.current = null;
  }, [openId]);
  const targetId = () =>
    opening.current ? opening.current.id : (openId ?? selectedId);

  const flush = useCallback(() => {
    const pending = stagedRef.current;
    if (!pending) return;
    stagedRef.current = null;
    setStaged(null);
    void dispatch(sendReportChange(pending));
  }, [dispatch]);

  useEffect(() => {
    if (!staged) return;
    const timer = setTimeout(flush, UNDO_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [staged, flush]);
  // Leaving the queue sends what is still waiting: it is not lost.
  useEffect(() => flush, [flush]);

  const go = useCallback(
    (id: string | null) => {
      opening.current = { id };
      void navigate(
        `${id === null ? paths.admin("reports") : paths.adminReport(id)}${search}`,
        KEEP_SCROLL,
      );
    },
    [navigate, search],
  );

  /** The next open report after `fromId` in the queue (else before it). */
  const nextOpen = useCallback(
    (fromId: string): string | null => {
      const { summaries } = selectAdminReports(store.getState());
      const at = ids.indexOf(fromId);
      const order = [...ids.slice(at + 1), ...ids.slice(0, Math.max(at, 0))];
      return (
        order.find((id) => id !== fromId && summaries[id]?.state === "open") ??
        null
      );
    },
    [ids, store],
  );

  const stage = useCallback(
    (change: ReportChange, advance: boolean) => {
      if (!me) return;
      flush();
      const next: StagedChange = {
        stageId: nanoid(),
        change,
        me: personOfAccount(me),
        at: new Date().toISOString(),
      };
      dispatch(reportChangeStaged(next));
      stagedRef.current = next;
      setStaged(next);
      setNotice(null);
      if (advance) {
        const following = nextOpen(change.id);
        if (following) setSelectedId(following);
        go(following);
        if (!following) setFocusRow((n) => n + 1);
      }
    },
    [dispatch, flush, go, me, nextOpen],
  );

  const summaryOf = (id: string) =>
    selectAdminReports(store.getState()).summaries[id];

  const refuse = (change: ReportChangeName, available: boolean) => {
    setNotice({ change, reason: available ? "role" : "server" });
  };

  const act = (action: ReportAction, id: string) => {
    if (!capabilities.actions.includes(action)) {
      refuse(action, capabilities.forbidden.includes(action));
      return;
    }
    setDialog({ kind: action, id });
  };

  return {
    targetId,
    selectedId,
    openId,
    focusRow,
    staged,
    dialog,
    notice,
    select: setSelectedId,
    move: (step) => {
      if (ids.length === 0) return;
      const from = ids.indexOf(targetId() ?? selectedId ?? "");
      const at =
        from === -1
          ? step === 1
            ? 0
            : ids.length - 1
          : Math.min(ids.length - 1, Math.max(0, from + step));
      const id = ids[at] ?? null;
      setSelectedId(id);
      setNotice(null);
      if (openId !== null || opening.current?.id) go(id);
      else setFocusRow((n) => n + 1);
    },
    open: (id) => {
      const target = id ?? selectedId;
      if (target) go(target);
    },
    close: () => {
      if (openId === null) return;
      go(null);
      setFocusRow((n) => n + 1);
    },
    assign: (id) => {
      if (!capabilities.assign) {
        refuse("assign", false);
        return;
      }
      const mine = me !== undefined && summaryOf(id)?.assignee?.id === me.id;
      stage({ kind: mine ? "unassign" : "assign", id }, false);
    },
    resolve: (id) => {
      if (summaryOf(id)?.state === "resolved") return;
      if (capabilities.resolveComment) setDialog({ kind: "resolve", id });
      else stage({ kind: "resolve", id }, true);
    },
    reopen: (id) => {
      if (!capabilities.reopen) {
        refuse("reopen", false);
        return;
      }
      if (summaryOf(id)?.state === "open") return;
      stage({ kind: "reopen", id }, false);
    },
    act,
    submitDialog: (values) => {
      if (!dialog) return;
      setDialog(null);
      if (dialog.kind === "resolve")
        stage(
          { kind: "resolve", id: dialog.id, comment: values.comment },
          true,
        );
      else
        stage(
          {
            kind: "act",
            id: dialog.id,
            action: dialog.kind,
            note: values.note,
            message: values.message,
            notify: values.notify,
          },
          true,
        );
    },
    closeDialog: () => {
      setDialog(null);
    },
    undo: () => {
      const pending = stagedRef.current;
      if (!pending) return;
      stagedRef.current = null;
      setStaged(null);
      dispatch(reportChangeUndone({ stageId: pending.stageId }));
      setSelectedId(pending.change.id);
      go(pending.change.id);
    },
    sendNow: flush,
  };
}
