import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import { Route, Routes, useLocation } from "react-router-dom";
import type { Features } from "../../../src/api/features";
import { createAppStore, type AppStore } from "../../../src/store";
import { fakeClient, type Route as FakeRoute } from "../../store/factories";
import { stateWith } from "../../store/mockStore";
import { renderWithProviders } from "../../support/renderWithProviders";

export interface SetupOptions {
  /** Fake API answers by path. */
  api?: Record<string, FakeRoute>;
  features?: Partial<Features>;
  /** Start path of the router. */
  route?: string;
  /** Route pattern the element is mounted at, for `useParams`. */
  path?: string;
  /** Runs on the store before the first render (state the screen opens on). */
  before?: (store: AppStore) => void;
}

/** The current path and query, for asserting navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">{location.pathname + location.search}</div>
  );
}

/**
 * Renders `ui` against a real store whose API client answers from `api`
 * (only the network is fake), inside the app's providers and a router.
 */
export function setup(ui: ReactElement, options: SetupOptions = {}) {
  const { client, calls } = fakeClient(options.api ?? {});
  const store: AppStore = createAppStore({
    client,
    preloadedState: stateWith(options.features ?? {}),
    recorder: null,
  });
  options.before?.(store);
  function Wrap({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  const tree = (
    <Routes>
      <Route
        path={options.path ?? "*"}
        element={
          <>
            {ui}
            <LocationProbe />
          </>
        }
      />
    </Routes>
  );
  const view = renderWithProviders(tree, {
    route: options.route ?? "/",
    wrap: Wrap,
  });
  return {
    store,
    calls,
    view,
    paths: () => calls.map((c) => c.pathname + c.search),
  };
}
