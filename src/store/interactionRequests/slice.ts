import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey, entitiesEvicted } from "../entities";
import { sessionEnded } from "../events";
import {
  addPagedListCases,
  mergePage,
  settleTakenOut,
  takeOut,
} from "../pagedList";
import { combinedReducer } from "../rootReducer";
import { INITIAL_INTERACTION_REQUESTS } from "./state";
import {
  authorizeInteractionRequest,
  rejectInteractionRequest,
} from "./thunks";
import type { fetchInteractionRequests as FetchInteractionRequestsThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchInteractionRequests = thunkActions<
  typeof FetchInteractionRequestsThunk
>("interactionRequests/fetch");

const same = (id: string) => id;

const interactionRequestsSlice = createSlice({
  name: "interactionRequests",
  initialState: INITIAL_INTERACTION_REQUESTS,
  reducers: {},
  extraReducers: (builder) => {
    addPagedListCases(
      builder,
      fetchInteractionRequests,
      (state) => state,
      (list, payload) => {
        for (const request of payload.requests) list.byId[request.id] = request;
        list.ids = mergePage(list.ids, payload.result, payload.more, same);
        list.moreFailed = false;
      },
    );
    // An answer takes the request off at once; a refusal puts it back where it stood.
    for (const thunk of [
      authorizeInteractionRequest,
      rejectInteractionRequest,
    ]) {
      builder
        .addCase(thunk.pending, (state, { meta }) => {
          takeOut(
            state.ids,
            state.answering,
            meta.requestId,
            (id) => id === meta.arg.id,
          );
        })
        .addCase(thunk.fulfilled, (state, { meta }) => {
          settleTakenOut(
            state.ids,
            state.answering,
            meta.requestId,
            false,
            same,
          );
          dropKey(state.byId, meta.arg.id);
        })
        .addCase(thunk.rejected, (state, { meta }) => {
          settleTakenOut(
            state.ids,
            state.answering,
            meta.requestId,
            true,
            same,
          );
        });
    }
    builder
      .addCase(entitiesEvicted, (state, { payload }) => {
        // Rows whose account or post the collector took are asked for afresh.
        const gone = new Set([...payload.accounts, ...payload.statuses]);
        const stale = state.ids.some((id) => {
          const r = state.byId[id];
          return (
            r !== undefined &&
            [r.account_id, r.status_id, r.reply_id].some(
              (ref) => ref !== null && gone.has(ref),
            )
          );
        });
        if (stale) return INITIAL_INTERACTION_REQUESTS;
      })
      .addCase(sessionEnded, () => INITIAL_INTERACTION_REQUESTS)
      // Beside the paged list's own case: a further page that failed is said under the rows.
      .addMatcher(
        fetchInteractionRequests.rejected.match,
        (state, { meta }) => {
          if (meta.arg?.more) state.moreFailed = true;
        },
      );
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<
    typeof interactionRequestsSlice
  > {}
}

/** Joins the store when the interaction requests code first loads (see rootReducer.ts). */
export const injectedInteractionRequestsSlice =
  interactionRequestsSlice.injectInto(combinedReducer);
