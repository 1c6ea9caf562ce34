import {
  streamEventDropped,
  streamKeyFromFrame,
  streamKeyToParams,
  streamKeyToTimelineKey,
  streamStatusChanged,
  streamSubscribed,
  streamUnsubscribed,
  timelineKeyToStreamKey,
} from "../../../src/store/streaming/slice";
import { reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();

describe("streaming state", () => {
  it("reference-counts subscriptions", () => {
    const state = reduceAll(reduce, initial, [
      streamSubscribed({ stream: "user" }),
      streamSubscribed({ stream: "user" }),
      streamSubscribed({ stream: "public" }),
      streamUnsubscribed({ stream: "user" }),
      streamUnsubscribed({ stream: "public" }),
      streamUnsubscribed({ stream: "never" }),
    ]);
    expect(state.streaming.subscriptions).toEqual({ user: 1 });
  });

  it("counts dropped frames and keeps the connection status", () => {
    const state = reduceAll(reduce, initial, [
      streamEventDropped({ reason: "frame is not JSON" }),
      streamEventDropped({ reason: "unknown event x" }),
      streamStatusChanged({ status: "reconnecting", attempt: 2, at: 5 }),
    ]);
    expect(state.streaming).toMatchObject({
      dropped: 2,
      lastDropReason: "unknown event x",
      status: "reconnecting",
      attempt: 2,
    });
  });
});

describe("stream keys", () => {
  it.each([
    ["user", { stream: "user" }, "home"],
    ["user:notification", { stream: "user:notification" }, null],
    ["direct", { stream: "direct" }, null],
    ["public:local", { stream: "public:local" }, "public:local"],
    [
      "public:remote:media",
      { stream: "public:remote:media" },
      "public:remote:media",
    ],
    [
      "hashtag:Potluck",
      { stream: "hashtag", tag: "potluck" },
      "hashtag:potluck",
    ],
    [
      "hashtag:local:potluck",
      { stream: "hashtag:local", tag: "potluck" },
      "hashtag:local:potluck",
    ],
    ["list:12", { stream: "list", list: "12" }, "list:12"],
  ])("%s", (key, params, timeline) => {
    expect(streamKeyToParams(key)).toEqual(params);
    expect(streamKeyToTimelineKey(key)).toBe(timeline);
  });

  it("reads a frame's stream array and maps timelines back to streams", () => {
    expect(streamKeyFromFrame(["hashtag", "Bread"])).toBe("hashtag:bread");
    expect(streamKeyFromFrame(["list", "7"])).toBe("list:7");
    expect(streamKeyFromFrame([])).toBe("");
    expect(timelineKeyToStreamKey("home")).toBe("user");
    expect(timelineKeyToStreamKey("hashtag:bread")).toBe("hashtag:bread");
    expect(timelineKeyToStreamKey("account:1:posts")).toBeNull();
  });
});
