/**
 * The report queue's keys (issue 16, "Working the queue by keyboard"),
 * as a pure table from a key press to a command.
 */

export type QueueCommand =
  | "next"
  | "previous"
  | "open"
  | "close"
  | "assign"
  | "resolve"
  | "reopen"
  | "warn"
  | "limit"
  | "suspend"
  | "deletePosts"
  | "undo"
  | "help";

const KEYS: Readonly<Record<string, QueueCommand>> = {
  j: "next",
  k: "previous",
  Enter: "open",
  Escape: "close",
  a: "assign",
  r: "resolve",
  o: "reopen",
  w: "warn",
  l: "limit",
  s: "suspend",
  d: "deletePosts",
  u: "undo",
  "?": "help",
};

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The command a key press gives, or null: with Ctrl, Cmd or Alt held a key is the browser's. */
export function commandOf(press: KeyPress): QueueCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  return KEYS[press.key] ?? null;
}

/** The keys of a command as the help lists them. */
export const KEYS_OF: Readonly<Record<QueueCommand, readonly string[]>> = {
  next: ["j"],
  previous: ["k"],
  open: ["enter"],
  close: ["esc"],
  assign: ["a"],
  resolve: ["r"],
  reopen: ["o"],
  warn: ["w"],
  limit: ["l"],
  suspend: ["s"],
  deletePosts: ["d"],
  undo: ["u"],
  help: ["?"],
};

/**
 * Whether a key press belongs to what has focus rather than to the queue:
 * typing in a field, anything inside a dialog.
 */
export function isOwnedByFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      "input, textarea, select, [contenteditable='true'], [role='dialog']",
    ) !== null
  );
}

/** Whether Enter on `target` does its own thing (a button, a link outside the queue). */
export function isOwnActivation(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("[data-report-row]")) return false;
  return target.closest("button, a[href], summary") !== null;
}
