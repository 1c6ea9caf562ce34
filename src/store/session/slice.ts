import { createSlice } from "@reduxjs/toolkit";
import type { fetchOwnAccount as FetchOwnAccountThunk } from "../accounts/thunks";
import {
  accountSwitched,
  sessionEnded,
  sessionStarted,
  type ViewerStaff,
} from "../events";
import { thunkActions } from "../thunkActions";

const fetchOwnAccount = thunkActions<typeof FetchOwnAccountThunk>(
  "session/fetchOwnAccount",
);

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
  /**
   * The shoutbox socket's credential (Pleroma's `chat_token`), once
   * verify_credentials has answered; hidden from DevTools like the token.
   */
  chatToken?: string | null;
  /**
   * The token's id where the server told it at sign-in (Pleroma, Akkoma),
   * so the sessions list can mark this browser's; not a secret. Absent
   * where none was told.
   */
  tokenId?: string | null;
}

const initialState: SessionState = { accessToken: null, me: null, staff: null };

/** The chat token where the server gave one; absent otherwise, as in states written before it. */
function keepChatToken(state: SessionState, token: string | null | undefined) {
  if (token) state.chatToken = token;
  else delete state.chatToken;
}

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
        if (action.payload.tokenId) state.tokenId = action.payload.tokenId;
        else delete state.tokenId;
        keepChatToken(state, action.payload.chatToken);
      })
      .addCase(sessionEnded, () => initialState)
      // The staff role is the new account's own, once verified.
      .addCase(accountSwitched, (_state, { payload }) => ({
        accessToken: payload.accessToken,
        me: payload.me,
        staff: null,
        ...(payload.tokenId ? { tokenId: payload.tokenId } : {}),
      }))
      .addCase(fetchOwnAccount.fulfilled, (state, action) => {
        state.me = action.payload.result;
        state.staff = action.payload.staff;
        keepChatToken(state, action.payload.chatToken);
      });
  },
});

export const sessionReducer = sessionSlice.reducer;
