import {
  measureElement,
  useWindowVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef } from "react";
import { useFirstScreenPainted } from "../../components/startup";
import { isGap } from "../../store/timelines/items";
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
 * The virtualiser's `measureElement` option: a row's height as its resize
 * observer reports it (the border box, delivered after the browser's own
 * layout and before the frame paints), never read from the page. A row the
 * observer has not reported yet keeps the size it had, or its estimate.
 * Reading heights as rows mounted forced the page's layout in the middle of
 * each commit of new rows (in a profile of scrolling a member's home, close
 * to React's own rendering in main-thread time, issue 22); the observer's
 * report costs no layout of its own, and rows are placed before they paint
 * all the same.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  const size = instance.itemSizeCache.get(instance.options.getItemKey(index));
  return size ?? instance.options.estimateSize(index);
}

/**
 * The window virtualiser of a timeline's rows: keyed by item, measured by
 * a resize observer as rows render, positioned by direct DOM writes so
 * scrolling re-renders only when the range of rows changes. Measurements outlive the screen (see
 * `measurements.ts`). Returns the virtualiser, the feed element, the ref
 * callback the feed element takes and the one its rows take.
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
    // A scroll that brings new rows into range renders them in a task of
    // their own, not inside the scroll event: the overscan rows cover the
    // view meanwhile, and the frame that scrolls paints without waiting for
    // React (issue 22: with the default, flushSync, every row that came into
    // range was rendered, laid out and painted within one frame).
    useFlushSync: false,
    measureElement: measureRow,
  });
  const measureRef = virtualizer.measureElement;
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
  return { virtualizer, feedRef, setFeed, measureRef };
}
