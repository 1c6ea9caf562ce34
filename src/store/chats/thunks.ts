import {
  deleteChat,
  deleteChatMessage,
  getChat,
  getChatMessages,
  getChats,
  postChatByAccountId,
  postChatMessage,
  postChatRead,
} from "../../api/endpoints/chats";
import { postMedia } from "../../api/endpoints/media";
import type { ApiClient } from "../../api/client";
import type { ChatMessage } from "../../api/schemas/chat";
import type { PagedListArg } from "../pagedList";
import { createAppAsyncThunk } from "../hooks";
import { selectChats } from "./selectors";
import { newestId } from "../timelines/items";
import {
  normalizeChat,
  normalizeChatMessages,
  normalizeChats,
} from "./normalize";

/**
 * Pleroma chats (spec 02 section 7.13, gate `chats`): the list, one chat's
 * messages paged backwards, sending, deleting, reading, and the backfill
 * that catches up after the socket was down.
 */

export const CHATS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 20;
/** Pages walked to close the gap after an outage; past it the thread starts over. */
const BACKFILL_MAX_PAGES = 5;

const chatsOf = selectChats;

export const fetchChats = createAppAsyncThunk(
  "chats/fetch",
  async (arg: PagedListArg, { extra, getState, signal }) => {
    const more = arg?.more ?? false;
    const { next } = chatsOf(getState());
    const paging = more && next ? { url: next } : { limit: CHATS_PAGE_SIZE };
    const page = await getChats(extra.client, paging, signal);
    return {
      ...normalizeChats(page.items),
      next: page.next,
      fetchedAt: Date.now(),
    };
  },
  {
    optional: "chats",
    // The first page says why in place; "Load more" is the reader's action.
    silent: (_failure, arg) => arg?.more !== true,
    condition: (arg, { getState }) => {
      const state = chatsOf(getState());
      // The top bar's badge and the screen both ask; one request serves both.
      if (!arg?.more) return state.loadingId === null;
      return state.next !== null && !state.loadingMore;
    },
  },
);

/** One chat, for a chat opened by its address before the list is in. */
export const fetchChat = createAppAsyncThunk(
  "chats/fetchOne",
  async ({ id }: { id: string }, { extra, signal }) =>
    normalizeChat(await getChat(extra.client, id, signal)),
  { silent: true },
);

/** The chat with an account, made on the server on first use. */
export const startChat = createAppAsyncThunk(
  "chats/start",
  async ({ accountId }: { accountId: string }, { extra }) =>
    normalizeChat(await postChatByAccountId(extra.client, accountId)),
);

export interface MessagesArg {
  chatId: string;
  /** The next older page; without it the newest page, which starts the thread over. */
  more?: boolean;
}

export const fetchChatMessages = createAppAsyncThunk(
  "chats/fetchMessages",
  async (
    { chatId, more = false }: MessagesArg,
    { extra, getState, signal },
  ) => {
    const next = chatsOf(getState()).threads[chatId]?.next ?? null;
    const paging = more && next ? { url: next } : { limit: MESSAGES_PAGE_SIZE };
    const page = await getChatMessages(extra.client, chatId, paging, signal);
    return {
      ...normalizeChatMessages(page.items),
      next: page.next,
      fetchedAt: Date.now(),
    };
  },
  {
    silent: (_failure, { more }) => more !== true,
    condition: ({ chatId, more }, { getState }) => {
      const thread = chatsOf(getState()).threads[chatId];
      if (!more) return thread?.loadingId == null;
      return thread?.next != null && !thread.loadingMore;
    },
  },
);

export interface SendArg {
  chatId: string;
  content: string;
  mediaId?: string;
  /** Kept by the composer across retries, so a resent message posts once. */
  idempotencyKey: string;
}

/** Sends a message; the composer keeps the text until the server has it. */
export const sendChatMessage = createAppAsyncThunk(
  "chats/send",
  async ({ chatId, content, mediaId, idempotencyKey }: SendArg, { extra }) => {
    const message = await postChatMessage(extra.client, chatId, {
      content,
      mediaId,
      idempotencyKey,
    });
    return normalizeChatMessages([message]);
  },
  // The composer says why in place and keeps the text.
  { silent: true },
);

/** Deletes one of the member's messages: gone at once, back if the server refuses. */
export const removeChatMessage = createAppAsyncThunk(
  "chats/deleteMessage",
  async (
    { chatId, messageId }: { chatId: string; messageId: string },
    { extra },
  ) => {
    await deleteChatMessage(extra.client, chatId, messageId);
    return { chatId, messageId };
  },
);

