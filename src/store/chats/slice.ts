import { createAction, createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  entityOf,
  hasEntities,
  removeEntities,
  upsertEntities,
  type EntitiesPayload,
} from "../entities";
import type { StoredChat, StoredChatMessage } from "../conversations/normalize";

/** Chats (Pleroma) most recently active first, with the messages held. */
export interface ChatsState {
  byId: Record<string, StoredChat>;
  order: string[];
  messages: Record<string, StoredChatMessage>;
}

export const MAX_CHATS = 200;

const initialState: ChatsState = { byId: {}, order: [], messages: {} };

function dropChat(state: ChatsState, id: string): void {
  const chat = entityOf(state.byId, id);
  if (chat?.last_message_id) {
    state.messages = removeEntities(state.messages, [chat.last_message_id]);
  }
  state.byId = removeEntities(state.byId, [id]);
}

/** A streamed `chat_update`: the entities carry it. */
export const chatUpdated = createAction<EntitiesPayload & { id: string }>(
  "chats/updated",
);

const chatsSlice = createSlice({
  name: "chats",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(entitiesEvicted, (state, action) => {
        state.messages = removeEntities(
          state.messages,
          action.payload.chatMessages,
        );
      })
      .addMatcher(hasEntities, (state, action) => {
        const { chats, chatMessages } = action.payload.entities;
        if (chatMessages) {
          state.messages = upsertEntities(state.messages, chatMessages);
        }
        if (!chats) return;
        state.byId = upsertEntities(state.byId, chats);
        const updated = Object.keys(chats);
        const rest = state.order.filter((id) => !updated.includes(id));
        state.order = [...updated, ...rest];
        state.order.slice(MAX_CHATS).forEach((id) => dropChat(state, id));
        state.order = state.order.slice(0, MAX_CHATS);
      });
  },
});

export const chatsReducer = chatsSlice.reducer;
