import { dropKey } from "../entities";
import {
  createAction,
  createSlice,
  type PayloadAction,
  type UnknownAction,
} from "@reduxjs/toolkit";

/**
 * Streaming status and subscriptions (STYLE.md section 7). The socket itself
 * lives in `middleware/streaming.ts`; this slice holds what the UI shows and
 * what the middleware reference-counts.
 *
 * Stream keys name one subscription of the multiplexed socket (spec 02
 * section 7.9): `user`, `user:notification`, `direct`, `public`,
 * `public:local`, `public:remote`, `public:media`, `public:local:media`,
 * `hashtag:<tag>`, `hashtag:local:<tag>`, `list:<id>`. Tags are lower-cased so
 * a subscription and the frames it receives always agree.
 */
export type StreamKey = string;

export type StreamStatus =
  "idle" | "connecting" | "open" | "reconnecting" | "polling" | "unsupported";

/** The fields of a subscribe or unsubscribe frame. */
export interface StreamParams {
  stream: string;
  tag?: string;
  list?: string;
}

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

const TAGGED = /^(hashtag(?::local)?):(.+)$/;
const LIST = /^list:(.+)$/;

export function streamKeyToParams(key: StreamKey): StreamParams {
  const tagged = TAGGED.exec(key);
  if (tagged?.[1] && tagged[2]) {
    return { stream: tagged[1], tag: tagged[2].toLowerCase() };
  }
  const list = LIST.exec(key);
  if (list?.[1]) return { stream: "list", list: list[1] };
  return { stream: key };
}

/** The key of a frame's `stream` array, e.g. `["hashtag", "Potluck"]` → `hashtag:potluck`. */
export function streamKeyFromFrame(stream: readonly string[]): StreamKey {
  const [name = "", arg] = stream;
  if (arg === undefined || arg === "") return name;
  return name.startsWith("hashtag")
    ? `${name}:${arg.toLowerCase()}`
    : `${name}:${arg}`;
}

const PUBLIC = /^public(:local|:remote)?(:media)?$/;

/**
 * The timeline a stream feeds, or null for streams that feed none
 * (`user:notification` and `direct` carry notifications and conversations).
 */
export function streamKeyToTimelineKey(key: StreamKey): string | null {
  if (key === "user") return "home";
  if (PUBLIC.test(key) || LIST.test(key)) return key;
  const tagged = TAGGED.exec(key);
  if (tagged?.[1] && tagged[2]) {
    return `${tagged[1]}:${tagged[2].toLowerCase()}`;
  }
  return null;
}

/** The stream that feeds a timeline, or null (account timelines, quotes). */
export function timelineKeyToStreamKey(timelineKey: string): StreamKey | null {
  if (timelineKey === "home") return "user";
  if (PUBLIC.test(timelineKey) || LIST.test(timelineKey)) return timelineKey;
  return TAGGED.test(timelineKey) ? timelineKey : null;
}

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
