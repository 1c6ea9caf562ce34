import type { UnknownAction } from "@reduxjs/toolkit";
import { sessionEnded, sessionStarted } from "../../src/store/events";
import { mapStreamFrame } from "../../src/store/middleware/streamEvents";
import { createRootReducer } from "../../src/store/rootReducer";
import { streamBatchReceived } from "../../src/store/streaming/slice";
import { timelineScrolled } from "../../src/store/timelines/slice";
import {
  frame,
  rawAccount,
  rawNotification,
  rawStatus,
  sid,
} from "./factories";
import { selectAnnouncements } from "../../src/store/announcements/selectors";
import { selectNotifications } from "../../src/store/notifications/selectors";

function mapped(raw: string): UnknownAction {
  const result = mapStreamFrame(raw, { me: "500", now: 42 });
  if (!result.ok) throw new Error(result.reason);
  return result.action;
}

/** A mixed minute of stream traffic. */
function traffic(): UnknownAction[] {
  const status = rawStatus(sid(3));
  return [
    mapped(frame("update", rawStatus(sid(1)))),
    mapped(frame("update", rawStatus(sid(2)), ["public:local"])),
    mapped(frame("update", status)),
    mapped(frame("update", rawStatus(sid(4), { reblog: rawStatus(sid(1)) }))),
    timelineScrolled({ key: "public:local", atTop: false }),
    mapped(frame("update", rawStatus(sid(5)), ["public:local"])),
    mapped(
      frame("notification", rawNotification("90", "favourite", { status })),
    ),
    mapped(
      frame(
        "notification",
        rawNotification("91", "favourite", {
          status,
          account: rawAccount("8"),
        }),
      ),
    ),
    mapped(frame("status.update", { ...status, content: "<p>edited</p>" })),
    mapped(
      frame("emoji_reaction", { status_id: sid(3), name: "👍", count: 2 }),
    ),
    mapped(frame("delete", sid(1))),
    mapped(frame("announcement", { id: "7", content: "<p>Hi</p>" })),
    mapped(
      frame("announcement.reaction", {
        announcement_id: "7",
        name: "👍",
        count: 1,
      }),
    ),
    mapped(frame("filters_changed")),
    mapped(frame("marker", { home: { last_read_id: sid(3), version: 1 } })),
  ];
}

describe("the root reducer", () => {
  const reduce = createRootReducer({ freeze: true });
  const initial = reduce(undefined, { type: "@@test/init" });

  it("applies a batch in one pass with the same result as one by one", () => {
    const actions = traffic();
    const sequential = actions.reduce(reduce, initial);
    const batched = reduce(initial, streamBatchReceived({ actions }));
    expect(batched).toEqual(sequential);
    expect(batched.timelines.home?.items).toEqual([sid(3)]);
    expect(batched.statuses.byId[sid(3)]?.content).toBe("<p>edited</p>");
    expect(batched.statuses.byId[sid(3)]?.emoji_reactions[0]?.count).toBe(2);
    expect(selectNotifications(batched).order).toHaveLength(1);
    expect(selectAnnouncements(batched).byId["7"]?.reactions[0]?.count).toBe(1);
  });

  it("takes a slice that returns a fresh value inside a batch", () => {
    const actions = [
      sessionStarted({ accessToken: "t", me: "1" }),
      sessionEnded(),
      sessionStarted({ accessToken: "u" }),
    ];
    const batched = reduce(initial, streamBatchReceived({ actions }));
    expect(batched.session).toEqual({
      accessToken: "u",
      me: null,
      staff: null,
    });
  });

  it("records when the batch arrived, and freezes state in the test configuration", () => {
    const state = reduce(
      initial,
      streamBatchReceived({ actions: traffic(), receivedAt: 99 }),
    );
    expect(state.streaming.lastEventAt).toBe(99);
    expect(Object.isFrozen(state.statuses.byId)).toBe(true);
    expect(Object.isFrozen(state.timelines.home?.items)).toBe(true);
  });

  it("does not freeze in the production configuration, except the entity maps", () => {
    const fast = createRootReducer({ freeze: false });
    const state = fast(
      fast(undefined, { type: "init" }),
      streamBatchReceived({ actions: traffic() }),
    );
    expect(Object.isFrozen(state.timelines)).toBe(false);
    expect(Object.isFrozen(state.statuses.byId)).toBe(true);
    expect(state).toEqual(traffic().reduce(reduce, initial));
  });
});
