import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import { Route, Routes } from "react-router-dom";
import { ApiClient, type FetchLike } from "../../../src/api/client";
import { createAppStore, type AppStore } from "../../../src/store";
import { fetchStatus } from "../../../src/store/statuses/thunks";
import { readFixture } from "../../support/fixtures";
import { renderWithProviders } from "../../support/renderWithProviders";

/**
 * A real store whose API client answers from a table of paths (the network
 * boundary is the only thing faked), with a log of every dispatched action.
 */

export const BASE = "https://gleasonator.test";

// jsdom has no canvas: blurhash placeholders draw nothing here (tested in components).
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

export interface Answer {
  status?: number;
  body: unknown;
}

export type Routes = Record<
  string,
  Answer | ((url: URL, init: RequestInit) => Answer)
>;

export interface TestStore {
  store: AppStore;
  actions: UnknownAction[];
  calls: URL[];
  routes: Routes;
}

export function makeStore(routes: Routes = {}): TestStore {
  const actions: UnknownAction[] = [];
  const calls: URL[] = [];
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input);
    calls.push(url);
    const route = routes[url.pathname];
    const answer = typeof route === "function" ? route(url, init) : route;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { error: "Not found" },
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
    );
  };
  const log: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createAppStore({
    client: new ApiClient({ baseUrl: BASE, fetch }),
    middleware: [log],
    recorder: null,
  });
  return { store, actions, calls, routes };
}

/** A real-server capture, as a fresh mutable copy. */
export function fixture(file: string): Record<string, unknown> {
  return structuredClone(readFixture("real", file)) as Record<string, unknown>;
}

/** Serves a raw status at its path and loads it through the real thunk; returns its id. */
export async function loadStatus(
  test: TestStore,
  raw: Record<string, unknown>,
): Promise<string> {
  const id = String(raw.id);
  test.routes[`/api/v1/statuses/${id}`] = { body: raw };
  const outcome = await test.store.dispatch(fetchStatus({ id }));
  if (!fetchStatus.fulfilled.match(outcome))
    throw new Error(`could not load ${id}`);
  return id;
}

/** The actions of one type, in order. */
export function ofType(test: TestStore, type: string): UnknownAction[] {
  return test.actions.filter((action) => action.type === type);
}

/** Renders with the app's providers and this store; `path` mounts `ui` on a route pattern. */
export function renderWithStore(
  ui: ReactElement,
  test: TestStore,
  { route = "/", path }: { route?: string; path?: string } = {},
) {
  const wrap = ({ children }: { children: ReactNode }) => (
    <Provider store={test.store}>{children}</Provider>
  );
  const tree = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return renderWithProviders(tree, { route, wrap });
}
