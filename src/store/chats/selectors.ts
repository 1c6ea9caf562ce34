import type { RootState } from "../rootReducer";
import type { ChatThread } from "./slice";
import type { StoredChat, StoredChatMessage } from "./normalize";

export const selectChats = (state: RootState) => state.chats;

export const selectChatById = (
  state: RootState,
  id: string,
): StoredChat | undefined => state.chats.byId[id];

export const selectChatMessageById = (
  state: RootState,
  id: string,
): StoredChatMessage | undefined => state.chats.messages[id];

export const selectChatThread = (
  state: RootState,
  chatId: string,
): ChatThread | undefined => state.chats.threads[chatId];

/** Unread messages over every listed chat (the menu entry's badge). */
export const selectUnreadChatCount = (state: RootState): number =>
  state.chats.order.reduce(
    (sum, id) => sum + (state.chats.byId[id]?.unread ?? 0),
    0,
  );
