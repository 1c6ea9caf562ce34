import { createSelector } from "@reduxjs/toolkit";
import type { StoredStatus } from "../normalize";
import type { RootState } from "../rootReducer";
import { compareAge } from "../itemOrder";

/** The list as fetched. */
export interface FetchedPinned {
  ids: readonly string[];
  /**
   * Every post came flagged `pinned`: the server sets the flag for this
   * viewer (on their own posts, where Mastodon, Pleroma and GoToSocial do),
   * so the flag can tell what they unpin since.
   */
  flagged: boolean;
}

/**
 * The pinned posts to show: the fetched list, kept in step with what the
 * viewer does meanwhile. A deleted post leaves at once. On the viewer's own
 * profile the `pinned` flag decides (servers set it on one's own posts
 * only), so a post pinned anywhere joins the list at once, newest first, and
 * one unpinned leaves (where the server flagged the list); both come back if
 * the server refuses.
 */
export function shownPinned(
  byId: Readonly<Record<string, StoredStatus>>,
  fetched: FetchedPinned,
  accountId: string,
  isOwn: boolean,
): string[] {
  const byFlag = isOwn && fetched.flagged;
  const held = fetched.ids.filter((id) => {
    const status = byId[id];
    return status !== undefined && (!byFlag || status.pinned);
  });
  if (!isOwn) return held;
  const known = new Set(fetched.ids);
  const added = Object.values(byId)
    .filter(
      (s) =>
        s.pinned &&
        s.account_id === accountId &&
        s.reblog_id === null &&
        !known.has(s.id),
    )
    .sort((a, b) =>
      compareAge(
        { id: b.id, at: b.created_at },
        { id: a.id, at: a.created_at },
      ),
    )
    .map((s) => s.id);
  return [...added, ...held];
}

/** A selector of `shownPinned` for one list; one per mounted list (it memoises). */
export const makeSelectShownPinned = () =>
  createSelector(
    [
      (state: RootState) => state.statuses.byId,
      (state: RootState, accountId: string) => state.session.me === accountId,
      (_state: RootState, accountId: string) => accountId,
      (_state: RootState, _accountId: string, fetched: FetchedPinned) =>
        fetched,
    ],
    (byId, isOwn, accountId, fetched) =>
      shownPinned(byId, fetched, accountId, isOwn),
  );
