import { useEffect, useEffectEvent } from "react";
import type { ReportAction } from "../../store/admin/reports/capabilities";
import { useAppDispatch, useAppStore } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import {
  commandOf,
  isOwnActivation,
  isOwnedByFocus,
  type QueueCommand,
} from "./queueKeys";
import type { ReportCommands } from "./useReportCommands";

const ACTIONS: Partial<Record<QueueCommand, ReportAction>> = {
  warn: "warn",
  limit: "limit",
  suspend: "suspend",
  deletePosts: "deletePosts",
};

/**
 * Binds the queue's keys while the report queue is on screen. The listener
 * sits on the document, under the app's own shortcuts on the window: a key
 * the queue uses stops there, so `s` suspends here rather than focusing the
 * search, and `?` lists the queue's keys. Keys typed into a field or
 * pressed in a dialog (or with another modal open) are left alone.
 */
export function useQueueKeys(commands: ReportCommands): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const run = useEffectEvent((command: QueueCommand, event: KeyboardEvent) => {
    const target = commands.targetId();
    const action = ACTIONS[command];
    if (action) {
      if (target) commands.act(action, target);
      return true;
    }
    switch (command) {
      case "next":
        commands.move(1);
        return true;
      case "previous":
        commands.move(-1);
        return true;
      case "open":
        if (commands.staged && !isOwnActivation(event.target)) {
          commands.sendNow();
          return true;
        }
        if (isOwnActivation(event.target) || commands.openId !== null)
          return false;
        commands.open();
        return true;
      case "close":
        if (commands.openId === null) return false;
        commands.close();
        return true;
      case "undo":
        commands.undo();
        return true;
      case "help":
        dispatch(modalOpened({ type: "HOTKEYS", props: { set: "reports" } }));
        return true;
      case "assign":
        if (target) commands.assign(target);
        return true;
      case "resolve":
        if (target) commands.resolve(target);
        return true;
      case "reopen":
        if (target) commands.reopen(target);
        return true;
      default:
        return false;
    }
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isOwnedByFocus(event.target)) return;
      if (store.getState().modals.stack.length > 0) return;
      const command = commandOf(event);
      if (command === null) return;
      if (run(command, event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [store]);
}
