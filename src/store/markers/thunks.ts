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
  async (_arg: undefined, { extra, signal }) => {
    const markers = await getMarkers(
      extra.client,
      ["home", "notifications"],
      signal,
    );
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
