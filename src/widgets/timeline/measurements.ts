import type { VirtualItem } from "@tanstack/react-virtual";

/**
 * Measured row sizes of recently left timelines, so coming back (and the
 * router restoring the scroll position) lays rows out where they were rather
 * than at estimated heights. UI-only and not serialisable, so not in the store.
 */
const MAX_TIMELINES = 10;
const cache = new Map<string, VirtualItem[]>();

export function savedMeasurements(key: string): VirtualItem[] {
  return cache.get(key) ?? [];
}

export function saveMeasurements(key: string, items: VirtualItem[]): void {
  cache.delete(key);
  if (items.length === 0) return;
  cache.set(key, items);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_TIMELINES) break;
    cache.delete(oldest);
  }
}
