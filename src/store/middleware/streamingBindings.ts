import type { UnknownAction } from "@reduxjs/toolkit";
import { shoutboxSocketUrl, type ShoutboxEvent } from "../../api/shoutbox";
import { streamReconnected } from "../events";
import { streamKeyToParams, streamKeyToTimelineKey } from "../keys";
import { socketProtocol, socketUrl } from "../streaming/selectors";
import type { RootState } from "../rootReducer";
import {
  streamBatchReceived,
  streamEventDropped,
  streamStatusChanged,
  streamSubscribed,
  streamUnsubscribed,
} from "../streaming/slice";
import type { AppDispatch } from "../index";
import { backfillTimeline } from "../timelines/thunks";
import { normalizeShouts } from "../shoutbox/normalize";
import { selectShoutbox } from "../shoutbox/selectors";
import { selectAnnouncementsLoaded } from "../announcements/selectors";
import {
  shoutboxHistoryReceived,
  shoutboxMessageReceived,
  shoutboxSent,
  shoutboxStatusChanged,
} from "../shoutbox/slice";
import { createShoutboxMiddleware, type ShoutboxBindings } from "./shoutbox";
import { mapStreamFrame } from "./streamEvents";
import {
  browserEnvironment,
  createStreamingMiddleware,
  type StreamingBindings,
  type StreamingEnvironment,
  type StreamingTimings,
} from "./streaming";

const noBackfill = () => () => Promise.resolve({ payload: { added: 0 } });

const addedBy = (result: { payload?: unknown }): number => {
  const { payload } = result;
  return payload !== null &&
    typeof payload === "object" &&
    "added" in payload &&
    typeof payload.added === "number"
    ? payload.added
    : 0;
};

/**
/**
 * The `user` stream feeds home and also carries `chat_update` and the
 * announcements: after an outage all of them catch up (chats and
 * announcements only once they are loaded; announcements are read again
 * whole, which also drops those deleted meanwhile). The chats' and
 * announcements' thunks load here on demand, as with their screens, not
 * with the app (issue 22).
 */
const backfillUser =
  () => async (dispatch: AppDispatch, getState: () => RootState) => {
    const results = await Promise.all([
      dispatch(backfillTimeline({ key: "home" })),
      import(/* webpackChunkName: "chats-thunks" */ "../chats/thunks").then(
        ({ backfillChats }) => dispatch(backfillChats()),
      ),
      ...(selectAnnouncementsLoaded(getState())
        ? [
            import("../announcements/thunks").then(({ fetchAnnouncements }) =>
              dispatch(fetchAnnouncements()),
            ),
          ]
        : []),
    ]);
    return { payload: { added: results.map(addedBy).reduce((a, b) => a + b) } };
  };

/** Binds the socket middleware to this store's slices, mapper and backfill thunk. */
export function appStreamingBindings(): StreamingBindings<RootState> {
  return {
    isSubscribe: (action): action is { payload: { stream: string } } =>
      streamSubscribed.match(action),
    isUnsubscribe: (action): action is { payload: { stream: string } } =>
      streamUnsubscribed.match(action),
    selectSubscriptions: (state) => state.streaming.subscriptions,
    selectSocketUrl: socketUrl,
    selectSocketProtocol: socketProtocol,
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
      const thunk =
        stream === "user"
          ? backfillUser()
          : key
            ? backfillTimeline({ key })
            : noBackfill();
      return thunk as ReturnType<StreamingBindings<RootState>["backfill"]>;
    },
  };
}

/** What a shoutbox frame means for the store. */
function shoutboxAction(event: ShoutboxEvent): UnknownAction | null {
  if (event.kind === "messages")
    return shoutboxHistoryReceived(normalizeShouts(event.messages));
  if (event.kind === "message")
    return shoutboxMessageReceived(normalizeShouts([event.message]));
  return null;
}

/**
 * Binds the shoutbox socket to this store: open while a screen wants it,
 * where the server has it and the member has a chat token.
 */
export function appShoutboxBindings(
  baseUrl: string | (() => string),
): ShoutboxBindings<RootState> {
  const origin = typeof baseUrl === "string" ? () => baseUrl : baseUrl;
  return {
    selectUrl: (state) => {
      const token = state.session.chatToken ?? null;
      const wanted =
        selectShoutbox(state).wanted > 0 && state.instance.features.shoutbox;
      return wanted && token !== null && state.session.me !== null
        ? shoutboxSocketUrl(origin(), token)
        : null;
    },
    sentText: (action) =>
      shoutboxSent.match(action) ? action.payload.text : null,
    received: shoutboxAction,
    statusChanged: (status) => shoutboxStatusChanged({ status }),
  };
}

/**
 * The one middleware that owns the sockets: the streaming API's and, for
 * the shoutbox, Pleroma's chat socket at `baseUrl` (the server's origin, or
 * a function reading it where it follows the account in use).
 */
export function createAppStreamingMiddleware(
  timings?: Partial<StreamingTimings>,
  env: StreamingEnvironment = browserEnvironment(),
  baseUrl?: string | (() => string),
) {
  const streaming = createStreamingMiddleware(
    appStreamingBindings(),
    timings,
    env,
  );
  if (baseUrl === undefined) return streaming;
  const shoutbox = createShoutboxMiddleware(appShoutboxBindings(baseUrl), env);
  const both = ((api: Parameters<typeof streaming>[0]) => {
    const first = streaming(api);
    const second = shoutbox(api);
    return (next: (action: unknown) => unknown) => first(second(next));
  }) as typeof streaming;
  both.shutdown = () => {
    streaming.shutdown();
    shoutbox.shutdown();
  };
  both.resync = () => {
    streaming.resync();
    shoutbox.resync();
  };
  return both;
}
