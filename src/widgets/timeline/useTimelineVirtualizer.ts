import {
  measureElement,
  useWindowVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
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
 * Heights read for rows that have just mounted, all in one go, for the
 * virtualiser's measuring to take (see `useBatchedMeasuring`).
 */
const readHeights = new WeakMap<Element, number>();

/**
 * The virtualiser's `measureElement` option: a row's height read in the
 * batch when there is one, else the library's own measuring (a resize
 * observer's entry, a cached size, or the element's height).
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const read = entry ? undefined : readHeights.get(element);
  readHeights.delete(element);
  return read ?? measureElement(element, entry, instance);
}

/**
 * The ref callback for rows, measuring the rows of a commit together: the
 * library measures each row as its ref attaches, and each measurement moves
 * the rows below it (style writes), so the next row's height read forced
 * the page's layout again, once per row, whenever several rows mount at once
 * (posts arriving at the top, a page of older posts, a fast scroll). Here
 * the rows' refs only queue them; a layout effect of the feed (after its
 * rows' refs, before paint) reads every new row's height in one layout,
 * then hands the rows to the virtualiser.
 */
function useBatchedMeasuring(
  virtualizer: Virtualizer<Window, Element>,
): (node: Element | null) => void {
  const queued = useRef<Element[]>([]);
  const measureRef = useCallback(
    (node: Element | null) => {
      if (node) queued.current.push(node);
      else virtualizer.measureElement(null);
    },
    [virtualizer],
  );
  useLayoutEffect(() => {
    const nodes = queued.current;
    if (nodes.length === 0) return;
    queued.current = [];
    const { getItemKey } = virtualizer.options;
    for (const node of nodes) {
      if (!node.isConnected) continue;
      // A row measured before keeps its size (as the library does).
      const key = getItemKey(virtualizer.indexFromElement(node));
      if (!virtualizer.itemSizeCache.has(key))
        readHeights.set(node, (node as HTMLElement).offsetHeight);
    }
    for (const node of nodes) {
      virtualizer.measureElement(node);
      // Unused when the library skipped the row (out of range, scrolling).
      readHeights.delete(node);
    }
  });
  return measureRef;
}

/**
 * The window virtualiser of a timeline's rows: keyed by item, measured as
 * rows render, positioned by direct DOM writes so scrolling re-renders only
 * when the range of rows changes. Measurements outlive the screen (see
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
    measureElement: measureRow,
  });
  const measureRef = useBatchedMeasuring(virtualizer);
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
