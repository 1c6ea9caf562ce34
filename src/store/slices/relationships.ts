import { createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  withEntities,
  withoutKeys,
  withStamps,
  writable,
} from "../entities";
import type { StoredRelationship } from "../normalize";
import { followRelationshipsUpdated } from "./accounts";

/**
 * The viewer's relationship to each account, keyed by the account id. Split
 * out of accounts (spec 01 section 3): Pleroma embeds it in account objects,
 * the relationships call returns it alone; both arrive as entities.
 */
export interface RelationshipsState {
  byId: Record<string, StoredRelationship>;
  fetchedAt: Record<string, number>;
}

const initialState: RelationshipsState = { byId: {}, fetchedAt: {} };

const relationshipsSlice = createSlice({
  name: "relationships",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(followRelationshipsUpdated, (state, action) => {
        const { state: step, follower, following, viewerId } = action.payload;
        if (viewerId === null || follower.id !== viewerId) return;
        const byId = writable(state.byId);
        const relationship = byId[following.id];
        if (!relationship) return;
        byId[following.id] = {
          ...relationship,
          following: step === "follow_accept",
          requested: step === "follow_pending",
        };
        state.byId = byId;
      })
      .addCase(entitiesEvicted, (state, action) => {
        const ids = action.payload.relationships;
        state.byId = withoutKeys(state.byId, ids);
        state.fetchedAt = withoutKeys(state.fetchedAt, ids);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { relationships } = action.payload.entities;
        if (!relationships) return;
        state.byId = withEntities(state.byId, relationships);
        const at = action.payload.fetchedAt;
        if (at !== undefined) {
          state.fetchedAt = withStamps(state.fetchedAt, relationships, at);
        }
      });
  },
});

export const relationshipsReducer = relationshipsSlice.reducer;
