/**
 * Keyboard shortcuts (spec 01 section 2). Pure helpers; `Hotkeys.tsx` binds
 * them with tinykeys, whose key sequences reset after 1000 ms.
 */

/** Shortcuts are ignored while typing in these fields. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (
    target.closest(
      "textarea, select, input, emoji-picker, [contenteditable='true']",
    )
  ) {
    return true;
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

/** The status rows in document order (timelines and threads give rows `data-status-id`). */
function statusRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-status-id]"));
}

/** Moves focus to the next (1) or previous (-1) status row from the focused one. */
export function moveStatusFocus(step: 1 | -1): void {
  const rows = statusRows();
  if (rows.length === 0) return;
  const active = document.activeElement;
  const current = rows.findIndex(
    (row) => row === active || row.contains(active),
  );
  const next =
    current === -1 ? (step === 1 ? 0 : rows.length - 1) : current + step;
  const row = rows[Math.max(0, Math.min(rows.length - 1, next))];
  row?.focus();
  row?.scrollIntoView({ block: "nearest" });
}

/** The status row holding focus, if any. */
export function focusedStatusRow(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  return active.closest<HTMLElement>("[data-status-id]");
}

/**
 * Runs a per-status shortcut by clicking the control the row marks with
 * `data-hotkey` (reply, boost, like, open, profile, toggle warning, ...), so
 * each action has one implementation: the button's own handler.
 */
export function clickInFocusedStatus(hotkey: string): boolean {
  const row = focusedStatusRow();
  const control = row?.querySelector<HTMLElement>(`[data-hotkey~="${hotkey}"]`);
  if (!control) return false;
  control.click();
  return true;
}

/** Where backspace goes: back, or home when there is no history to go back to. */
export function goBack(
  historyLength: number,
  back: () => void,
  home: () => void,
): void {
  if (historyLength <= 1) home();
  else back();
}
