import {
  appendIds,
  gapMarker,
  insertAbove,
  keepNewest,
  keepOldest,
  mergeNewest,
  oldestId,
  prependIds,
  queuePending,
  READ_CAP,
  removeIds,
  showPending,
  TOP_WINDOW,
} from "./items";
import { isWindowed } from "../keys";
import type { TimelineState } from "./slice";

/**
 * The changes the timelines slice makes to one timeline
 * (mutating, inside the slice's draft; every array is rebuilt, never
 * spliced). The window (performance.md): while the reader is at the top only
 * the newest TOP_WINDOW items are kept and new posts go straight in; further
 * down, new posts queue in `pending` and the items may grow to READ_CAP,
 * dropping from the newest end.
 */
/** Applies the window after the items changed. */
export function fitWindow(timeline: TimelineState, key: string): void {
  if (!isWindowed(key)) return;
  if (timeline.atTop) {
    if (timeline.items.length <= TOP_WINDOW) return;
    const kept = keepNewest(timeline.items, TOP_WINDOW);
    timeline.items = kept.items;
    timeline.olderThan = kept.olderThan;
    timeline.next = null;
  } else if (timeline.items.length > READ_CAP) {
    timeline.items = keepOldest(timeline.items, READ_CAP);
  }
}

/** New posts at the top, or queued while the reader is further down. */
export function receive(
  timeline: TimelineState,
  key: string,
  ids: string[],
): void {
  if (timeline.atTop) {
    timeline.items = prependIds(ids, timeline.items);
    fitWindow(timeline, key);
  } else {
    timeline.pending = queuePending(timeline.pending, ids, timeline.items);
  }
}

export interface PageLoaded {
  key: string;
  result: string[];
  more: boolean;
  next: string | null;
  prev: string | null;
  complete: boolean;
  fetchedAt: number;
}

/** A fetched page: older pages append; a fresh first page merges on top. */
export function applyPage(timeline: TimelineState, page: PageLoaded): void {
  timeline.isLoading = false;
  timeline.fetchedAt = page.fetchedAt;
  if (page.more) {
    timeline.items = appendIds(timeline.items, page.result);
    timeline.next = page.next;
    timeline.olderThan = null;
  } else {
    // The cursor below held posts stays; a timeline that had none (empty,
    // or only streamed posts so far) takes the page's.
    const hasCursor = timeline.next !== null || timeline.olderThan !== null;
    timeline.items = mergeNewest(page.result, timeline.items, page.complete);
    timeline.pending = removeIds(timeline.pending, new Set(page.result), true);
    timeline.prev = page.prev;
    if (!hasCursor) timeline.next = page.next;
  }
  fitWindow(timeline, page.key);
}

export interface Backfilled {
  key: string;
  result: string[];
  since: string | null;
  connected: boolean;
}

/**
 * Posts fetched after a reconnect go right above the newest one held (posts
 * streamed meanwhile stay on top), into the queue while the reader is down;
 * a backfill that did not reach the held posts leaves a gap marker.
 */
export function applyBackfill(timeline: TimelineState, fill: Backfilled): void {
  timeline.isBackfilling = false;
  const { result, since } = fill;
  if (result.length === 0) return;
  const block = fill.connected
    ? result
    : [...result, gapMarker(oldestId(result))];
  if (since !== null && timeline.pending.includes(since)) {
    timeline.pending = insertAbove(timeline.pending, since, block, true);
  } else if (timeline.atTop) {
    timeline.items = insertAbove(timeline.items, since, block);
    fitWindow(timeline, fill.key);
  } else {
    timeline.pending = queuePending(timeline.pending, block, timeline.items);
  }
}

/** Deleted statuses leave the items and the queue. */
export function removeStatuses(
  timeline: TimelineState,
  removed: ReadonlySet<string>,
): void {
  if (timeline.items.some((id) => removed.has(id))) {
    timeline.items = removeIds(timeline.items, removed);
  }
  if (timeline.pending.some((id) => removed.has(id))) {
    timeline.pending = removeIds(timeline.pending, removed, true);
  }
}

/** An idle timeline, back to its newest window as if freshly opened. */
export function trimIdle(timeline: TimelineState, key: string): void {
  timeline.items = showPending(timeline.pending, timeline.items);
  timeline.pending = [];
  timeline.atTop = true;
  fitWindow(timeline, key);
}
