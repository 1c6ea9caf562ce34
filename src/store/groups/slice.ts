import { createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  upsertEntities,
  removeEntities,
} from "../entities";
import type { StoredGroup } from "../normalize";

/** Groups (Truth Social, Rebased) by id; statuses point to them by `group_id`. */
export interface GroupsState {
  byId: Record<string, StoredGroup>;
}

const initialState: GroupsState = { byId: {} };

const groupsSlice = createSlice({
  name: "groups",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(entitiesEvicted, (state, action) => {
        state.byId = removeEntities(state.byId, action.payload.groups);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { groups } = action.payload.entities;
        if (groups) state.byId = upsertEntities(state.byId, groups);
      });
  },
});

export const groupsReducer = groupsSlice.reducer;
