import type { RootState } from "../rootReducer";
import type { StoredConversation } from "./normalize";
import { injectedConversationsSlice } from "./slice";

/** Read through the injected slice, which loads with the screens that select it. */
export const selectConversations = (state: RootState) =>
  injectedConversationsSlice.selectSlice(state);

export const selectConversationIds = (state: RootState): string[] =>
  selectConversations(state).order;

export const selectConversationById = (
  state: RootState,
  id: string,
): StoredConversation | undefined => selectConversations(state).byId[id];

/** How many of the listed conversations have posts the member has not read. */
export const selectUnreadConversationCount = (state: RootState): number => {
  const { order, byId } = selectConversations(state);
  return order.filter((id) => byId[id]?.unread === true).length;
};
