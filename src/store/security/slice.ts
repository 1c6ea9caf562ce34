import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey, hasEntities, upsertEntities } from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_SECURITY } from "./state";
import type {
  confirmMfa as ConfirmMfaThunk,
  disableMfa as DisableMfaThunk,
  fetchMfaStatus as FetchMfaStatusThunk,
  fetchSessions as FetchSessionsThunk,
  revokeSession as RevokeSessionThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const revokeSession = thunkActions<typeof RevokeSessionThunk>(
  "security/revokeSession",
);
const fetchSessions = thunkActions<typeof FetchSessionsThunk>(
  "security/fetchSessions",
);
const fetchMfaStatus = thunkActions<typeof FetchMfaStatusThunk>(
  "security/fetchMfaStatus",
);
const disableMfa = thunkActions<typeof DisableMfaThunk>("security/disableMfa");
const confirmMfa = thunkActions<typeof ConfirmMfaThunk>("security/confirmMfa");

const securitySlice = createSlice({
  name: "security",
  initialState: INITIAL_SECURITY,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSessions.fulfilled, (state, { payload }) => {
        // The list afresh: sessions ended elsewhere go.
        state.sessions.byId = upsertEntities(
          {},
          payload.entities.oauthSessions ?? {},
        );
        state.sessions.ids = payload.result;
        state.sessions.currentId = payload.currentId;
      })
      .addCase(revokeSession.pending, (state, { meta }) => {
        state.revoking[meta.arg.id] = true;
      })
      .addCase(revokeSession.rejected, (state, { meta }) => {
        dropKey(state.revoking, meta.arg.id);
      })
      .addCase(revokeSession.fulfilled, (state, { meta }) => {
        dropKey(state.revoking, meta.arg.id);
        if (state.sessions.ids)
          state.sessions.ids = state.sessions.ids.filter(
            (id) => id !== meta.arg.id,
          );
      })
      .addCase(fetchMfaStatus.fulfilled, (state, { payload }) => {
        state.mfa = payload;
      })
      .addCase(confirmMfa.fulfilled, (state) => {
        state.mfa = { enabled: true, totp: true };
      })
      .addCase(disableMfa.fulfilled, (state) => {
        state.mfa = { enabled: false, totp: false };
      })
      .addCase(sessionEnded, () => INITIAL_SECURITY)
      .addMatcher(hasEntities, (state, { payload }) => {
        const items = payload.entities.oauthSessions;
        if (items)
          state.sessions.byId = upsertEntities(state.sessions.byId, items);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof securitySlice> {}
}

/** Joins the store when the security screen's code first loads (see rootReducer.ts). */
export const injectedSecuritySlice = securitySlice.injectInto(combinedReducer);
