/**
 * Pure operations on a timeline's ordered ids (newest first). An item is a
 * status id or a gap marker `gap:<maxId>`: posts older than `maxId` (exclusive;
 * empty when unbounded) and newer than the next status below the marker are
 * missing and can be loaded. The bounds live in the marker itself, so deleting
 * a neighbouring status never makes a gap load the wrong range.
 *
 * Every function builds a new array (performance.md: never unshift into large
 * drafts) and keeps the invariants: no duplicate ids, no two adjacent markers,
 * no marker at the very bottom (the `next` cursor already says "more below").
 */

/** Newest items kept while the reader is at the top. */
export const TOP_WINDOW = 200;
/** Items kept while the reader is further down; beyond it the newest end is dropped. */
export const READ_CAP = 600;
/** New posts queued while the reader is scrolled down. */
export const PENDING_CAP = 400;

const GAP = "gap:";

export function gapMarker(maxId: string | null): string {
  return `${GAP}${maxId ?? ""}`;
}

export function isGap(item: string): boolean {
  return item.startsWith(GAP);
}

/** The exclusive upper bound of a gap, or null when unbounded. */
export function gapMaxId(marker: string): string | null {
  const id = marker.slice(GAP.length);
  return id === "" ? null : id;
}

/** Order of snowflake-like ids: longer is newer, then lexicographic. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Whether an id is a decimal number, which orders by value (compareIds).
 * Other ids (UUIDs, ULIDs, composite ones) need not follow time: see
 * `itemOrder.ts`.
 */
export function isNumericId(id: string): boolean {
  if (id.length === 0) return false;
  for (let i = 0; i < id.length; i += 1) {
    const code = id.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * Collapses adjacent markers (keeping the upper, wider one) and, unless
 * `keepTrailing`, drops a marker at the bottom. The pending queue keeps its
 * trailing marker: it records the hole between the queue and the items.
 */
export function tidy(items: readonly string[], keepTrailing = false): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (isGap(item) && last !== undefined && isGap(last)) continue;
    out.push(item);
  }
  if (!keepTrailing) {
    while (out.length > 0 && isGap(out[out.length - 1] ?? "")) out.pop();
  }
  return out;
}

/** The newest status id, ignoring markers. */
export function newestId(items: readonly string[]): string | null {
  return items.find((item) => !isGap(item)) ?? null;
}

/** The oldest status id, ignoring markers. */
export function oldestId(items: readonly string[]): string | null {
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item !== undefined && !isGap(item)) return item;
  }
  return null;
}

/** `incoming` (newest first) above `existing`, without ids `existing` already has. */
export function prependIds(
  incoming: readonly string[],
  existing: readonly string[],
  keepTrailing = false,
): string[] {
  if (incoming.length === 1 && incoming[0] !== undefined) {
    // The streaming hot path: one id, no Set.
    const id = incoming[0];
    if (!isGap(id) && existing.includes(id)) return existing.slice();
    return tidy([id, ...existing], keepTrailing);
  }
  const known = new Set(existing);
  const fresh = incoming.filter((id) => !known.has(id) || isGap(id));
  return tidy([...fresh, ...existing], keepTrailing);
}

/** `block` just above `anchor` (or on top when the anchor is gone), without duplicates. */
export function insertAbove(
  items: readonly string[],
  anchor: string | null,
  block: readonly string[],
  keepTrailing = false,
): string[] {
  const index = anchor === null ? -1 : items.indexOf(anchor);
  if (index < 0) return prependIds(block, items, keepTrailing);
  const known = new Set(items);
  const fresh = block.filter((id) => !known.has(id) || isGap(id));
  return tidy(
    [...items.slice(0, index), ...fresh, ...items.slice(index)],
    keepTrailing,
  );
}

/** `incoming` (an older page) below `existing`, without duplicates. */
export function appendIds(
  existing: readonly string[],
  incoming: readonly string[],
): string[] {
  const known = new Set(existing);
  return tidy([...existing, ...incoming.filter((id) => !known.has(id))]);
}

/**
 * How many held items are newer than a fresh page: by value where ids are
 * numbers; otherwise (ids that need not follow time) those above the first
 * held item the page has too, and none when it has none of them.
 */
