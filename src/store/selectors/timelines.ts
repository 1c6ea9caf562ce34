import type { RootState } from "../rootReducer";
import { emptyTimeline, type TimelineState } from "../slices/timelines";
import { isGap } from "../timelineItems";

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
