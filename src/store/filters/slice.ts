import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * Filter freshness. The filters themselves are fetched by their screens; a
 * streamed `filters_changed` tells them (and timelines) to fetch again.
 */
export interface FiltersState {
  /** When the server last said filters changed (ms), or null. */
  changedAt: number | null;
}

const initialState: FiltersState = { changedAt: null };

const filtersSlice = createSlice({
  name: "filters",
  initialState,
  reducers: {
    changed(state, action: PayloadAction<{ at: number }>) {
      state.changedAt = action.payload.at;
    },
  },
});

export const { changed: filtersChanged } = filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;
