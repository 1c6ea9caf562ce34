import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { Route, Routes as RouterRoutes } from "react-router-dom";
import { ModalRoot } from "../../../src/app/ModalRoot";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { renderWithProviders } from "../../support/renderWithProviders";
import {
  createTestApp,
  LocationProbe,
  type Routes,
  type TestApp,
} from "../account/support";

/**
 * A signed-in member on a fake server of one of two families: Mastodon with
 * kmyblue-style bookmark categories, or Pleroma with its bookmark folders.
 * The network is the only fake; the store is the app's.
 */

export const ME = "9001";

export type FolderFamily = "mastodon" | "pleroma";

const INSTANCES: Record<FolderFamily, unknown> = {
  mastodon: {
    domain: "example.social",
    version: "4.5.0",
    api_versions: { mastodon: 7 },
    fedibird_capabilities: ["kmyblue_bookmark_category"],
  },
  pleroma: {
    uri: "pleroma.example",
    version: "2.7.2 (compatible; Pleroma 2.9.1)",
    pleroma: { metadata: { features: ["bookmark_folders", "polls"] } },
  },
};

export async function memberOn(
  family: FolderFamily,
  routes: Routes,
): Promise<TestApp> {
  const app = await createTestApp({
    "GET /api/v2/instance": () => ({ body: INSTANCES[family] }),
    "GET /api/v1/instance": () => ({ body: INSTANCES[family] }),
    "GET /api/v1/accounts/relationships": (call) => ({
      body: call.url.searchParams.getAll("id[]").map((id) => ({ id })),
    }),
    ...routes,
  });
  await app.store.dispatch(fetchInstance());
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  app.calls.length = 0;
  return app;
}

/** Renders `element` at its route patterns, opened at `route`, with the modal stack. */
export function renderScreen(
  app: TestApp,
  paths: readonly string[],
  element: ReactNode,
  route: string,
) {
  return renderWithProviders(
    <>
      <RouterRoutes>
        {paths.map((path) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={null} />
      </RouterRoutes>
      <LocationProbe />
      <ModalRoot />
    </>,
    {
      route,
      wrap: ({ children }) => <Provider store={app.store}>{children}</Provider>,
    },
  );
}

/** `METHOD path?query` of every call made, in order. */
export const callLines = (app: TestApp) =>
  app.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);
