import { createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  withEntities,
  withoutKeys,
} from "../entities";
import type { StoredPoll } from "../normalize";

/** Polls by id, split out of statuses so a vote updates one entity. */
export interface PollsState {
  byId: Record<string, StoredPoll>;
}

const initialState: PollsState = { byId: {} };

const pollsSlice = createSlice({
  name: "polls",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(entitiesEvicted, (state, action) => {
        state.byId = withoutKeys(state.byId, action.payload.polls);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { polls } = action.payload.entities;
        if (polls) state.byId = withEntities(state.byId, polls);
      });
  },
});

export const pollsReducer = pollsSlice.reducer;
