import { createSlice } from "@reduxjs/toolkit";
import type { DetectedServer, Features } from "../../api/features";
import { defaultInstance, type Instance } from "../../api/schemas/instance";
import { detectServer, getFeatures } from "../../api/serverFeatures";
import { fetchInstance } from "../thunks/instance";

/**
 * The server's instance information with what is derived from it once: the
 * detected software and the feature gates (plain booleans). Until the fetch
 * succeeds, and whenever it fails, the default instance stands in (spec 02
 * section 9).
 */
export interface InstanceState {
  data: Instance;
  server: DetectedServer;
  features: Features;
  fetchedAt: number | null;
  isLoading: boolean;
  /** Why the last fetch failed; the default (or previous) instance is kept. */
  error: string | null;
  /** True while the data is the built-in default rather than the server's. */
  isDefault: boolean;
}

const initialState: InstanceState = {
  data: defaultInstance,
  server: detectServer(defaultInstance),
  features: getFeatures(defaultInstance),
  fetchedAt: null,
  isLoading: false,
  error: null,
  isDefault: true,
};

const instanceSlice = createSlice({
  name: "instance",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchInstance.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(fetchInstance.fulfilled, (state, action) => {
        const { fetched, fetchedAt, error } = action.payload;
        state.isLoading = false;
        state.fetchedAt = fetchedAt;
        state.error = error;
        if (!fetched) return;
        state.data = fetched.instance;
        state.server = fetched.server;
        state.features = fetched.features;
        state.isDefault = false;
      });
  },
});

export const instanceReducer = instanceSlice.reducer;
