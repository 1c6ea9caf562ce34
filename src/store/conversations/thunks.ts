import {
  deleteConversation,
  getConversations,
  postConversationRead,
} from "../../api/endpoints/conversations";
import type { PagedListArg } from "../pagedList";
import { createAppAsyncThunk } from "../hooks";
import { selectConversations } from "./selectors";
import { normalizeConversation, normalizeConversations } from "./normalize";

/** Direct-message conversations (spec 02 section 7.8): list, read, remove. */

const PAGE_SIZE = 20;

const conversationsOf = selectConversations;

export const fetchConversations = createAppAsyncThunk(
  "conversations/fetch",
  async (arg: PagedListArg, { extra, getState, signal }) => {
    const more = arg?.more ?? false;
    const { next } = conversationsOf(getState());
    const paging = more && next ? { url: next } : { limit: PAGE_SIZE };
    const page = await getConversations(extra.client, paging, signal);
    return {
      ...normalizeConversations(page.items),
      next: page.next,
      fetchedAt: Date.now(),
    };
  },
  {
    // The first page says why in place; "Load more" is the reader's action.
    silent: (_failure, arg) => arg?.more !== true,
    condition: (arg, { getState }) => {
      if (!arg?.more) return true;
      const state = conversationsOf(getState());
      return state.next !== null && !state.loadingMore;
    },
  },
);

/** Marks a conversation read: at once, back to unread if the server refuses. */
export const markConversationRead = createAppAsyncThunk(
  "conversations/markRead",
  async ({ id }: { id: string }, { extra }) => {
    return normalizeConversation(await postConversationRead(extra.client, id));
  },
  {
    condition: ({ id }, { getState }) =>
      conversationsOf(getState()).byId[id]?.unread === true,
  },
);

/**
 * Removes a conversation from the member's list (its posts stay): at once,
 * back where it was if the server refuses.
 */
export const removeConversation = createAppAsyncThunk(
  "conversations/remove",
  async ({ id }: { id: string }, { extra }) => {
    await deleteConversation(extra.client, id);
    return { id };
  },
);
