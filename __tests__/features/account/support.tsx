import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { useLocation } from "react-router-dom";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { createAppStore, type AppStore } from "../../../src/store";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { readFixture } from "../../support/fixtures";
import { renderWithProviders } from "../../support/renderWithProviders";

/**
 * Integration set-up for the public-client features: a real store whose
 * only fake is the network. Routes answer by method and path
 * ("GET /api/v1/accounts/lookup"); anything else is a 404.
 */

export const BASE = "https://potluck.test";

export interface Answer {
  status?: number;
  body: unknown;
  /** Extra response headers, e.g. a Link header for paging. */
  headers?: Record<string, string>;
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export type Routes = Record<string, (call: Call) => Answer>;

export function fakeServer(routes: Routes) {
  const calls: Call[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const body: unknown =
      typeof init.body === "string" ? JSON.parse(init.body) : null;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route
      ? route(call)
      : { status: 404, body: { error: "Record not found" } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json", ...answer.headers },
      }),
    );
  };
  return { fetch, calls };
}

export interface TestApp {
  store: AppStore;
  calls: Call[];
  /** Every action dispatched, in order. */
  actions: UnknownAction[];
}

/**
 * A store on a fake server; with `instance` (a real-server fixture file
 * name) the instance is fetched first, so family and features are detected
 * as in the app.
 */
export async function createTestApp(
  routes: Routes,
  instance?: string,
): Promise<TestApp> {
  const all: Routes = { ...routes };
  if (instance !== undefined) {
    all["GET /api/v1/instance"] = () => ({
      body: readFixture("real", instance),
    });
  }
  const { fetch, calls } = fakeServer(all);
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createAppStore({
    client: new ApiClient({ baseUrl: BASE, fetch }),
    middleware: [record],
  });
  if (instance !== undefined) await store.dispatch(fetchInstance());
  calls.length = 0;
  return { store, calls, actions };
}

/** Renders `ui` (usually `<Routes>`) with the store, at `route`. */
export function renderApp(store: AppStore, ui: ReactNode, route: string) {
  return renderWithProviders(<>{ui}</>, {
    route,
    wrap: ({ children }) => <Provider store={store}>{children}</Provider>,
  });
}

/** Shows the router's current path, for redirect assertions. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/** The props of every MEDIA or UNAUTHORIZED modal opened, in order. */
export function openedModals(actions: readonly UnknownAction[]) {
  return actions
    .filter((action) => action.type === "modals/modalOpened")
    .map((action) => action.payload);
}

/** A real fixture as a plain object, to derive variants from. */
export function fixture(
  file: string,
  folder = "real",
): Record<string, unknown> {
  return readFixture(folder, file) as Record<string, unknown>;
}

/**
 * What jsdom lacks and the screens touch: the timeline restores scroll
 * positions, blurhash placeholders draw on a canvas. Call in `beforeEach`.
 */
export function stubLayoutApis() {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
}
