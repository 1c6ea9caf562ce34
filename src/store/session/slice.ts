import { createSlice } from "@reduxjs/toolkit";
import { fetchOwnAccount } from "../accounts/thunks";
import {
  accountSwitched,
  sessionEnded,
  sessionStarted,
  type ViewerStaff,
} from "../events";

/**
 * Who is signed in: the access token (also held by the API client; the
 * DevTools sanitisers hide it) and the own account's id.
 */
export interface SessionState {
  accessToken: string | null;
  /** The signed-in account's id, once verify_credentials has answered. */
  me: string | null;
  /**
   * The signed-in account's staff role, once verify_credentials has
   * answered (optional: a state written without it reads as not staff).
   */
  staff?: ViewerStaff | null;
}

const initialState: SessionState = { accessToken: null, me: null, staff: null };

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.accessToken = action.payload.accessToken;
        state.me = action.payload.me ?? null;
        state.staff = action.payload.staff ?? null;
      })
      .addCase(sessionEnded, () => initialState)
      // The staff role is the new account's own, once verified.
      .addCase(accountSwitched, (_state, action) => ({
        accessToken: action.payload.accessToken,
        me: action.payload.me,
        staff: null,
      }))
      .addCase(fetchOwnAccount.fulfilled, (state, action) => {
        state.me = action.payload.result;
        state.staff = action.payload.staff;
      });
  },
});

export const sessionReducer = sessionSlice.reducer;