function newerThanPage(
  page: readonly string[],
  pageTop: string,
  existing: readonly string[],
): number {
  const numeric = isNumericId(pageTop);
  const inPage = new Set(numeric ? [] : page);
  if (!numeric && !existing.some((item) => inPage.has(item))) return 0;
  let split = 0;
  while (split < existing.length) {
    const item = existing[split] ?? "";
    if (isGap(item)) break;
    if (numeric ? compareIds(item, pageTop) <= 0 : inPage.has(item)) break;
    split += 1;
  }
  return split;
}

/**
 * Merges a fresh first page into what is held. Held posts newer than the
 * page (streamed while it loaded) stay above it; when the page reaches the
 * newest held post below it they join, otherwise a marker keeps the hole
 * loadable.
 */
export function mergeNewest(
  page: readonly string[],
  existing: readonly string[],
  connected: boolean,
): string[] {
  const pageTop = newestId(page);
  if (existing.length === 0 || pageTop === null)
    return tidy([...page, ...existing]);
  const split = newerThanPage(page, pageTop, existing);
  const above = existing.slice(0, split);
  const below = existing.slice(split);
  const top = newestId(below);
  const joins = connected || top === null || page.includes(top);
  const bottom = oldestId(page);
  const bridge = joins || bottom === null ? [] : [gapMarker(bottom)];
  return tidy([...above, ...prependIds([...page, ...bridge], below, true)]);
}

/** Removes ids (deleted or evicted statuses) and re-tidies. */
export function removeIds(
  items: readonly string[],
  ids: ReadonlySet<string>,
  keepTrailing = false,
): string[] {
  return tidy(
    items.filter((item) => !ids.has(item)),
    keepTrailing,
  );
}

/**
 * Replaces a marker by the posts loaded into it. `from: "top"` loaded the
 * newest part of the gap (max_id paging), `from: "bottom"` the oldest part
 * (min_id paging); when the gap is not closed a marker stays on the open side.
 */
export function fillGap(
  items: readonly string[],
  marker: string,
  loaded: readonly string[],
  closed: boolean,
  from: "top" | "bottom",
): string[] {
  const index = items.indexOf(marker);
  if (index < 0) return items.slice();
  const outside = new Set(items);
  const fresh = loaded.filter((id) => !outside.has(id));
  const rest: string[] = [];
  if (closed) rest.push(...fresh);
  else if (from === "top")
    rest.push(...fresh, gapMarker(oldestId(fresh) ?? gapMaxId(marker)));
  else rest.push(marker, ...fresh);
  return tidy([...items.slice(0, index), ...rest, ...items.slice(index + 1)]);
}

/** Keeps the newest `size` items; returns them and the cursor for what was cut. */
export function keepNewest(
  items: readonly string[],
  size: number,
): { items: string[]; olderThan: string | null } {
  if (items.length <= size) return { items: items.slice(), olderThan: null };
  const kept = tidy(items.slice(0, size));
  return { items: kept, olderThan: oldestId(kept) };
}

/**
 * Keeps the oldest `size` items (the reader is far down): the newest end is
 * replaced by an unbounded marker so scrolling back up can load it again.
 */
export function keepOldest(items: readonly string[], size: number): string[] {
  if (items.length <= size) return items.slice();
  return tidy([gapMarker(null), ...items.slice(items.length - size)]);
}

/**
 * Queues new posts above the existing queue; over the cap the oldest queued
 * posts are dropped and a marker records the hole.
 */
export function queuePending(
  pending: readonly string[],
  incoming: readonly string[],
  shown: readonly string[],
): string[] {
  const known = new Set([...shown, ...pending]);
  const fresh = incoming.filter((id) => !known.has(id) || isGap(id));
  const merged = tidy([...fresh, ...pending], true);
  if (merged.length <= PENDING_CAP) return merged;
  const kept = tidy(merged.slice(0, PENDING_CAP - 1));
  return [...kept, gapMarker(oldestId(kept))];
}

/** The queue shown above the items; a trailing marker in the queue is kept. */
export function showPending(
  pending: readonly string[],
  items: readonly string[],
): string[] {
  if (pending.length === 0) return items.slice();
  const queued = new Set(pending);
  const below = items.filter((id) => !queued.has(id));
  const head = below[0];
  // An unbounded marker on top of the items now sits below the queue.
  const rebounded =
    head !== undefined && head === gapMarker(null)
      ? [gapMarker(oldestId(pending)), ...below.slice(1)]
      : below;
  return tidy([...pending, ...rebounded]);
}
