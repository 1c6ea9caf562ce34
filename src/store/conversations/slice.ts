import { createAction, createSlice, type WithSlice } from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import {
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
  type EntitiesPayload,
} from "../entities";
import { sessionEnded, statusDeleted, streamReconnected } from "../events";
import { settleTakenOut, takeOut, type TakenOut } from "../pagedList";
import type { StoredConversation } from "./normalize";
import type {
  fetchConversations as FetchConversationsThunk,
  markConversationRead as MarkConversationReadThunk,
  removeConversation as RemoveConversationThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const removeConversation = thunkActions<typeof RemoveConversationThunk>(
  "conversations/remove",
);
const markConversationRead = thunkActions<typeof MarkConversationReadThunk>(
  "conversations/markRead",
);
const fetchConversations = thunkActions<typeof FetchConversationsThunk>(
  "conversations/fetch",
);

/**
 * Direct-message conversations, most recently active first: paged from the
 * server, and moved to the top as the `direct` stream reports them.
 */
export interface ConversationsState {
  byId: Record<string, StoredConversation>;
  order: string[];
  /** Link cursor of the next page; null at the end, or before the first. */
  next: string | null;
  /** The first-page request whose answer counts. */
  loadingId: string | null;
  loadingMore: boolean;
  fetchedAt: number | null;
  /** The socket was down: the `direct` stream missed what came meanwhile. */
  stale: boolean;
  /** Conversations being removed: out of `order` until the server answers. */
  removing: TakenOut<string>[];
}

/** Streamed conversations kept at most; older ones drop off the end. */
export const MAX_CONVERSATIONS = 200;

const initialState: ConversationsState = {
  byId: {},
  order: [],
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
  stale: false,
  removing: [],
};

/** A streamed `conversation`: the entities carry it. */
export const conversationUpdated = createAction<
  EntitiesPayload & { id: string }
>("conversations/updated");

const same = (id: string) => id;

/** The conversation with `unread` set, replaced (entities are frozen). */
function setUnread(state: ConversationsState, id: string, unread: boolean) {
  state.byId = updateEntity(state.byId, id, (held) =>
    held.unread === unread ? held : { ...held, unread },
  );
}

const conversationsSlice = createSlice({
  name: "conversations",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(conversationUpdated, (state, { payload }) => {
        const rest = state.order.filter((id) => id !== payload.id);
        state.order = [payload.id, ...rest];
        state.byId = removeEntities(
          state.byId,
          state.order.slice(MAX_CONVERSATIONS),
        );
        state.order = state.order.slice(0, MAX_CONVERSATIONS);
      })
      .addCase(fetchConversations.pending, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = true;
        else state.loadingId = meta.requestId;
      })
      .addCase(fetchConversations.fulfilled, (state, { meta, payload }) => {
        if (meta.arg?.more) {
          state.loadingMore = false;
          const held = new Set(state.order);
          state.order.push(...payload.result.filter((id) => !held.has(id)));
        } else {
          // A first page superseded by a later request is not shown.
          if (state.loadingId !== meta.requestId) return;
          state.loadingId = null;
          state.fetchedAt = payload.fetchedAt;
          state.stale = false;
          state.order = [...payload.result];
        }
        state.next = payload.next;
      })
      .addCase(fetchConversations.rejected, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = false;
        else if (state.loadingId === meta.requestId) state.loadingId = null;
      })
      .addCase(markConversationRead.pending, (state, { meta }) => {
        setUnread(state, meta.arg.id, false);
      })
      .addCase(markConversationRead.rejected, (state, { meta }) => {
        setUnread(state, meta.arg.id, true);
      })
      .addCase(removeConversation.pending, (state, { meta }) => {
        takeOut(state.order, state.removing, meta.requestId, (id) => {
          return id === meta.arg.id;
        });
      })
      .addCase(removeConversation.fulfilled, (state, { meta }) => {
        settleTakenOut(
          state.order,
          state.removing,
          meta.requestId,
          false,
          same,
        );
        state.byId = removeEntities(state.byId, [meta.arg.id]);
      })
      .addCase(removeConversation.rejected, (state, { meta }) => {
        settleTakenOut(state.order, state.removing, meta.requestId, true, same);
      })
      .addCase(statusDeleted, (state, action) => {
        const removed = new Set(action.payload.removed ?? [action.payload.id]);
        for (const id of Object.keys(state.byId)) {
          state.byId = updateEntity(state.byId, id, (c) =>
            c.last_status_id !== null && removed.has(c.last_status_id)
              ? { ...c, last_status_id: null }
              : c,
          );
        }
      })
      .addCase(streamReconnected, (state, { payload }) => {
        if (payload.streams.includes("direct")) state.stale = true;
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(hasEntities, (state, action) => {
        const { conversations } = action.payload.entities;
        if (conversations)
          state.byId = upsertEntities(state.byId, conversations);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof conversationsSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedConversationsSlice =
  conversationsSlice.injectInto(combinedReducer);
