import { fetchStatusContext } from "../../src/store/contexts/thunks";
import { sessionStarted } from "../../src/store/events";
import { collectGarbage } from "../../src/store/gc";
import { createAppStore } from "../../src/store/index";
import { mapStreamFrame } from "../../src/store/middleware/streamEvents";
import { createActionRecorder } from "../../src/store/debug/recorder";
import {
  buildDebugLog,
  DebugLogError,
  parseDebugLog,
} from "../../src/store/debug/debugLog";
import {
  exportDebugLog,
  recordingStatus,
  startRecording,
  stopRecording,
} from "../../src/store/debug/recording";
import { checkReplay, replayActions } from "../../src/store/replay";
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

/** The log of a session recorded from a fresh store, read back. */
async function recordedSession(includePrivate = true) {
  const store = createAppStore({ client });
  startRecording(store);
  await session(store);
  const text = exportDebugLog({ includePrivate, locale: "en" }) ?? "";
  stopRecording();
  return { store, text, log: parseDebugLog(text) };
}

afterEach(stopRecording);

describe("recording and replaying a session", () => {
  it("replaying the exported log into a fresh store gives an equal state", async () => {
    const { store, log } = await recordedSession();
    expect(log.actions.length).toBeGreaterThan(10);
    const replayed = replayActions(log.state, log.actions, replayStore);
    expect(replayed).toEqual(store.getState());
    expect(store.getState().notices.items).toHaveLength(1);
    expect(replayed.notices.items).toHaveLength(1);
  });

  it("finds every checkpoint on replay, twice alike", async () => {
    const { log } = await recordedSession();
    const check = checkReplay(log, replayStore);
    expect(check.deterministic).toBe(true);
    expect(check.divergence).toBeNull();
    expect(check.checkpoints).toBeGreaterThanOrEqual(2);
  });

  it("names the checkpoint a replay misses when an action was changed", async () => {
    const { log } = await recordedSession();
    const index = log.actions.findIndex((a) => a.type === "timelines/scrolled");
    const tampered = {
      ...log,
      actions: log.actions.map((a, i) =>
        i === index ? { ...a, payload: { key: "home", atTop: true } } : a,
      ),
    };
    const check = checkReplay(tampered, replayStore);
    expect(check.divergence).toEqual({
      index: log.actions.length,
      after: 0,
      action: log.actions[log.actions.length - 1]?.type,
    });
  });

  it("a ring buffer that dropped old actions still replays from its saved state", async () => {
    const recorder = createActionRecorder({ limit: 6, segment: 3 });
    const store = createAppStore({ client, recorder });
    await session(store);
    const window = recorder.window();
    expect(window.dropped).toBeGreaterThan(0);
    const file = buildDebugLog({
      window,
      current: store.getState(),
      includePrivate: true,
      commit: "test",
      locale: "en",
      now: 0,
    });
    const log = parseDebugLog(JSON.stringify(file));
    expect(log.actions.length).toBeLessThan(20);
    expect(log.actions.length).toBeGreaterThanOrEqual(6);
    expect(replayActions(log.state, log.actions, replayStore)).toEqual(
      store.getState(),
    );
  });

  it("hides the access token in the exported log but still replays a member's session", async () => {
    const store = createAppStore({ client });
    startRecording(store);
    store.dispatch(sessionStarted({ accessToken: "secret-token-123" }));
    await store.dispatch(fetchInstance());
    const text = exportDebugLog({ includePrivate: false, locale: "en" }) ?? "";
    expect(text).not.toContain("secret-token-123");
    const log = parseDebugLog(text);
    const replayed = replayActions(log.state, log.actions, replayStore);
    expect(replayed.session.accessToken).toBe("(redacted)");
    expect(replayed.instance).toEqual(store.getState().instance);
    expect(checkReplay(log, replayStore).divergence).toBeNull();
  });

  it("records nothing until asked, and stops when told", async () => {
    const store = createAppStore({ client, production: true });
    await store.dispatch(fetchInstance());
    expect(exportDebugLog({ includePrivate: false, locale: "en" })).toBeNull();
    startRecording(store);
    store.dispatch(streamSubscribed({ stream: "user" }));
    store.dispatch(timelineScrolled({ key: "home", atTop: false }));
    expect(recordingStatus()).toEqual({ on: true, actions: 2 });
    stopRecording();
    expect(recordingStatus()).toEqual({ on: false, actions: 0 });
  });

  it("refuses what is not a log", () => {
    expect(() => parseDebugLog("not json")).toThrow(DebugLogError);
    expect(() => parseDebugLog('{"actions": 3}')).toThrow(
      "Not a Potluck debug log (format)",
    );
  });

  it("writes a file Redux DevTools imports as its lifted state", async () => {
    const { text, log } = await recordedSession();
    const file = JSON.parse(text) as Record<string, unknown>;
    const staged = file.stagedActionIds as number[];
    expect(staged).toHaveLength(log.actions.length + 1);
    expect(file.currentStateIndex).toBe(log.actions.length);
    expect(file.nextActionId).toBe(log.actions.length + 1);
    const byId = file.actionsById as Record<
      string,
      { type: string; action: { type: string } }
    >;
    expect(byId[0]?.action.type).toBe("@@INIT");
    expect(byId[1]?.type).toBe("PERFORM_ACTION");
    expect(byId[1]?.action).toEqual(log.actions[0]);
    expect(file.committedState).toEqual(log.state);
  });
});
