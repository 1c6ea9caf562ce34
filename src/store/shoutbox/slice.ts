import {
  createAction,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import type { EntitiesPayload } from "../entities";
import { sessionEnded } from "../events";

import type { StoredShout } from "./normalize";

export type ShoutboxStatus = "idle" | "connecting" | "open" | "reconnecting";

/**
 * The instance's shoutbox (gate `shoutbox`): the messages since the panel
 * opened, and the socket's state. The socket itself is the streaming
 * middleware's (middleware/shoutbox.ts); screens only say they want it.
 */
export interface ShoutboxState {
  /** Screens that show the shoutbox: the socket is open while any does. */
  wanted: number;
  status: ShoutboxStatus;
  messages: StoredShout[];
}

/** Messages kept: the server sends the last 20 on joining, and the panel shows a while more. */
export const MAX_SHOUTS = 100;

const initialState: ShoutboxState = { wanted: 0, status: "idle", messages: [] };

/** The history the server sends on joining: the shoutbox starts over from it. */
export const shoutboxHistoryReceived = createAction<
  EntitiesPayload & { messages: StoredShout[] }
>("shoutbox/historyReceived");

/** One new message, the member's own included. */
export const shoutboxMessageReceived = createAction<
  EntitiesPayload & { messages: StoredShout[] }
>("shoutbox/messageReceived");

/** The member says something; the middleware sends it over the socket. */
export const shoutboxSent = createAction<{ text: string }>("shoutbox/sent");

const byId = (a: StoredShout, b: StoredShout) => a.id - b.id;

const shoutboxSlice = createSlice({
  name: "shoutbox",
  initialState,
  reducers: {
    opened(state) {
      state.wanted += 1;
    },
    closed(state) {
      state.wanted = Math.max(0, state.wanted - 1);
    },
    statusChanged(state, action: PayloadAction<{ status: ShoutboxStatus }>) {
      state.status = action.payload.status;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(shoutboxHistoryReceived, (state, { payload }) => {
        // Joined again after a drop: the history covers what came meanwhile.
        const held = new Map(state.messages.map((m) => [m.id, m]));
        for (const m of payload.messages) held.set(m.id, m);
        state.messages = [...held.values()].sort(byId).slice(-MAX_SHOUTS);
      })
      .addCase(shoutboxMessageReceived, (state, { payload }) => {
        const held = new Set(state.messages.map((m) => m.id));
        const added = payload.messages.filter((m) => !held.has(m.id));
        state.messages = [...state.messages, ...added]
          .sort(byId)
          .slice(-MAX_SHOUTS);
      })
      .addCase(sessionEnded, (state) => ({
        ...initialState,
        wanted: state.wanted,
      }));
  },
});

export const {
  opened: shoutboxOpened,
  closed: shoutboxClosed,
  statusChanged: shoutboxStatusChanged,
} = shoutboxSlice.actions;

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof shoutboxSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * screens that show it, or with the sockets, after the first post (issue 22).
 */
export const injectedShoutboxSlice = shoutboxSlice.injectInto(combinedReducer);
