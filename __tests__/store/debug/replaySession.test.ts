import { createAction, type UnknownAction } from "@reduxjs/toolkit";
import { createAppStore, type AppDispatch } from "../../../src/store/index";
import {
  compactJson,
  diffStates,
  isFailureAction,
  replaySession,
} from "../../../src/store/debug/replaySession";
import { createReplayStore } from "../../../src/store/debug/replayStore";
import { createViewStore } from "../../../src/store/debug/viewStore";
import { noticeAdded } from "../../../src/store/notices/slice";
import {
  streamBatchReceived,
  streamEventDropped,
  streamStatusChanged,
} from "../../../src/store/streaming/slice";
import { timelineScrolled } from "../../../src/store/timelines/slice";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { fakeClient } from "../factories";

const rejected = (meta: object): UnknownAction => ({
  type: "compose/submit/rejected",
  payload: { message: "Refused" },
  meta,
});

describe("replaying a log on /debug/replay", () => {
  it("tells failures from the rest: rejections, error toasts, dropped frames, a lost socket", () => {
    const failures: UnknownAction[] = [
      rejected({ aborted: false }),
      noticeAdded({
        id: "1",
        kind: "error",
        message: "Broken",
        status: 500,
        source: "timelines/fetch",
      }),
      streamEventDropped({ reason: "bad payload" }),
      streamStatusChanged({ status: "reconnecting", attempt: 1, at: 5 }),
      streamBatchReceived({
        actions: [streamEventDropped({ reason: "garbage" })],
      }),
    ];
    const others: UnknownAction[] = [
      rejected({ aborted: true }),
      rejected({ condition: true }),
      noticeAdded({
        id: "2",
        kind: "success",
        message: "",
        status: null,
        source: "statuses/delete",
      }),
      streamStatusChanged({ status: "open", attempt: 0, at: 5 }),
      streamBatchReceived({ actions: [] }),
      createAction("compose/submit/fulfilled")(),
    ];
    expect(failures.map(isFailureAction)).toEqual(failures.map(() => true));
    expect(others.map(isFailureAction)).toEqual(others.map(() => false));
  });

  it("keeps every state of the session and where its failures are", () => {
    const start = createReplayStore(
      createAppStore({ client: fakeClient({}).client }).getState(),
    ).getState();
    const actions = [
      timelineScrolled({ key: "home", atTop: false }),
      streamEventDropped({ reason: "garbage" }),
      timelineScrolled({ key: "home", atTop: true }),
    ];
    const session = replaySession(
      {
        info: {} as never,
        state: start,
        actions,
      },
      createReplayStore,
    );
    expect(session.states).toHaveLength(4);
    expect(session.errors).toEqual([2]);
    expect(session.states[2]?.streaming.dropped).toBe(1);
    // What a step did not touch is the same object as before.
    expect(session.states[2]?.timelines).toBe(session.states[1]?.timelines);

    const { changes, more } = diffStates(session.states[1], session.states[2]);
    expect(more).toBe(0);
    expect(changes).toEqual([
      { path: "streaming.dropped", before: 0, after: 1 },
      { path: "streaming.lastDropReason", before: null, after: "garbage" },
    ]);
    expect(diffStates(session.states[2], session.states[2]).changes).toEqual(
      [],
    );
  });

  it("lists at most as many changes as asked and counts the rest", () => {
    const before = { a: { x: 1, y: 2, z: 3 }, b: [1, 2] };
    const after = { a: { x: 2, y: 3, w: 4 }, b: [1, 2, 3] };
    const all = diffStates(before, after);
    expect(all.changes.map((c) => c.path)).toEqual([
      "a.x",
      "a.y",
      "a.z",
      "a.w",
      "b.2",
    ]);
    expect(all.changes[2]).toEqual({
      path: "a.z",
      before: 3,
      after: undefined,
    });
    const some = diffStates(before, after, 2);
    expect(some.changes).toHaveLength(2);
    expect(some.more).toBe(3);
    expect(compactJson(undefined)).toBe("—");
    expect(compactJson({ text: "x".repeat(200) }, 20)).toHaveLength(20);
  });

  it("shows a state to the screens and drops what they dispatch, thunks included", () => {
    const { client, calls } = fakeClient({});
    const state = createAppStore({ client }).getState();
    const view = createViewStore(state);
    const seen: number[] = [];
    view.subscribe(() => seen.push(view.getState().streaming.dropped));
    view.dispatch(streamEventDropped({ reason: "x" }));
    const request = (view.dispatch as AppDispatch)(fetchInstance());
    request.abort();
    expect(view.getState()).toBe(state);
    expect(calls).toHaveLength(0);
    const next = { ...state, streaming: { ...state.streaming, dropped: 3 } };
    view.show(next);
    view.show(next);
    expect(seen).toEqual([3]);
  });
});
