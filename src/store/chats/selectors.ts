import type { RootState } from "../rootReducer";
import { injectedChatsSlice, type ChatThread } from "./slice";
import type { StoredChat, StoredChatMessage } from "./normalize";

/** Read through the injected slice, which loads with the screens that select it. */
export const selectChats = (state: RootState) =>
  injectedChatsSlice.selectSlice(state);

export const selectChatById = (
  state: RootState,
  id: string,
): StoredChat | undefined => selectChats(state).byId[id];

export const selectChatMessageById = (
  state: RootState,
  id: string,
): StoredChatMessage | undefined => selectChats(state).messages[id];

export const selectChatThread = (
  state: RootState,
  chatId: string,
): ChatThread | undefined => selectChats(state).threads[chatId];

/** Unread messages over every listed chat (the menu entry's badge). */
export const selectUnreadChatCount = (state: RootState): number => {
  const { order, byId } = selectChats(state);
  return order.reduce((sum, id) => sum + (byId[id]?.unread ?? 0), 0);
};
