import { getMarkers, postMarkers } from "../../api/endpoints/markers";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { selectIsAheadOfMarker } from "./selectors";

export type MarkerTimeline = "home" | "notifications";

function canUseMarkers(state: RootState): boolean {
  return state.session.accessToken !== null && state.instance.features.markers;
}

/** The home and notifications reading positions (signed in, where supported). */
export const fetchMarkers = createAppAsyncThunk(
  "markers/fetch",
  async (_arg: undefined, { extra, signal, getState, rejectWithValue }) => {
    const asked = getState().session.accessToken;
    const markers = await getMarkers(
      extra.client,
      ["home", "notifications"],
      signal,
    );
    // Another account came in meanwhile (a switch, a sign-in as the page
    // loaded): these positions are not its own, and would count its unread
    // notifications against them. Its own are asked for as it comes in.
    if (getState().session.accessToken !== asked) {
      return rejectWithValue(
        { message: "Asked for another account.", status: null },
        { silent: true },
      );
    }
    return { markers, fetchedAt: Date.now() };
  },
  {
    optional: "markers",
    condition: (_arg, { getState }) => {
      const state = getState();
      return (
        canUseMarkers(state) && !isFresh(state.markers.fetchedAt, Date.now())
      );
    },
  },
);

export interface SaveMarkerArgs {
  timeline: MarkerTimeline;
  /** The newest item the reader has seen. */
  lastReadId: string;
}

/**
 * Saves a reading position. It only moves forward: a position at or behind
 * the one held (saved here, on another device, or streamed) is not sent.
 */
export const saveMarker = createAppAsyncThunk(
  "markers/save",
  async ({ timeline, lastReadId }: SaveMarkerArgs, { extra }) => {
    const markers = await postMarkers(extra.client, {
      [timeline]: { last_read_id: lastReadId },
    });
    return { markers };
  },
  {
    // Saved again with the next scroll; nothing for the reader to do.
    optional: "markers",
    condition: ({ timeline, lastReadId }, { getState }) => {
      const state = getState();
      return (
        canUseMarkers(state) &&
        selectIsAheadOfMarker(state, timeline, lastReadId)
      );
    },
  },
);
