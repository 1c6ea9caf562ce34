import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { dropKey, entitiesEvicted } from "../entities";
import { sessionEnded } from "../events";
import { settleTakenOut, takeOut } from "../pagedList";
import { combinedReducer } from "../rootReducer";
import { INITIAL_CALENDAR, type StoredParticipationRequest } from "./state";
import {
  acceptParticipationRequest,
  rejectParticipationRequest,
} from "./thunks";
import type {
  createEvent as CreateEventThunk,
  fetchEventParticipants as FetchEventParticipantsThunk,
  fetchJoinedEvents as FetchJoinedEventsThunk,
  fetchParticipationRequests as FetchParticipationRequestsThunk,
  joinEvent as JoinEventThunk,
  leaveEvent as LeaveEventThunk,
  searchEventPlaces as SearchEventPlacesThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const searchEventPlaces = thunkActions<typeof SearchEventPlacesThunk>(
  "calendar/searchPlaces",
);
const leaveEvent = thunkActions<typeof LeaveEventThunk>("calendar/leave");
const joinEvent = thunkActions<typeof JoinEventThunk>("calendar/join");
const fetchParticipationRequests = thunkActions<
  typeof FetchParticipationRequestsThunk
>("calendar/fetchRequests");
const fetchJoinedEvents = thunkActions<typeof FetchJoinedEventsThunk>(
  "calendar/fetchJoined",
);
const fetchEventParticipants = thunkActions<typeof FetchEventParticipantsThunk>(
  "calendar/fetchParticipants",
);
const createEvent = thunkActions<typeof CreateEventThunk>("calendar/create");

const accountOf = (request: StoredParticipationRequest) => request.account_id;

const calendarSlice = createSlice({
  name: "calendar",
  initialState: INITIAL_CALENDAR,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchJoinedEvents.fulfilled, (state, { payload }) => {
        state.joined = payload.result;
      })
      .addCase(joinEvent.fulfilled, (state, { payload }) => {
        if (state.joined && !state.joined.includes(payload.result))
          state.joined.unshift(payload.result);
      })
      .addCase(createEvent.fulfilled, (state, { payload }) => {
        // The organiser takes part in their own event.
        if (state.joined && !state.joined.includes(payload.result))
          state.joined.unshift(payload.result);
      })
      .addCase(leaveEvent.fulfilled, (state, { meta }) => {
        if (state.joined)
          state.joined = state.joined.filter((id) => id !== meta.arg.id);
      })
      .addCase(fetchEventParticipants.fulfilled, (state, { meta, payload }) => {
        const held = state.participants[meta.arg.id];
        const ids =
          meta.arg.more && held
            ? [
                ...held.ids,
                ...payload.result.filter((a) => !held.ids.includes(a)),
              ]
            : payload.result;
        state.participants[meta.arg.id] = { ids, next: payload.next };
      })
      .addCase(
        fetchParticipationRequests.fulfilled,
        (state, { meta, payload }) => {
          state.requests[meta.arg.id] = {
            items: payload.requests,
            answering: [],
          };
        },
      )
      .addCase(searchEventPlaces.fulfilled, (state, { payload }) => {
        state.places = payload;
      });
    // An answer takes the request off at once; a refusal puts it back where it stood.
    for (const thunk of [
      acceptParticipationRequest,
      rejectParticipationRequest,
    ]) {
      builder
        .addCase(thunk.pending, (state, { meta }) => {
          const list = state.requests[meta.arg.id];
          if (list)
            takeOut(
              list.items,
              list.answering,
              meta.requestId,
              (r) => r.account_id === meta.arg.accountId,
            );
        })
        .addCase(thunk.fulfilled, (state, { meta }) => {
          const list = state.requests[meta.arg.id];
          if (list)
            settleTakenOut(
              list.items,
              list.answering,
              meta.requestId,
              false,
              accountOf,
            );
          // The participants are asked again when next shown.
          dropKey(state.participants, meta.arg.id);
        })
        .addCase(thunk.rejected, (state, { meta }) => {
          const list = state.requests[meta.arg.id];
          if (list)
            settleTakenOut(
              list.items,
              list.answering,
              meta.requestId,
              true,
              accountOf,
            );
        });
    }
    builder
      .addCase(entitiesEvicted, (state, { payload }) => {
        // What lost its posts or accounts to the collector is asked for afresh.
        const statuses = new Set(payload.statuses);
        if (state.joined?.some((id) => statuses.has(id))) state.joined = null;
        const accounts = new Set(payload.accounts);
        for (const [id, page] of Object.entries(state.participants))
          if (page.ids.some((a) => accounts.has(a)))
            dropKey(state.participants, id);
        for (const [id, list] of Object.entries(state.requests))
          if (list.items.some((r) => accounts.has(r.account_id)))
            dropKey(state.requests, id);
      })
      .addCase(sessionEnded, () => INITIAL_CALENDAR);
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

/** Joins the store when the events code first loads (see rootReducer.ts). */
export const injectedCalendarSlice = calendarSlice.injectInto(combinedReducer);
