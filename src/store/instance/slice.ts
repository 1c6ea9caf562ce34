import { createSlice } from "@reduxjs/toolkit";
import type { DetectedServer, FeatureName, Features } from "../../api/features";
import { defaultInstance, type Instance } from "../../api/schemas/instance";
import { detectServer, getFeatures } from "../../api/serverFeatures";
import {
  accountSwitched,
  featureUnavailable,
  serverChanged,
  type ServerMove,
} from "../events";
import type { fetchInstance as FetchInstanceThunk } from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchInstance = thunkActions<typeof FetchInstanceThunk>("instance/fetch");

/**
 * The server's instance information with what is derived from it once: the
 * detected software and the feature gates (plain booleans). Until the fetch
 * succeeds, and whenever it fails, the default instance stands in (spec 02
 * section 9). A feature the server turned out not to serve stays off for the
 * session, even when the instance is read again.
 */
export interface InstanceState {
  data: Instance;
  server: DetectedServer;
  features: Features;
  /** Features whose calls the server answered 404 or 501 (`features/unavailable`). */
  unavailable: FeatureName[];
  fetchedAt: number | null;
  isLoading: boolean;
  /** Why the last fetch failed; the default (or previous) instance is kept. */
  error: string | null;
  /** True while the data is the built-in default rather than the server's. */
  isDefault: boolean;
  /**
   * The server's origin when it is not the one this deployment is
   * configured for (the account in use is elsewhere); absent otherwise.
   */
  origin?: string;
}

const initialState: InstanceState = {
  data: defaultInstance,
  server: detectServer(defaultInstance),
  features: getFeatures(defaultInstance),
  unavailable: [],
  fetchedAt: null,
  isLoading: false,
  error: null,
  isDefault: true,
};

/** Another server's instance (its default until read), and nothing of the last one's. */
function moved({ server, read, fetchedAt }: ServerMove): InstanceState {
  const next: InstanceState = {
    ...initialState,
    ...(server === null ? {} : { origin: server }),
  };
  if (!read) return next;
  return {
    ...next,
    data: read.instance,
    server: read.server,
    features: read.features,
    fetchedAt: fetchedAt ?? null,
    isDefault: false,
  };
}

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
        const { fetched, fetchedAt, error, server } = action.payload;
        // Asked of a server the calls have since moved from.
        if ((server ?? null) !== (state.origin ?? null)) return;
        state.isLoading = false;
        state.fetchedAt = fetchedAt;
        state.error = error;
        if (!fetched) return;
        state.data = fetched.instance;
        state.server = fetched.server;
        state.features = fetched.features;
        for (const feature of state.unavailable)
          state.features[feature] = false;
        state.isDefault = false;
      })
      .addCase(serverChanged, (_state, { payload }) => moved(payload))
      .addCase(accountSwitched, (state, { payload }) =>
        payload.server ? moved(payload.server) : state,
      )
      .addCase(featureUnavailable, (state, action) => {
        const { feature } = action.payload;
        state.features[feature] = false;
        if (!state.unavailable.includes(feature)) {
          state.unavailable.push(feature);
        }
      });
  },
});

export const instanceReducer = instanceSlice.reducer;
