import type { RefObject } from "react";
import {
  SCROLL_THRESHOLD,
  useScrolledPast,
} from "../../components/useScrolledPast";
import { useAppDispatch } from "../../store/hooks";
import { pendingShown, timelineScrolled } from "../../store/timelines/slice";

/**
 * Tells the store whether the reader is at the top of a timeline (at most
 * SCROLL_THRESHOLD px past the feed's top edge): at the top new posts go
 * straight in, further down they queue. Coming back to the top shows the
 * queue, so streamed posts never land above older queued ones.
 */
export function useTopReporter(
  timelineKey: string,
  feedRef: RefObject<HTMLElement | null>,
  atTop: boolean,
  pendingCount: number,
): void {
  const dispatch = useAppDispatch();
  // useScrolledPast calls the latest of these, so atTop is never stale.
  useScrolledPast(
    SCROLL_THRESHOLD,
    (scrolledPast) => {
      const nowAtTop = !scrolledPast;
      if (nowAtTop === atTop) return;
      dispatch(timelineScrolled({ key: timelineKey, atTop: nowAtTop }));
      if (nowAtTop && pendingCount > 0) {
        dispatch(pendingShown({ key: timelineKey }));
      }
    },
    feedRef,
  );
}
