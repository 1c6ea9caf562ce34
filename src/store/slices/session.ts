import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { fetchOwnAccount } from "../thunks/accounts";

/**
 * Who is signed in: the access token (also held by the API client; the
 * DevTools state sanitiser hides it) and the own account's id.
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
  reducers: {
    started(
      state,
      action: PayloadAction<{ accessToken: string; me?: string | null }>,
    ) {
      state.accessToken = action.payload.accessToken;
      state.me = action.payload.me ?? null;
    },
    ended() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchOwnAccount.fulfilled, (state, action) => {
      state.me = action.payload.result;
    });
  },
});

export const { started: sessionStarted, ended: sessionEnded } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
