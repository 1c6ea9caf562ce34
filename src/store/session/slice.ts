import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { EntitiesPayload } from "../entities";
import { fetchOwnAccount } from "../accounts/thunks";

/**
 * Who is signed in: the access token (also held by the API client; the
 * DevTools sanitisers hide it) and the own account's id.
 */
export interface SessionState {
  accessToken: string | null;
  /** The signed-in account's id, once verify_credentials has answered. */
  me: string | null;
}

/**
 * A session begins: a stored token adopted at boot (no `me` yet), or a token
 * verified with the account it belongs to, whose normalised entities the
 * entity slices take in from the same action.
 */
export interface SessionStartedPayload extends Partial<EntitiesPayload> {
  accessToken: string;
  me?: string | null;
}

/** Why a session ended: the reader signed out, or the server refused the token. */
export type SessionEndReason = "signedOut" | "expired";

const initialState: SessionState = { accessToken: null, me: null };
const SIGNED_OUT: { reason: SessionEndReason } = { reason: "signedOut" };

const sessionSlice = createSlice({
  name: "session",
  initialState,
  reducers: {
    started(state, action: PayloadAction<SessionStartedPayload>) {
      state.accessToken = action.payload.accessToken;
      state.me = action.payload.me ?? null;
    },
    ended: {
      reducer: () => initialState,
      prepare: (payload: { reason: SessionEndReason } = SIGNED_OUT) => ({
        payload,
      }),
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
