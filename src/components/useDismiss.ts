import { useEffect, useEffectEvent } from "react";

export interface DismissOptions {
  /** Whether a node belongs to the menu or its toggle (asked at event time). */
  isInside: (target: Node) => boolean;
  /**
   * Catch Escape before anything else sees it: a menu inside a modal closes
   * alone, the modal stays.
   */
  captureEscape?: boolean;
  /**
   * Also close on a focus move, a scroll or a resize outside: for a menu
   * placed once under its toggle, which would otherwise stay behind.
   */
  closeOnScroll?: boolean;
}

/**
 * Closes an open menu on Escape (`close(true)`: focus goes back to its
 * toggle) and on a press outside the menu and its toggle (`close(false)`).
 * The one dismiss logic of every drop-down menu.
 */
export function useDismiss(
  open: boolean,
  close: (refocus: boolean) => void,
  { isInside, captureEscape = false, closeOnScroll = false }: DismissOptions,
): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    if (captureEscape) event.stopPropagation();
    close(true);
  });
  const onOutside = useEffectEvent((event: Event) => {
    const { target } = event;
    if (!(target instanceof Node) || !isInside(target)) close(false);
  });
  useEffect(() => {
    if (!open) return;
    const key = (event: KeyboardEvent) => onKey(event);
    const outside = (event: Event) => onOutside(event);
    document.addEventListener("keydown", key, captureEscape);
    document.addEventListener("mousedown", outside);
    if (closeOnScroll) {
      document.addEventListener("focusin", outside);
      window.addEventListener("scroll", outside, true);
      window.addEventListener("resize", outside);
    }
    return () => {
      document.removeEventListener("keydown", key, captureEscape);
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("focusin", outside);
      window.removeEventListener("scroll", outside, true);
      window.removeEventListener("resize", outside);
    };
  }, [open, captureEscape, closeOnScroll]);
}
