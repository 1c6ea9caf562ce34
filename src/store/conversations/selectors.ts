import type { RootState } from "../rootReducer";
import type { StoredConversation } from "./normalize";

export const selectConversations = (state: RootState) => state.conversations;

export const selectConversationIds = (state: RootState): string[] =>
  state.conversations.order;

export const selectConversationById = (
  state: RootState,
  id: string,
): StoredConversation | undefined => state.conversations.byId[id];

/** How many of the listed conversations have posts the member has not read. */
export const selectUnreadConversationCount = (state: RootState): number =>
  state.conversations.order.filter(
    (id) => state.conversations.byId[id]?.unread === true,
  ).length;
