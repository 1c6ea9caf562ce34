import { act, render, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { createAppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import { filtersChanged } from "../../../src/store/filters/slice";
import { useViewerFilters } from "../../../src/store/filters/useViewerFilters";
import { fakeClient } from "../factories";
import { stateWithFeatures } from "./support";

function Probe() {
  useViewerFilters();
  return null;
}

function mount(
  features: Parameters<typeof stateWithFeatures>[0],
  streaming = "wss://example.social",
) {
  const { client, calls } = fakeClient({
    "/api/v1/filters": () => ({ body: [] }),
  });
  const state = stateWithFeatures({ ...features, streaming: true });
  const { data } = state.instance;
  const store = createAppStore({
    client,
    preloadedState: {
      ...state,
      instance: {
        ...state.instance,
        data: {
          ...data,
          configuration: {
            ...data.configuration,
            urls: { ...data.configuration.urls, streaming },
          },
        },
      },
    },
    recorder: null,
  });
  store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
  const view = render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return { store, calls, view };
}

describe("useViewerFilters", () => {
  it("follows the user stream, where filters_changed comes, while mounted", async () => {
    const { store, calls, view } = mount({ filters: true });
    expect(store.getState().streaming.subscriptions.user).toBe(1);
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    act(() => {
      store.dispatch(filtersChanged({ at: 5 }));
    });
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    view.unmount();
    expect(store.getState().streaming.subscriptions.user).toBeUndefined();
  });

  it("loads the filters but follows no stream where the server has no socket", async () => {
    const { store, calls } = mount({ filters: true }, "");
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(store.getState().streaming.subscriptions.user).toBeUndefined();
  });

  it("asks for nothing on a server without filters", () => {
    const { store, calls } = mount({});
    expect(store.getState().streaming.subscriptions.user).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
