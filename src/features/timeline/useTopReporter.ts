import { useEffect, useEffectEvent, type RefObject } from "react";
import {
  SCROLL_THRESHOLD,
  SCROLL_THROTTLE_MS,
} from "../../components/ColumnHeader";
import { useAppDispatch } from "../../store/hooks";
import { pendingShown, timelineScrolled } from "../../store/timelines/slice";
import { throttle } from "../../utils/throttle";

/** Whether the top of the feed is in view (at most the scroll threshold above it). */
export function isFeedAtTop(feed: HTMLElement | null): boolean {
  if (!feed) return true;
  return feed.getBoundingClientRect().top >= -SCROLL_THRESHOLD;
}

/**
 * Tells the store whether the reader is at the top of a timeline: at the top
 * new posts go straight in, further down they queue. Coming back to the top
 * shows the queue, so streamed posts never land above older queued ones.
 *
 * Where the browser has IntersectionObserver, a 1 px marker inside the feed,
 * SCROLL_THRESHOLD px below its top edge, tells: the feed is at the top until
 * the marker has gone above the viewport. Reading the feed's position on
 * every scroll event instead forced a layout in the middle of each scrolled
 * frame. Elsewhere a scroll listener, throttled to 50 ms (spec 01 section 9),
 * reads it.
 */
export function useTopReporter(
  timelineKey: string,
  feedRef: RefObject<HTMLElement | null>,
  atTop: boolean,
  pendingCount: number,
): void {
  const dispatch = useAppDispatch();
  const apply = useEffectEvent((nowAtTop: boolean) => {
    if (nowAtTop === atTop) return;
    dispatch(timelineScrolled({ key: timelineKey, atTop: nowAtTop }));
    if (nowAtTop && pendingCount > 0) {
      dispatch(pendingShown({ key: timelineKey }));
    }
  });
  const report = useEffectEvent(() => apply(isFeedAtTop(feedRef.current)));
  useEffect(() => {
    const feed = feedRef.current;
    if (feed && typeof IntersectionObserver === "function") {
      const marker = document.createElement("div");
      marker.setAttribute("aria-hidden", "true");
      marker.style.cssText = `position:absolute;top:${SCROLL_THRESHOLD}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
      feed.appendChild(marker);
      const observer = new IntersectionObserver(([entry]) => {
        if (!entry) return;
        apply(entry.isIntersecting || entry.boundingClientRect.top >= 0);
      });
      observer.observe(marker);
      return () => {
        observer.disconnect();
        marker.remove();
      };
    }
    const onScroll = throttle(() => report(), SCROLL_THROTTLE_MS);
    report();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
    };
  }, [timelineKey, feedRef]);
}
