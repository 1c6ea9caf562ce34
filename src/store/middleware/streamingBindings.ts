import type { UnknownAction } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";
import {
  streamBatchReceived,
  streamEventDropped,
  streamKeyToParams,
  streamKeyToTimelineKey,
  streamReconnected,
  streamStatusChanged,
  streamSubscribed,
  streamUnsubscribed,
} from "../slices/streaming";
import { backfillTimeline } from "../thunks/timelines";
import { mapStreamFrame } from "./streamEvents";
import {
  browserEnvironment,
  createStreamingMiddleware,
  type StreamingBindings,
  type StreamingEnvironment,
  type StreamingTimings,
} from "./streaming";

/**
 * The socket URL: the instance's advertised streaming origin, else the API
 * origin with a ws scheme; the token rides as the `access_token` query
 * parameter (spec 02 section 7.9) once the server has accepted it
 * (`verify_credentials`), so a stored token that was revoked never opens a
 * socket the server refuses. The socket is replaced when the URL changes.
 */
export function socketUrl(state: RootState, baseUrl: string): string | null {
  const advertised = state.instance.data.configuration.urls.streaming;
  const origin = (advertised ?? baseUrl).replace(/\/+$/, "");
  if (!/^(https?|wss?):\/\//.test(origin)) return null;
  const url = new URL(`${origin.replace(/^http/, "ws")}/api/v1/streaming`);
  const token = state.session.accessToken;
  if (token && state.session.me !== null)
    url.searchParams.set("access_token", token);
  return url.toString();
}

const noBackfill = () => () => Promise.resolve({ payload: { added: 0 } });

/** Binds the socket middleware to this store's slices, mapper and backfill thunk. */
export function appStreamingBindings(
  baseUrl: string,
): StreamingBindings<RootState> {
  return {
    isSubscribe: (action): action is { payload: { stream: string } } =>
      streamSubscribed.match(action),
    isUnsubscribe: (action): action is { payload: { stream: string } } =>
      streamUnsubscribed.match(action),
    selectSubscriptions: (state) => state.streaming.subscriptions,
    selectSocketUrl: (state) => socketUrl(state, baseUrl),
    toParams: streamKeyToParams,
    mapFrame: (raw, state) =>
      mapStreamFrame(raw, { me: state.session.me, now: Date.now() }),
    batch: (actions: UnknownAction[]) =>
      streamBatchReceived({ actions, receivedAt: Date.now() }),
    statusChanged: (status, attempt, at) =>
      streamStatusChanged({ status, attempt, at }),
    dropped: (reason) => streamEventDropped({ reason }),
    reconnected: (streams) => streamReconnected({ streams }),
    backfill: (stream) => {
      const key = streamKeyToTimelineKey(stream);
      return (key ? backfillTimeline({ key }) : noBackfill()) as ReturnType<
        StreamingBindings<RootState>["backfill"]
      >;
    },
  };
}

export function createAppStreamingMiddleware(
  baseUrl: string,
  timings?: Partial<StreamingTimings>,
  env: StreamingEnvironment = browserEnvironment(),
) {
  return createStreamingMiddleware(appStreamingBindings(baseUrl), timings, env);
}
