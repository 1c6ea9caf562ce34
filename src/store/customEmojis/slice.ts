import { createSlice } from "@reduxjs/toolkit";
import type { CustomEmoji } from "../../api/schemas/emoji";
import type { fetchCustomEmojis as FetchCustomEmojisThunk } from "./thunks";
import { accountSwitched, serverChanged } from "../events";
import { thunkActions } from "../thunkActions";

const fetchCustomEmojis =
  thunkActions<typeof FetchCustomEmojisThunk>("customEmojis/fetch");

/** The server's custom emoji (GET /api/v1/custom_emojis), cached for the pickers. */
export interface CustomEmojisState {
  items: CustomEmoji[];
  fetchedAt: number | null;
  isLoading: boolean;
}

const initialState: CustomEmojisState = {
  items: [],
  fetchedAt: null,
  isLoading: false,
};

const customEmojisSlice = createSlice({
  name: "customEmojis",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCustomEmojis.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(fetchCustomEmojis.fulfilled, (state, action) => {
        state.items = action.payload.items;
        state.fetchedAt = action.payload.fetchedAt;
        state.isLoading = false;
      })
      .addCase(fetchCustomEmojis.rejected, (state) => {
        state.isLoading = false;
      })
      // Another server's emoji are not this one's.
      .addCase(serverChanged, () => initialState)
      .addCase(accountSwitched, (state, { payload }) =>
        payload.server ? initialState : state,
      );
  },
});

export const customEmojisReducer = customEmojisSlice.reducer;
