import { fetchStatusContext } from "../../src/store/contexts/thunks";
import { sessionStarted } from "../../src/store/events";
import { collectGarbage } from "../../src/store/gc";
import { createAppStore } from "../../src/store/index";
import { mapStreamFrame } from "../../src/store/middleware/streamEvents";
import {
  createActionRecorder,
  exportActionLog,
  replayActionLog,
} from "../../src/store/replay";
import type { RootState } from "../../src/store/rootReducer";
import {
  streamBatchReceived,
  streamSubscribed,
} from "../../src/store/streaming/slice";
import {
  pendingShown,
  timelineScrolled,
} from "../../src/store/timelines/slice";
import { fetchInstance } from "../../src/store/instance/thunks";
import { favouriteStatus } from "../../src/store/statuses/interactions";
import { fetchNotifications } from "../../src/store/notifications/thunks";
import { fetchTimeline } from "../../src/store/timelines/thunks";
import {
  fakeClient,
  frame,
  rawNotification,
  rawStatus,
  sid,
} from "./factories";

const { client } = fakeClient({
  "/api/v2/instance": () => ({
    body: { domain: "example.social", title: "Example", version: "4.3.0" },
  }),
  "/api/v1/timelines/home": () => ({
    body: [rawStatus(sid(3)), rawStatus(sid(2))],
  }),
  "/api/v1/notifications": () => ({
    body: [rawNotification("9", "favourite", { status: rawStatus(sid(3)) })],
  }),
  [`/api/v1/statuses/${sid(3)}/context`]: () => ({
    status: 500,
    body: { error: "Broken" },
  }),
  [`/api/v1/statuses/${sid(3)}/favourite`]: () => ({
    status: 500,
    body: { error: "Broken" },
  }),
});

function batch(...frames: string[]) {
  const actions = frames.flatMap((raw) => {
    const mapped = mapStreamFrame(raw, { me: null, now: 7 });
    return mapped.ok ? [mapped.action] : [];
  });
  return streamBatchReceived({ actions, receivedAt: 7 });
}

/**
 * A small session: fetches, a failure shown in place (the thread's), one
 * toasted (a like, a notice), stream batches, scrolling, GC.
 */
async function session(store: ReturnType<typeof createAppStore>) {
  await store.dispatch(fetchInstance());
  store.dispatch(streamSubscribed({ stream: "user" }));
  await store.dispatch(fetchTimeline({ key: "home" }));
  store.dispatch(
    batch(frame("update", rawStatus(sid(4))), frame("delete", sid(2))),
  );
  store.dispatch(timelineScrolled({ key: "home", atTop: false }));
  store.dispatch(
    batch(
      frame("update", rawStatus(sid(5))),
      frame(
        "notification",
        rawNotification("10", "favourite", { status: rawStatus(sid(3)) }),
      ),
    ),
  );
  await store.dispatch(fetchNotifications());
  await store.dispatch(fetchStatusContext({ id: sid(3) }));
  await store.dispatch(favouriteStatus({ id: sid(3) }));
  store.dispatch(pendingShown({ key: "home" }));
  store.dispatch(collectGarbage());
}

const replayStore = (state: RootState) =>
  createAppStore({ client, preloadedState: state, replay: true });

describe("recording and replaying a session", () => {
  it("replaying the exported log into a fresh store gives an equal state", async () => {
    const store = createAppStore({ client });
    await session(store);
    const log = exportActionLog(store);
    expect(typeof log).toBe("string");
    const replayed = replayActionLog(log ?? "", replayStore);
    expect(replayed).toEqual(store.getState());
    expect(store.getState().notices.items).toHaveLength(1);
    expect(replayed.notices.items).toHaveLength(1);
  });

  it("a ring buffer that dropped old actions still replays from its saved state", async () => {
    const recorder = createActionRecorder({ limit: 6, segment: 3 });
    const store = createAppStore({ client, recorder });
    await session(store);
    const log = recorder.log();
    expect(log?.actions.length).toBeLessThan(20);
    expect(log?.actions.length).toBeGreaterThanOrEqual(6);
    expect(replayActionLog(JSON.stringify(log), replayStore)).toEqual(
      store.getState(),
    );
  });

  it("hides the access token in the exported log but still replays a member's session", async () => {
    const store = createAppStore({ client });
    store.dispatch(sessionStarted({ accessToken: "secret-token-123" }));
    await store.dispatch(fetchInstance());
    const log = exportActionLog(store) ?? "";
    expect(log).not.toContain("secret-token-123");
    expect(log).toContain("(hidden)");
    const replayed = replayActionLog(log, replayStore);
    expect(replayed.session.accessToken).toBe("(hidden)");
    expect(replayed.instance).toEqual(store.getState().instance);
  });

  it("records nothing in production, and refuses what is not a log", () => {
    const store = createAppStore({ client, production: true });
    expect(exportActionLog(store)).toBeNull();
    expect(() => replayActionLog('{"actions": 3}', replayStore)).toThrow(
      "Not a Potluck action log",
    );
  });
});
