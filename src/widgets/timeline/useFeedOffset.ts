import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The feed's distance from the top of the document: the window virtualiser's
 * `scrollMargin`. Whatever sits above the feed (headers, a profile card) can
 * change height, so it is read again whenever the page resizes.
 */
export function useFeedOffset(feedRef: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const feed = feedRef.current;
      if (!feed) return;
      setOffset(Math.round(feed.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener("resize", measure);
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [feedRef]);
  return offset;
}
