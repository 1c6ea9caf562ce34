import { useEffect, useRef } from "react";

/**
 * Closes an open menu on Escape (`close(true)`: focus goes back to its
 * toggle), and on a press, a focus move or a scroll outside both the toggle's
 * wrapper and the menu (`close(false)`); the menu may be portalled elsewhere.
 */
export function useMenuDismiss(
  open: boolean,
  close: (refocus: boolean) => void,
) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (wrapperRef.current?.contains(target) === true ||
        menuRef.current?.contains(target) === true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target)) close(false);
    };
    const onScroll = (event: Event) => {
      if (!inside(event.target)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("focusin", onOutside);
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onScroll);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("focusin", onOutside);
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", onScroll);
    };
  }, [open, close]);
  return { wrapperRef, menuRef };
}
