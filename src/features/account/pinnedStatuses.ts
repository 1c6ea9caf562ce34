import { createSelector } from "@reduxjs/toolkit";
import type { ApiClient, Page } from "../../api/client";
import { statusSchema, type Status } from "../../api/schemas/status";
import { compareIds } from "../../store/timelineItems";
import { createAppAsyncThunk } from "../../store/hooks";
import { normalizeStatuses, type StoredStatus } from "../../store/normalize";
import type { RootState } from "../../store/rootReducer";

/**
 * An account's pinned posts. Written here because the store has no timeline
 * key for them yet; it belongs in `api/endpoints/timelines.ts` as an
 * `account:<id>:pinned` source, which would retire this file.
 */
export function getPinnedStatuses(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`,
    statusSchema,
    { query: { pinned: true }, signal },
  );
}

/**
 * The pinned posts, normalised. A failure yields no pinned posts rather than
 * an error notice: they are an extra above the timeline, which reports its
 * own errors.
 */
export const fetchPinnedStatuses = createAppAsyncThunk(
  "accounts/fetchPinned",
  async ({ accountId }: { accountId: string }, { extra, signal }) => {
    try {
      const page = await getPinnedStatuses(extra.client, accountId, signal);
      return {
        ...normalizeStatuses(page.items),
        flagged: page.items.every((status) => status.pinned),
        fetchedAt: Date.now(),
      };
    } catch {
      return { result: [], entities: {}, flagged: true, fetchedAt: Date.now() };
    }
  },
);

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
    .map((s) => s.id)
    .sort((a, b) => compareIds(b, a));
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
