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

function readAnchors(virtualizer: Virtualizer<Window, Element>): Anchor[] {
  const scrollY = window.scrollY;
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
 */
export function useScrollAnchor(
  virtualizer: Virtualizer<Window, Element>,
  items: readonly string[],
  enabled: boolean,
): void {
  const anchors = useRef<Anchor[]>([]);
  const shownItems = useRef(items);

  useEffect(() => {
    const record = () => {
      anchors.current = readAnchors(virtualizer);
    };
    // Capture: recorded before any other scroll listener can change the rows.
    const options = { passive: true, capture: true };
    window.addEventListener("scroll", record, options);
    return () => window.removeEventListener("scroll", record, options);
  }, [virtualizer]);

  useLayoutEffect(() => {
    const changed = shownItems.current !== items;
    shownItems.current = items;
    if (enabled && changed) restore(virtualizer, items, anchors.current);
    anchors.current = readAnchors(virtualizer);
  }, [virtualizer, items, enabled]);
}

function restore(
  virtualizer: Virtualizer<Window, Element>,
  items: readonly string[],
  anchors: readonly Anchor[],
): void {
  virtualizer.getTotalSize(); // brings the row measurements up to date
  for (const anchor of anchors) {
    const index = items.indexOf(anchor.key);
    const row = index < 0 ? undefined : virtualizer.measurementsCache[index];
    if (!row) continue;
    const target = Math.max(0, row.start + anchor.offset);
    if (Math.abs(target - window.scrollY) >= 1) {
      window.scrollTo({ top: target, behavior: "instant" });
    }
    return;
  }
}
