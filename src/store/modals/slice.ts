import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { composeOpened } from "../events";

/**
 * The modal stack (spec 01 sections 2 and 4): opening pushes a modal; closing
 * without a type pops the top one; closing with a type removes the topmost
 * modal of that type and every modal above it. Props are plain data so the
 * stack stays serialisable and DevTools can replay it.
 */

export type ModalType =
  | "UNAUTHORIZED"
  | "MEDIA"
  | "COMPARE_HISTORY"
  | "HOTKEYS"
  | "REACTIONS"
  | "CONFIRM"
  | "COMPOSE"
  | "FILTER_STATUS"
  | "LIST_MEMBERSHIP"
  | "BOOKMARK_FOLDER"
  | "REPORT";

export type ModalProps = Record<
  string,
  string | number | boolean | null | string[]
>;

export interface ModalEntry {
  type: ModalType;
  props: ModalProps;
}

export interface ModalsState {
  stack: ModalEntry[];
}

const initialState: ModalsState = { stack: [] };

const modalsSlice = createSlice({
  name: "modals",
  initialState,
  reducers: {
    modalOpened(
      state,
      action: PayloadAction<{ type: ModalType; props?: ModalProps }>,
    ) {
      state.stack.push({
        type: action.payload.type,
        props: action.payload.props ?? {},
      });
    },
    modalClosed(
      state,
      action: PayloadAction<{ type?: ModalType } | undefined>,
    ) {
      const type = action.payload?.type;
      if (!type) {
        state.stack.pop();
        return;
      }
      const index = state.stack.map((m) => m.type).lastIndexOf(type);
      if (index >= 0) state.stack.splice(index);
    },
  },
  extraReducers: (builder) => {
    // Opening the modal composer (reply, quote, mention, edit) shows it on
    // top; one composer at a time, so an open one moves up rather than twice.
    builder.addCase(composeOpened, (state) => {
      state.stack = state.stack.filter((m) => m.type !== "COMPOSE");
      state.stack.push({ type: "COMPOSE", props: {} });
    });
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;

export const selectModalStack = (state: { modals: ModalsState }) =>
  state.modals.stack;
