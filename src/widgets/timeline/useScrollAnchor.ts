import type { Virtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef } from "react";
import { isGap } from "../../store/timelines/items";

interface Anchor {
  key: string;
  /** The window's scroll position minus the row's start. */
  offset: number;
}

/** Rows recorded as anchors: if the first is removed, the next one holds. */
const CANDIDATES = 3;

function readAnchors(
  virtualizer: Virtualizer<Window, Element>,
  scrollY: number,
): Anchor[] {
  const first = virtualizer.getVirtualItemForOffset(scrollY);
  if (!first) return [];
  const anchors: Anchor[] = [];
  const rows = virtualizer.measurementsCache;
  for (let i = first.index; i < rows.length; i += 1) {
    const row = rows[i];
    if (!row || anchors.length >= CANDIDATES) break;
    // Gap markers change key when loaded: anchor on statuses only.
    if (typeof row.key === "string" && !isGap(row.key)) {
      anchors.push({ key: row.key, offset: scrollY - row.start });
    }
  }
  return anchors;
}

/**
 * Keeps the rows the reader is looking at in place when rows above them come
 * or go (a gap filled, a post deleted, the window trimmed from the newest
 * end). Window scrolling has no native anchoring for absolutely placed rows.
 * Off at the top of a timeline, where new posts are meant to show.
 *
 * The window's position is read from the page only as it scrolls (the first
 * scroll listener, when the page's layout is still clean) and once on mount;
 * after a change of rows the hook goes on from that position, or from the
 * one it restored. Reading `window.scrollY` in the layout effect of every
 * change forced the page's layout in the middle of the commit that had just
 * added the rows: once per batch of live posts (issue 22).
 */
export function useScrollAnchor(
  virtualizer: Virtualizer<Window, Element>,
  items: readonly string[],
  enabled: boolean,
): void {
  const anchors = useRef<Anchor[]>([]);
  const shownItems = useRef(items);
  const scrollY = useRef<number | null>(null);

  useEffect(() => {
    const record = () => {
      scrollY.current = window.scrollY;
      anchors.current = readAnchors(virtualizer, scrollY.current);
    };
    // Capture: recorded before any other scroll listener can change the rows.
    const options = { passive: true, capture: true };
    window.addEventListener("scroll", record, options);
    return () => window.removeEventListener("scroll", record, options);
  }, [virtualizer]);

  useLayoutEffect(() => {
    const changed = shownItems.current !== items;
    shownItems.current = items;
    let y = scrollY.current ?? window.scrollY;
    if (enabled && changed) y = restore(virtualizer, items, anchors.current, y);
    scrollY.current = y;
    anchors.current = readAnchors(virtualizer, y);
  }, [virtualizer, items, enabled]);
}

/** Scrolls back to the first anchor still there; the window's position after. */
function restore(
  virtualizer: Virtualizer<Window, Element>,
  items: readonly string[],
  anchors: readonly Anchor[],
  scrollY: number,
): number {
  virtualizer.getTotalSize(); // brings the row measurements up to date
  for (const anchor of anchors) {
    const index = items.indexOf(anchor.key);
    const row = index < 0 ? undefined : virtualizer.measurementsCache[index];
    if (!row) continue;
    const target = Math.max(0, row.start + anchor.offset);
    if (Math.abs(target - scrollY) < 1) return scrollY;
    window.scrollTo({ top: target, behavior: "instant" });
    return target;
  }
  return scrollY;
}
