import {
  streamEventDropped,
  streamStatusChanged,
  streamSubscribed,
  streamUnsubscribed,
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
