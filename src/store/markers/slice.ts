import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Markers } from "../../api/schemas/marker";
import type {
  fetchMarkers as FetchMarkersThunk,
  saveMarker as SaveMarkerThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const saveMarker = thunkActions<typeof SaveMarkerThunk>("markers/save");
const fetchMarkers = thunkActions<typeof FetchMarkersThunk>("markers/fetch");

/** Reading positions per timeline, fetched or streamed (`marker`). */
export interface MarkersState {
  byTimeline: Markers;
  fetchedAt: number | null;
}

const initialState: MarkersState = { byTimeline: {}, fetchedAt: null };

/** A marker the reply leaves out is kept, not cleared. */
function merge(target: Markers, incoming: Markers): void {
  if (incoming.home) target.home = incoming.home;
  if (incoming.notifications) target.notifications = incoming.notifications;
}

const markersSlice = createSlice({
  name: "markers",
  initialState,
  reducers: {
    received(state, action: PayloadAction<Markers>) {
      merge(state.byTimeline, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchMarkers.fulfilled, (state, action) => {
      merge(state.byTimeline, action.payload.markers);
      state.fetchedAt = action.payload.fetchedAt;
    });
    builder.addCase(saveMarker.fulfilled, (state, action) => {
      merge(state.byTimeline, action.payload.markers);
    });
  },
});

export const { received: markersReceived } = markersSlice.actions;
export const markersReducer = markersSlice.reducer;
