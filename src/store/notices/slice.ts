import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { deleteStatus as DeleteStatusThunk } from "../statuses/thunks";
import { thunkActions } from "../thunkActions";

const deleteStatus = thunkActions<typeof DeleteStatusThunk>("statuses/delete");

/**
 * What the UI's toasts show (spec 01 section 9: at most 20 kept). Thunks
 * never toast: `middleware/errors.ts` turns their rejections into notices,
 * and this slice confirms the few actions whose result is not in view.
 */
export interface Notice {
  /** The request's id, so replaying a session gives the same notice. */
  id: string;
  /**
   * A failure, the confirmation of one of the reader's actions, or a wait
   * the server asked for (a 429 the API client waits out).
   */
  kind: "error" | "success" | "wait";
  /** The server's message (failures only). */
  message: string;
  /** The HTTP status, or null when the request never got an answer. */
  status: number | null;
  /** The thunk that failed or succeeded, e.g. `timelines/fetch`. */
  source: string;
  /** How long the server asked to wait (waits only). */
  seconds?: number;
}

export interface NoticesState {
  items: Notice[];
}

export const MAX_NOTICES = 20;

const initialState: NoticesState = { items: [] };

const noticesSlice = createSlice({
  name: "notices",
  initialState,
  reducers: {
    added(state, action: PayloadAction<Notice>) {
      state.items = [...state.items, action.payload].slice(-MAX_NOTICES);
    },
    /**
     * The server answered 429 and the client waits before asking again. The
     * dispatcher draws `id`, so the reducer stays deterministic (issue 20).
     */
    rateLimited(state, action: PayloadAction<{ id: string; seconds: number }>) {
      const { id, seconds } = action.payload;
      const notice: Notice = {
        id,
        kind: "wait",
        message: "",
        status: 429,
        source: "api/rateLimited",
        seconds,
      };
      state.items = [...state.items, notice].slice(-MAX_NOTICES);
    },
    dismissed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    // The deleted post may have been the page itself, which then goes back
    // (see `useFocusDeleted`); a redraft answers with the composer instead.
    builder.addCase(deleteStatus.fulfilled, (state, action) => {
      if (action.meta.arg.redraft) return;
      const notice: Notice = {
        id: action.meta.requestId,
        kind: "success",
        message: "",
        status: null,
        source: deleteStatus.typePrefix,
      };
      state.items = [...state.items, notice].slice(-MAX_NOTICES);
    });
  },
});

export const {
  added: noticeAdded,
  dismissed: noticeDismissed,
  rateLimited,
} = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
