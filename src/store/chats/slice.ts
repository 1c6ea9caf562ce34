import { createAction, createSlice } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  removeKeys,
  withEntities,
  type EntitiesPayload,
  dropKey,
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
  const chat = state.byId[id];
  if (chat?.last_message_id) dropKey(state.messages, chat.last_message_id);
  dropKey(state.byId, id);
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
        removeKeys(state.messages, action.payload.chatMessages);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { chats, chatMessages } = action.payload.entities;
        if (chatMessages) {
          state.messages = withEntities(state.messages, chatMessages);
        }
        if (!chats) return;
        state.byId = withEntities(state.byId, chats);
        const updated = Object.keys(chats);
        const rest = state.order.filter((id) => !updated.includes(id));
        state.order = [...updated, ...rest];
        state.order.slice(MAX_CHATS).forEach((id) => dropChat(state, id));
        state.order = state.order.slice(0, MAX_CHATS);
      });
  },
});

export const chatsReducer = chatsSlice.reducer;
