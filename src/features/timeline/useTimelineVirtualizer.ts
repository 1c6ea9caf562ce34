import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef } from "react";
import { useFirstScreenPainted } from "../../components/startup";
import { isGap } from "../../store/timelineItems";
import { saveMeasurements, savedMeasurements } from "./measurements";
import { useFeedOffset } from "./useFeedOffset";

/** Row height guesses until a row is measured (px). */
const STATUS_ESTIMATE = 220;
const GAP_ESTIMATE = 64;
/** Rows rendered beyond each edge of the viewport: enough for smooth scrolling, few DOM nodes. */
const OVERSCAN = 3;
/**
 * Until the page's first screen has painted, only the rows in view render:
 * the first post does not wait for rows below the fold (components/startup.ts).
 */
const FIRST_SCREEN_OVERSCAN = 0;

/**
 * The window virtualiser of a timeline's rows: keyed by item, measured as
 * rows render, positioned by direct DOM writes so scrolling re-renders only
 * when the range of rows changes. Measurements outlive the screen (see
 * `measurements.ts`). Returns the virtualiser, the feed element and the ref
 * callback the feed element takes.
 */
export function useTimelineVirtualizer(
  timelineKey: string,
  items: readonly string[],
) {
  const feedRef = useRef<HTMLDivElement | null>(null);
  const getItemKey = useCallback(
    (index: number) => items[index] ?? index,
    [items],
  );
  const estimateSize = useCallback(
    (index: number) =>
      isGap(items[index] ?? "") ? GAP_ESTIMATE : STATUS_ESTIMATE,
    [items],
  );
  const scrollMargin = useFeedOffset(feedRef);
  const started = useFirstScreenPainted();
  const virtualizer = useWindowVirtualizer<Element>({
    count: items.length,
    getItemKey,
    estimateSize,
    overscan: started ? OVERSCAN : FIRST_SCREEN_OVERSCAN,
    scrollMargin,
    initialOffset: () => window.scrollY,
    // The window's size from the first render on (the default, 0 x 0, shows
    // no rows until an effect has measured it, and that second render runs
    // in one blocking task rather than in the first screen's transition).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialMeasurementsCache: savedMeasurements(timelineKey),
    directDomUpdates: true,
  });
  const setFeed = useCallback(
    (node: HTMLDivElement | null) => {
      feedRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );
  useEffect(
    () => () => saveMeasurements(timelineKey, virtualizer.takeSnapshot()),
    [timelineKey, virtualizer],
  );
  return { virtualizer, feedRef, setFeed };
}
