import { render } from "@testing-library/react";
import { Provider } from "react-redux";
import { useStream } from "../../../src/store/streaming/useStream";
import {
  streamSubscribed,
  streamUnsubscribed,
} from "../../../src/store/streaming/slice";
import { fakeClient } from "../factories";
import { mockStore, stateWith } from "../mockStore";

function Subscriber({ stream }: { stream: string | null }) {
  useStream(stream);
  return null;
}

function renderWith(stream: string | null) {
  const store = mockStore(stateWith(), fakeClient({}).client);
  const view = render(
    <Provider store={store}>
      <Subscriber stream={stream} />
    </Provider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <Provider store={store}>
        <Subscriber stream={next} />
      </Provider>,
    );
  return { store, view, rerender };
}

describe("useStream", () => {
  it("subscribes on mount and unsubscribes on unmount", () => {
    const { store, view } = renderWith("hashtag:potluck");
    expect(store.getActions()).toEqual([
      streamSubscribed({ stream: "hashtag:potluck" }),
    ]);
    view.unmount();
    expect(store.getActions()).toEqual([
      streamSubscribed({ stream: "hashtag:potluck" }),
      streamUnsubscribed({ stream: "hashtag:potluck" }),
    ]);
  });

  it("moves the subscription when the stream changes", () => {
    const { store, rerender } = renderWith("public");
    rerender("public:local");
    expect(store.getActions()).toEqual([
      streamSubscribed({ stream: "public" }),
      streamUnsubscribed({ stream: "public" }),
      streamSubscribed({ stream: "public:local" }),
    ]);
  });

  it("asks for nothing without a stream", () => {
    const { store, view } = renderWith(null);
    view.unmount();
    expect(store.getActions()).toEqual([]);
  });
});
