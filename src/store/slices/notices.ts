import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/**
 * What the UI's toasts show (spec 01 section 9: at most 20 kept). Thunks
 * never toast: `middleware/errors.ts` turns their rejections into notices.
 */
export interface Notice {
  /** The failed request's id, so replaying a session gives the same notice. */
  id: string;
  kind: "error";
  message: string;
  /** The HTTP status, or null when the request never got an answer. */
  status: number | null;
  /** The thunk that failed, e.g. `timelines/fetch`. */
  source: string;
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
    dismissed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((n) => n.id !== action.payload.id);
    },
  },
});

export const { added: noticeAdded, dismissed: noticeDismissed } =
  noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