export interface MarkReadArg {
  chatId: string;
  lastReadId: string;
  /** The unread count before, put back if the server refuses. */
  unread: number;
}

/** Marks the chat read up to `lastReadId`: at once, back if the server refuses. */
export const markChatRead = createAppAsyncThunk(
  "chats/markRead",
  async ({ chatId, lastReadId }: MarkReadArg, { extra }) =>
    normalizeChat(await postChatRead(extra.client, chatId, lastReadId)),
  // Background work: the chat is marked again on the next message.
  { silent: true },
);

/** Deletes the whole chat (gate `chatsDelete`): out of the list at once, back if refused. */
export const removeChat = createAppAsyncThunk(
  "chats/delete",
  async ({ id }: { id: string }, { extra }) => {
    await deleteChat(extra.client, id);
    return { id };
  },
);

/** Uploads a file for a message; the composer holds the attachment until it is sent. */
export const uploadChatMedia = createAppAsyncThunk(
  "chats/upload",
  async ({ file }: { file: File }, { extra, getState, signal }) => {
    const uploaded = await postMedia(extra.client, file, {
      v2: getState().instance.features.mediaV2,
      signal,
    });
    return { attachment: uploaded.attachment };
  },
  // The composer says why in place.
  { silent: true },
);

/** What a thread's backfill found: the messages, and whether they reach what was held. */
export interface ThreadBackfill {
  result: string[];
  connected: boolean;
  /** The cursor of older messages, for a thread that starts over. */
  next: string | null;
}

/**
 * Messages newer than the newest held, newest first, walking down at most
 * BACKFILL_MAX_PAGES; past that the thread starts over from its newest page.
 */
async function newerMessages(
  client: ApiClient,
  chatId: string,
  since: string | null,
  signal: AbortSignal,
): Promise<{ items: ChatMessage[]; backfill: ThreadBackfill }> {
  const items: ChatMessage[] = [];
  let maxId: string | undefined;
  for (let page = 0; since !== null && page < BACKFILL_MAX_PAGES; page += 1) {
    const fetched = await getChatMessages(
      client,
      chatId,
      { since_id: since, max_id: maxId, limit: MESSAGES_PAGE_SIZE },
      signal,
    );
    items.push(...fetched.items);
    maxId = fetched.items[fetched.items.length - 1]?.id;
    if (fetched.items.length < MESSAGES_PAGE_SIZE || maxId === undefined) {
      const result = items.map((m) => m.id);
      return { items, backfill: { result, connected: true, next: null } };
    }
  }
  const newest = await getChatMessages(
    client,
    chatId,
    { limit: MESSAGES_PAGE_SIZE },
    signal,
  );
  const result = newest.items.map((m) => m.id);
  return {
    items: newest.items,
    backfill: { result, connected: false, next: newest.next },
  };
}

/**
 * What the socket missed while it was down (after a reconnect, or as one
 * poll while it stays down), like a timeline's backfill: the list's first
 * page, and in every open thread the messages newer than the newest held.
 */
export const backfillChats = createAppAsyncThunk(
  "chats/backfill",
  async (_arg: undefined, { extra, getState, signal }) => {
    const { threads } = chatsOf(getState());
    const page = await getChats(
      extra.client,
      { limit: CHATS_PAGE_SIZE },
      signal,
    );
    const list = normalizeChats(page.items);
    const messages: ChatMessage[] = [];
    const found: Record<string, ThreadBackfill> = {};
    for (const [chatId, thread] of Object.entries(threads)) {
      if (thread.fetchedAt === null) continue;
      const { items, backfill } = await newerMessages(
        extra.client,
        chatId,
        newestId(thread.ids),
        signal,
      );
      messages.push(...items);
      found[chatId] = backfill;
    }
    const chatMessages = {
      ...list.entities.chatMessages,
      ...normalizeChatMessages(messages).entities.chatMessages,
    };
    // Messages the stream had not brought: the socket missed them.
    const held = chatsOf(getState()).messages;
    const added = Object.keys(chatMessages).filter((id) => !(id in held));
    return {
      result: list.result,
      entities: { ...list.entities, chatMessages },
      threads: found,
      added: added.length,
    };
  },
  {
    // Background work: the next poll or reconnect tries again.
    silent: true,
    condition: (_arg, { getState }) => {
      const state = getState();
      return (
        state.instance.features.chats &&
        state.session.me !== null &&
        chatsOf(state).fetchedAt !== null &&
        !chatsOf(state).backfilling
      );
    },
  },
);
