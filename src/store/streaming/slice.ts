import {
  createAction,
  createSlice,
  type PayloadAction,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import type { StreamKey } from "../keys";
import type { StreamStatus } from "../middleware/streaming";

/**
 * Streaming status and subscriptions (STYLE.md section 7). The socket itself
 * lives in `middleware/streaming.ts`; this slice holds what the UI shows and
 * what the middleware reference-counts, by stream key (see `keys.ts`).
 */
export interface StreamingState {
  status: StreamStatus;
  attempt: number;
  /** Reference counts: how many screens want each stream. */
  subscriptions: Record<StreamKey, number>;
  /** Frames that failed validation and were dropped. */
  dropped: number;
  lastDropReason: string | null;
  lastEventAt: number | null;
  /** The last `respond` frame (Pleroma's answer to a client message). */
  lastResponse: { type: string; result: string } | null;
}

const initialState: StreamingState = {
  status: "idle",
  attempt: 0,
  subscriptions: {},
  dropped: 0,
  lastDropReason: null,
  lastEventAt: null,
  lastResponse: null,
};

/**
 * One animation frame's worth of mapped stream actions, applied by the root
 * reducer in a single immer pass (see `store/rootReducer.ts`).
 */
export const streamBatchReceived = createAction<{
  actions: UnknownAction[];
  receivedAt?: number;
}>("streaming/batchReceived");

const streamingSlice = createSlice({
  name: "streaming",
  initialState,
  reducers: {
    subscribed(state, action: PayloadAction<{ stream: StreamKey }>) {
      const { stream } = action.payload;
      state.subscriptions[stream] = (state.subscriptions[stream] ?? 0) + 1;
    },
    unsubscribed(state, action: PayloadAction<{ stream: StreamKey }>) {
      const { stream } = action.payload;
      const count = (state.subscriptions[stream] ?? 0) - 1;
      if (count > 0) state.subscriptions[stream] = count;
      else dropKey(state.subscriptions, stream);
    },
    statusChanged(
      state,
      action: PayloadAction<{
        status: StreamStatus;
        attempt: number;
        at: number;
      }>,
    ) {
      state.status = action.payload.status;
      state.attempt = action.payload.attempt;
    },
    eventDropped(state, action: PayloadAction<{ reason: string }>) {
      state.dropped += 1;
      state.lastDropReason = action.payload.reason;
    },
    responded(state, action: PayloadAction<{ type: string; result: string }>) {
      state.lastResponse = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(streamBatchReceived, (state, action) => {
      if (action.payload.receivedAt !== undefined) {
        state.lastEventAt = action.payload.receivedAt;
      }
    });
  },
});

export const {
  subscribed: streamSubscribed,
  unsubscribed: streamUnsubscribed,
  statusChanged: streamStatusChanged,
  eventDropped: streamEventDropped,
  responded: streamResponded,
} = streamingSlice.actions;

export const streamingReducer = streamingSlice.reducer;
