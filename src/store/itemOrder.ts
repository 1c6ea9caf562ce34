import { compareIds, isNumericId } from "./timelines/items";

/**
 * The age order of server items (statuses, notifications). Numeric ids
 * (Mastodon's snowflakes, Pleroma's notification serials) grow with time, so
 * they order by value: the fast path, no date parsed. Other ids do not
 * reliably: UUIDs are random, and ids like `<time>/<type>/<uuid>` order by
 * their type segment within one moment. Those order by the time the server
 * gives (`created_at`); GoToSocial's ULIDs and Pleroma's flake ids order the
 * same either way.
 */

/** An item as the order needs it: its id and when it was created (ISO). */
export interface Aged {
  id: string;
  at: string | null | undefined;
}

/** Milliseconds of an ISO date; a missing or unreadable one counts as the oldest. */
export function timeOf(iso: string | null | undefined): number {
  if (!iso) return 0;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Negative when `a` is older than `b`, positive when newer (as compareIds).
 * Non-numeric items created at the same moment compare equal, so callers
 * keep the order in which they came (a page's is the server's): breaking
 * the tie by id would put `…/favourite/…` above `…/mention/…`.
 */
export function compareAge(a: Aged, b: Aged): number {
  if (isNumericId(a.id) && isNumericId(b.id)) return compareIds(a.id, b.id);
  return timeOf(a.at) - timeOf(b.at);
}

/**
 * Whether `a` is newer than `b` in a list shown newest first: by value for
 * numeric ids, else by place in the list (an id not in it counts as older
 * than any that is).
 */
export function isNewerInList(
  a: string,
  b: string,
  list: readonly string[],
): boolean {
  if (isNumericId(a) && isNumericId(b)) return compareIds(a, b) > 0;
  const ia = list.indexOf(a);
  const ib = list.indexOf(b);
  if (ia < 0) return false;
  return ib < 0 || ia < ib;
}
