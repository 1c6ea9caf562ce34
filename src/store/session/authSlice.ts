import { createSlice } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../events";
import type {
  beginSignIn as BeginSignInThunk,
  completeSignIn as CompleteSignInThunk,
} from "./signInThunks";
import type { restoreSession as RestoreSessionThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const restoreSession =
  thunkActions<typeof RestoreSessionThunk>("session/restore");
const completeSignIn = thunkActions<typeof CompleteSignInThunk>(
  "session/completeSignIn",
);
const beginSignIn = thunkActions<typeof BeginSignInThunk>(
  "session/beginSignIn",
);

/**
 * Where signing in stands, for the sign-in screens (the session itself is
 * `session`): what is under way, and why the last attempt or session failed.
 */
export interface AuthState {
  status: "idle" | "starting" | "signingIn" | "verifying";
  /**
   * `expired`: the server refused the stored token (expired or revoked);
   * `signInFailed`: the last sign-in did not complete.
   */
  error: "expired" | "signInFailed" | null;
}

const initialState: AuthState = { status: "idle", error: null };

const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(beginSignIn.pending, (state) => {
        state.status = "starting";
      })
      .addCase(beginSignIn.fulfilled, (state) => {
        state.status = "idle";
      })
      .addCase(beginSignIn.rejected, (state) => {
        state.status = "idle";
        state.error = "signInFailed";
      })
      .addCase(completeSignIn.pending, (state) => {
        state.status = "signingIn";
        state.error = null;
      })
      .addCase(completeSignIn.fulfilled, (state) => {
        state.status = "idle";
      })
      .addCase(completeSignIn.rejected, (state) => {
        state.status = "idle";
        state.error = "signInFailed";
      })
      .addCase(restoreSession.pending, (state) => {
        state.status = "verifying";
      })
      .addCase(restoreSession.fulfilled, (state) => {
        if (state.status === "verifying") state.status = "idle";
      })
      .addCase(sessionStarted, (state, action) => {
        if (action.payload.me) state.error = null;
      })
      .addCase(sessionEnded, (state, action) => {
        state.error = action.payload.reason === "expired" ? "expired" : null;
      });
  },
});

export const authReducer = authSlice.reducer;
