import { useEffect, useEffectEvent, type RefObject } from "react";
import {
  SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
} from "../../components/ColumnHeader";
import { useAppDispatch } from "../../store/hooks";
import { pendingShown, timelineScrolled } from "../../store/slices/timelines";
import { throttle } from "../../utils/throttle";

/** Whether the top of the feed is in view (at most the scroll threshold above it). */
export function isFeedAtTop(feed: HTMLElement | null): boolean {
  if (!feed) return true;
  return feed.getBoundingClientRect().top >= -SCROLL_THRESHOLD;
}

/**
 * Tells the store whether the reader is at the top of a timeline (throttled
 * to 50 ms, spec 01 section 9): at the top new posts go straight in, further
 * down they queue. Coming back to the top shows the queue, so streamed posts
 * never land above older queued ones.
 */
export function useTopReporter(
  timelineKey: string,
  feedRef: RefObject<HTMLElement | null>,
  atTop: boolean,
  pendingCount: number,
): void {
  const dispatch = useAppDispatch();
  const report = useEffectEvent(() => {
    const nowAtTop = isFeedAtTop(feedRef.current);
    if (nowAtTop === atTop) return;
    dispatch(timelineScrolled({ key: timelineKey, atTop: nowAtTop }));
    if (nowAtTop && pendingCount > 0) {
      dispatch(pendingShown({ key: timelineKey }));
    }
  });
  useEffect(() => {
    const onScroll = throttle(() => report(), SCROLL_THROTTLE_MS);
    report();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
    };
  }, [timelineKey]);
}
