import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import {
  dropKey,
  hasEntities,
  removeEntities,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_SCHEDULED } from "./state";
import type {
  cancelScheduledStatus as CancelScheduledStatusThunk,
  fetchScheduledStatuses as FetchScheduledStatusesThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchScheduledStatuses =
  thunkActions<typeof FetchScheduledStatusesThunk>("scheduled/fetch");
const cancelScheduledStatus =
  thunkActions<typeof CancelScheduledStatusThunk>("scheduled/cancel");

const scheduledSlice = createSlice({
  name: "scheduled",
  initialState: INITIAL_SCHEDULED,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchScheduledStatuses.pending, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = true;
        else state.loadingId = meta.requestId;
      })
      .addCase(fetchScheduledStatuses.fulfilled, (state, { meta, payload }) => {
        if (meta.arg?.more) {
          state.loadingMore = false;
        } else {
          // A first page superseded by a later request is not shown.
          if (state.loadingId !== meta.requestId) return;
          state.loadingId = null;
          state.fetchedAt = payload.fetchedAt;
          // The first page is the server's list afresh: posts published or
          // cancelled elsewhere since go (the matcher below adds the page).
          state.byId = {};
        }
        state.next = payload.next;
      })
      .addCase(fetchScheduledStatuses.rejected, (state, { meta }) => {
        if (meta.arg?.more) state.loadingMore = false;
        else if (state.loadingId === meta.requestId) state.loadingId = null;
      })
      .addCase(cancelScheduledStatus.pending, (state, { meta }) => {
        state.cancelling[meta.arg.id] = true;
      })
      .addCase(cancelScheduledStatus.rejected, (state, { meta }) => {
        dropKey(state.cancelling, meta.arg.id);
      })
      .addCase(cancelScheduledStatus.fulfilled, (state, { meta }) => {
        dropKey(state.cancelling, meta.arg.id);
        state.byId = removeEntities(state.byId, [meta.arg.id]);
      })
      .addCase(sessionEnded, () => INITIAL_SCHEDULED)
      .addMatcher(hasEntities, (state, { payload }) => {
        const items = payload.entities.scheduledStatuses;
        if (items) state.byId = upsertEntities(state.byId, items);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof scheduledSlice> {}
}

/** Joins the store when the scheduled posts' code first loads (see rootReducer.ts). */
export const injectedScheduledSlice =
  scheduledSlice.injectInto(combinedReducer);
