import { createAction, createSlice } from "@reduxjs/toolkit";
import {
  hasEntities,
  withEntities,
  writable,
  type EntitiesPayload,
  dropKey,
} from "../entities";
import { statusDeleted } from "../events";
import type { StoredConversation } from "./normalize";

/** Direct-message conversations, most recently active first (streamed on `direct`). */
export interface ConversationsState {
  byId: Record<string, StoredConversation>;
  order: string[];
}

export const MAX_CONVERSATIONS = 200;

const initialState: ConversationsState = { byId: {}, order: [] };

/** A streamed `conversation`: the entities carry it. */
export const conversationUpdated = createAction<
  EntitiesPayload & { id: string }
>("conversations/updated");

const conversationsSlice = createSlice({
  name: "conversations",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(statusDeleted, (state, action) => {
        const removed = new Set(action.payload.removed ?? [action.payload.id]);
        const byId = writable(state.byId);
        for (const id in byId) {
          const c = byId[id];
          if (c?.last_status_id != null && removed.has(c.last_status_id)) {
            byId[id] = { ...c, last_status_id: null };
          }
        }
        state.byId = byId;
      })
      .addMatcher(hasEntities, (state, action) => {
        const { conversations } = action.payload.entities;
        if (!conversations) return;
        state.byId = withEntities(state.byId, conversations);
        const updated = Object.keys(conversations);
        const rest = state.order.filter((id) => !updated.includes(id));
        state.order = [...updated, ...rest];
        for (const id of state.order.slice(MAX_CONVERSATIONS)) {
          dropKey(state.byId, id);
        }
        state.order = state.order.slice(0, MAX_CONVERSATIONS);
      });
  },
});

export const conversationsReducer = conversationsSlice.reducer;
