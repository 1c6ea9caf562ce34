import { useSyncExternalStore } from "react";
import { BREAKPOINTS, type Breakpoint } from "../styles/theme";

/** Whether the window is at least as wide as `breakpoint` (spec 01 section 4), live. */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => {
        list.removeEventListener("change", onChange);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
