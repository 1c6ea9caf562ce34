import { useEffect, useEffectEvent, type RefObject } from "react";
import { throttle } from "../utils/throttle";

/** Spec 01 section 9: the scrolled style starts past 32 px; scroll handling is throttled to 50 ms. */
export const SCROLL_THRESHOLD = 32;
export const SCROLL_THROTTLE_MS = 50;

/**
 * Tells `onChange` whether the page has scrolled more than `threshold` px
 * past the top of `within` (the document when absent): once on mount, then
 * on every crossing.
 *
 * Where the browser has IntersectionObserver, a 1 px marker `threshold` px
 * below that top edge tells, without reading the scroll position on every
 * scroll event (which forced a layout in the middle of each scrolled frame:
 * the timeline's rows had just been moved). Elsewhere a scroll listener,
 * throttled to 50 ms, reads it.
 */
export function useScrolledPast(
  threshold: number,
  onChange: (scrolledPast: boolean) => void,
  within?: RefObject<HTMLElement | null>,
): void {
  const report = useEffectEvent(onChange);
  const measure = useEffectEvent((): boolean => {
    if (!within) return window.scrollY > threshold;
    const node = within.current;
    return node !== null && node.getBoundingClientRect().top < -threshold;
  });
  useEffect(() => {
    const container = within ? within.current : document.body;
    if (container && typeof IntersectionObserver === "function") {
      const marker = document.createElement("div");
      marker.setAttribute("aria-hidden", "true");
      // Its top edge is `threshold` px below the container's; it leaves the
      // viewport, upwards, once the page has scrolled past that (by a whole
      // pixel).
      marker.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
      container.appendChild(marker);
      const observer = new IntersectionObserver(([entry]) => {
        if (!entry) return;
        report(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      });
      observer.observe(marker);
      return () => {
        observer.disconnect();
        marker.remove();
      };
    }
    const update = throttle(() => report(measure()), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      update.cancel();
    };
  }, [threshold, within]);
}
