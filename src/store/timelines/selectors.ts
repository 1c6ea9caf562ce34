import { createSelector } from "@reduxjs/toolkit";
import { shallowEqual } from "react-redux";
import type { RootState } from "../rootReducer";
import { emptyTimeline, type TimelineState } from "./slice";
import { isGap } from "./items";

const EMPTY: TimelineState = Object.freeze(emptyTimeline());

/** A timeline's state; a stable empty one while it has never been loaded. */
export const selectTimeline = (state: RootState, key: string): TimelineState =>
  state.timelines[key] ?? EMPTY;

/** Status ids and gap markers (`gap:…`, see `isGap`), newest first. */
export const selectTimelineItems = (state: RootState, key: string) =>
  selectTimeline(state, key).items;

/** New posts waiting above the reader ("n new posts"). */
export const selectPendingCount = (state: RootState, key: string) =>
  selectTimeline(state, key).pending.filter((id) => !isGap(id)).length;

export const selectHasMore = (state: RootState, key: string) => {
  const timeline = selectTimeline(state, key);
  return timeline.next !== null || timeline.olderThan !== null;
};

/**
 * A timeline's status ids without gap markers and without boosts: the
 * account's own posts, for its media tab. A memoised selector; make one per
 * screen (`useMemo(() => makeSelectOwnStatusIds(), [])`).
 */
export const makeSelectOwnStatusIds = () =>
  createSelector(
    [selectTimelineItems, (state: RootState) => state.statuses.byId],
    (items, byId) => items.filter((id) => !isGap(id) && !byId[id]?.reblog_id),
    // Any status changing recomputes this; the same ids keep the same array.
    { memoizeOptions: { resultEqualityCheck: shallowEqual } },
  );
