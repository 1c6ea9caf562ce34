import { createSlice } from "@reduxjs/toolkit";
import { fetchOwnAccount } from "../accounts/thunks";
import { sessionEnded, sessionStarted } from "../events";

/**
 * Who is signed in: the access token (also held by the API client; the
 * DevTools sanitisers hide it) and the own account's id.
 */
export interface SessionState {
  accessToken: string | null;
  /** The signed-in account's id, once verify_credentials has answered. */
  me: string | null;
}

const initialState: SessionState = { accessToken: null, me: null };

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.accessToken = action.payload.accessToken;
        state.me = action.payload.me ?? null;
      })
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchOwnAccount.fulfilled, (state, action) => {
        state.me = action.payload.result;
      });
  },
});

export const sessionReducer = sessionSlice.reducer;
