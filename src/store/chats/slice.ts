import {
  createAction,
  createSlice,
  type Draft,
  type WithSlice,
} from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import {
  dropKey,
  entitiesEvicted,
  entityOf,
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
  type EntitiesPayload,
} from "../entities";
import { sessionEnded } from "../events";
import { settleTakenOut, takeOut, type TakenOut } from "../pagedList";
import { compareIds } from "../timelines/items";
import type { StoredChat, StoredChatMessage } from "./normalize";
import type {
  backfillChats as BackfillChatsThunk,
  fetchChatMessages as FetchChatMessagesThunk,
  fetchChats as FetchChatsThunk,
  markChatRead as MarkChatReadThunk,
  removeChat as RemoveChatThunk,
  removeChatMessage as RemoveChatMessageThunk,
  sendChatMessage as SendChatMessageThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const sendChatMessage = thunkActions<typeof SendChatMessageThunk>("chats/send");
const removeChatMessage = thunkActions<typeof RemoveChatMessageThunk>(
  "chats/deleteMessage",
);
const removeChat = thunkActions<typeof RemoveChatThunk>("chats/delete");
const markChatRead = thunkActions<typeof MarkChatReadThunk>("chats/markRead");
const fetchChats = thunkActions<typeof FetchChatsThunk>("chats/fetch");
const fetchChatMessages = thunkActions<typeof FetchChatMessagesThunk>(
  "chats/fetchMessages",
);
const backfillChats = thunkActions<typeof BackfillChatsThunk>("chats/backfill");

/** One chat's messages as far as the member has scrolled back. */
export interface ChatThread {
  /** Message ids, newest first. */
  ids: string[];
  /** Link cursor of older messages; null at the oldest (or before the first page). */
  next: string | null;
  /** The newest-page request whose answer counts. */
  loadingId: string | null;
  loadingMore: boolean;
  fetchedAt: number | null;
}

/** Pleroma chats, the one with the newest message first, and the threads opened. */
export interface ChatsState {
  byId: Record<string, StoredChat>;
  order: string[];
  messages: Record<string, StoredChatMessage>;
  /** Link cursor of the list's next page; null at the end, or before the first. */
  next: string | null;
  loadingId: string | null;
  loadingMore: boolean;
  fetchedAt: number | null;
  backfilling: boolean;
  threads: Record<string, ChatThread>;
  /** Threads by when they were opened, the latest last (the oldest go past MAX_THREADS). */
  opened: string[];
  /** Chats being deleted: out of `order` until the server answers. */
  removing: TakenOut<string>[];
  /** Messages being deleted, by chat: out of the thread until the server answers. */
  removingMessages: TakenOut<string>[];
}

export const MAX_CHATS = 200;
/** Threads held at once; the one opened longest ago goes first. */
export const MAX_THREADS = 10;

const initialState: ChatsState = {
  byId: {},
  order: [],
  messages: {},
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
  backfilling: false,
  threads: {},
  opened: [],
  removing: [],
  removingMessages: [],
};

/** A streamed `chat_update`: the entities carry the chat and its newest message. */
export const chatUpdated = createAction<EntitiesPayload & { id: string }>(
  "chats/updated",
);

type State = Draft<ChatsState>;

const emptyThread = (): ChatThread => ({
  ids: [],
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
});

const newestFirst = (a: string, b: string) => compareIds(b, a);

/** When a chat last changed: its newest message, else the server's time. */
function activity(state: State, id: string): string {
  const chat = entityOf(state.byId, id);
  const last = chat?.last_message_id
    ? entityOf(state.messages, chat.last_message_id)
    : undefined;
  return last?.created_at ?? chat?.updated_at ?? "";
}

/** Newest activity first; the list holds at most MAX_CHATS. */
function sortChats(state: State): void {
  const at = new Map(state.order.map((id) => [id, activity(state, id)]));
  state.order.sort((a, b) => {
    const x = at.get(a) ?? "";
    const y = at.get(b) ?? "";
    return x === y ? 0 : x < y ? 1 : -1;
  });
  const dropped = state.order.slice(MAX_CHATS);
  state.order = state.order.slice(0, MAX_CHATS);
  state.byId = removeEntities(state.byId, dropped);
}

function openThread(state: State, chatId: string): ChatThread {
  const held = state.threads[chatId];
  if (held) return held;
  const thread = emptyThread();
  state.threads[chatId] = thread;
  state.opened.push(chatId);
  for (const old of state.opened.splice(0, state.opened.length - MAX_THREADS))
    dropKey(state.threads, old);
  return state.threads[chatId] ?? thread;
}

/** Adds messages to a loaded thread, each once, newest first. */
function addToThread(state: State, chatId: string, ids: readonly string[]) {
  const thread = state.threads[chatId];
  if (thread?.fetchedAt == null) return;
  const held = new Set(thread.ids);
  const added = ids.filter((id) => !held.has(id));
  if (added.length === 0) return;
  thread.ids = [...thread.ids, ...added].sort(newestFirst);
}

/**
 * A streamed chat names its newest message. A loaded thread gets it. When
 * that message is one already held, the held ones newer than it were
 * deleted by the other member (the server streams no deletions); a newest
 * message not held yet may be older than the member's own reply that
 * crossed it, so nothing goes then.
 */
function followNewest(state: State, chatId: string): void {
  const thread = state.threads[chatId];
  const chat = entityOf(state.byId, chatId);
  if (thread?.fetchedAt == null || !chat) return;
  const newest = chat.last_message_id;
  if (newest === null) {
    thread.ids = [];
    return;
  }
  if (thread.ids.includes(newest))
    thread.ids = thread.ids.filter((id) => compareIds(id, newest) <= 0);
  else addToThread(state, chatId, [newest]);
}

function setUnread(state: State, id: string, unread: number): void {
  state.byId = updateEntity(state.byId, id, (chat) =>
    chat.unread === unread ? chat : { ...chat, unread },
  );
}

const same = (id: string) => id;

const chatsSlice = createSlice({
  name: "chats",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchChats.pending, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = true;
        else state.loadingId = meta.requestId;
      })
      .addCase(fetchChats.fulfilled, (state, { meta, payload }) => {
        if (meta.arg?.more) {
          state.loadingMore = false;
        } else {
          // A first page superseded by a later request is not shown.
          if (state.loadingId !== meta.requestId) return;
          state.loadingId = null;
          state.fetchedAt = payload.fetchedAt;
          state.order = [];
        }
        state.next = payload.next;
      })
      .addCase(fetchChats.rejected, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = false;
        else if (state.loadingId === meta.requestId) state.loadingId = null;
      })
      .addCase(fetchChatMessages.pending, (state, { meta }) => {
        const thread = openThread(state, meta.arg.chatId);
        if (meta.arg.more) thread.loadingMore = true;
        else thread.loadingId = meta.requestId;
      })
      .addCase(fetchChatMessages.fulfilled, (state, { meta, payload }) => {
        const thread = state.threads[meta.arg.chatId];
        if (!thread) return;
        if (meta.arg.more) {
          thread.loadingMore = false;
          addToThread(state, meta.arg.chatId, payload.result);
        } else {
          if (thread.loadingId !== meta.requestId) return;
          thread.loadingId = null;
          thread.fetchedAt = payload.fetchedAt;
          thread.ids = [...payload.result].sort(newestFirst);
        }
        thread.next = payload.next;
      })
      .addCase(fetchChatMessages.rejected, (state, { meta }) => {
        const thread = state.threads[meta.arg.chatId];
        if (!thread) return;
        if (meta.arg.more) thread.loadingMore = false;
        else if (thread.loadingId === meta.requestId) thread.loadingId = null;
      })
      .addCase(sendChatMessage.fulfilled, (state, { meta, payload }) => {
        const { chatId } = meta.arg;
        addToThread(state, chatId, payload.result);
        const sent = payload.result[0];
        const chat = entityOf(state.byId, chatId);
        if (sent === undefined || !chat) return;
        const last = chat.last_message_id;
        if (last === null || compareIds(sent, last) > 0)
          state.byId = updateEntity(state.byId, chatId, (c) => ({
            ...c,
            last_message_id: sent,
          }));
        // The entities matcher, after this case, takes the message in and sorts.
      })
      .addCase(removeChatMessage.pending, (state, { meta }) => {
        const thread = state.threads[meta.arg.chatId];
        if (!thread) return;
        takeOut(
          thread.ids,
          state.removingMessages,
          meta.requestId,
          (id) => id === meta.arg.messageId,
        );
      })
      .addCase(removeChatMessage.fulfilled, (state, { meta }) => {
        settleTakenOut(
          state.threads[meta.arg.chatId]?.ids ?? [],
          state.removingMessages,
          meta.requestId,
          false,
          same,
        );
        const { chatId, messageId } = meta.arg;
        const chat = entityOf(state.byId, chatId);
        if (chat?.last_message_id !== messageId) return;
        // The newest message went: the one before it is the chat's newest.
        const previous = state.threads[chatId]?.ids[0] ?? null;
        state.byId = updateEntity(state.byId, chatId, (c) => ({
          ...c,
          last_message_id: previous,
        }));
        sortChats(state);
      })
      .addCase(removeChatMessage.rejected, (state, { meta }) => {
        settleTakenOut(
          state.threads[meta.arg.chatId]?.ids ?? [],
          state.removingMessages,
          meta.requestId,
          true,
          same,
        );
      })
      .addCase(markChatRead.pending, (state, { meta }) => {
        setUnread(state, meta.arg.chatId, 0);
      })
      .addCase(markChatRead.rejected, (state, { meta }) => {
        setUnread(state, meta.arg.chatId, meta.arg.unread);
      })
      .addCase(removeChat.pending, (state, { meta }) => {
        takeOut(state.order, state.removing, meta.requestId, (id) => {
          return id === meta.arg.id;
        });
      })
      .addCase(removeChat.fulfilled, (state, { meta }) => {
        settleTakenOut(
          state.order,
          state.removing,
          meta.requestId,
          false,
          same,
        );
        state.byId = removeEntities(state.byId, [meta.arg.id]);
        dropKey(state.threads, meta.arg.id);
        state.opened = state.opened.filter((id) => id !== meta.arg.id);
      })
      .addCase(removeChat.rejected, (state, { meta }) => {
        settleTakenOut(state.order, state.removing, meta.requestId, true, same);
      })
      .addCase(backfillChats.pending, (state) => {
        state.backfilling = true;
      })
      .addCase(backfillChats.fulfilled, (state, { payload }) => {
        state.backfilling = false;
        for (const [chatId, found] of Object.entries(payload.threads)) {
          const thread = state.threads[chatId];
          if (!thread) continue;
          if (found.connected) {
            addToThread(state, chatId, found.result);
          } else {
            // Too much was missed to join up: the thread starts over.
            thread.ids = [...found.result].sort(newestFirst);
            thread.next = found.next;
          }
        }
      })
      .addCase(backfillChats.rejected, (state) => {
        state.backfilling = false;
      })
      .addCase(sessionEnded, () => initialState)
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
        if (chats) {
          state.byId = upsertEntities(state.byId, chats);
          const removing = new Set(state.removing.map((r) => r.item));
          const held = new Set(state.order);
          for (const id of Object.keys(chats))
            if (!held.has(id) && !removing.has(id)) state.order.push(id);
          if (chatUpdated.match(action)) followNewest(state, action.payload.id);
        }
        if (chats || chatMessages) sortChats(state);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof chatsSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedChatsSlice = chatsSlice.injectInto(combinedReducer);
