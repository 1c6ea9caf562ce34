import { isGap } from "../../store/timelines/items";

/**
 * Pure parts of the home reading position: which post the reader has seen,
 * and where the "You were here" divider goes.
 */

/** A rendered feed row: its index in the timeline's items and its box in the viewport. */
export interface RowBox {
  index: number;
  top: number;
  bottom: number;
}

/** A tall post counts as seen once this much of it has been in view (px). */
export const SEEN_PX = 200;

/**
 * The newest post the reader has seen: among the rows at least half in view
 * (or SEEN_PX of a tall one) between `viewTop` (under the sticky header) and
 * `viewBottom`, the one nearest the top of the timeline. Gaps are skipped.
 */
export function newestSeenItem(
  rows: readonly RowBox[],
  items: readonly string[],
  viewTop: number,
  viewBottom: number,
): string | null {
  let best: number | null = null;
  for (const row of rows) {
    const height = row.bottom - row.top;
    if (height <= 0) continue;
    const inView =
      Math.min(row.bottom, viewBottom) - Math.max(row.top, viewTop);
    if (inView < Math.min(height / 2, SEEN_PX)) continue;
    const item = items[row.index];
    if (item === undefined || isGap(item)) continue;
    if (best === null || row.index < best) best = row.index;
  }
  return best === null ? null : (items[best] ?? null);
}

/**
 * Where the saved position sits in the loaded window: its row index and how
 * many posts came after it. Null when it is not loaded, or is the newest post
 * (nothing new to mark).
 */
export function markerPlacement(
  items: readonly string[],
  lastReadId: string | null,
): { index: number; newCount: number } | null {
  if (lastReadId === null) return null;
  const index = items.indexOf(lastReadId);
  if (index <= 0) return null;
  const newCount = items.slice(0, index).filter((item) => !isGap(item)).length;
  return newCount > 0 ? { index, newCount } : null;
}

/** A CSS string literal for generated content (quotes, backslashes, line ends and `<` escaped). */
export function cssString(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/\n/g, "\\A ")
    .replace(/</g, "\\3C ");
  return `"${escaped}"`;
}
