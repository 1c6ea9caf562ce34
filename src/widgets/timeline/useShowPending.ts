import type { VirtualItem } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { useAppDispatch } from "../../store/hooks";
import { pendingShown, timelineScrolled } from "../../store/timelines/slice";

/**
 * What the "N new posts" bar does: shows the queue, goes to the top and,
 * once the first row is rendered there, moves focus to it (the bar itself
 * disappears, so focus must not be left on nothing).
 */
export function useShowPending(
  timelineKey: string,
  feedRef: RefObject<HTMLElement | null>,
  virtualRows: readonly VirtualItem[],
): () => void {
  const dispatch = useAppDispatch();
  const focusTop = useRef(false);
  useLayoutEffect(() => {
    if (!focusTop.current || virtualRows[0]?.index !== 0) return;
    focusTop.current = false;
    feedRef.current
      ?.querySelector<HTMLElement>("[data-status-id]")
      ?.focus({ preventScroll: true });
  }, [feedRef, virtualRows]);

  return () => {
    dispatch(pendingShown({ key: timelineKey }));
    dispatch(timelineScrolled({ key: timelineKey, atTop: true }));
    window.scrollTo({ top: 0, behavior: "instant" });
    focusTop.current = true;
  };
}
