import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import type { StoredScheduledStatus } from "./normalize";
import { injectedScheduledSlice } from "./slice";
import type { ScheduledState } from "./state";

/**
 * The slice's state (its initial state until it joins the store). Reading
 * through the injected slice means a screen that selects scheduled posts has
 * loaded the slice that answers its thunks.
 */
export const selectScheduled = (state: RootState): ScheduledState =>
  injectedScheduledSlice.selectSlice(state);

/** The scheduled posts shown, soonest first (ties: the older schedule first). */
export const selectScheduledIds = createSelector(
  [
    (state: RootState) => selectScheduled(state).byId,
    (state: RootState) => selectScheduled(state).cancelling,
  ],
  (byId, cancelling) =>
    Object.values(byId)
      .filter((item) => !(item.id in cancelling))
      .sort(
        (a, b) =>
          Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) ||
          a.id.localeCompare(b.id),
      )
      .map((item) => item.id),
);

export const selectScheduledById = (
  state: RootState,
  id: string,
): StoredScheduledStatus | undefined => selectScheduled(state).byId[id];
