import { getMarkers } from "../../api/endpoints/markers";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { toFailure } from "./failure";

/** The home and notifications reading positions (signed in, where supported). */
export const fetchMarkers = createAppAsyncThunk(
  "markers/fetch",
  async (_arg: undefined, { extra, rejectWithValue, signal }) => {
    try {
      const markers = await getMarkers(
        extra.client,
        ["home", "notifications"],
        signal,
      );
      return { markers, fetchedAt: Date.now() };
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  {
    condition: (_arg, { getState }) => {
      const state = getState();
      return (
        state.session.accessToken !== null &&
        state.instance.features.markers &&
        !isFresh(state.markers.fetchedAt, Date.now())
      );
    },
  },
);
