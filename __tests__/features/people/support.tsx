import type { ReactNode } from "react";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import {
  createTestApp,
  renderApp,
  type Routes,
  type TestApp,
} from "../account/support";

/**
 * A signed-in member (id "1") on a fake server, for the discovery and
 * people screens: the instance is a plain Mastodon 4.5, Pleroma 2.9 or
 * GoToSocial 0.19 answer, so no capture is needed. Relationships answer
 * "no ties" unless a route says otherwise.
 */
export const ME = "1";

export type Family = "mastodon" | "pleroma" | "gotosocial";

const VERSIONS: Record<Family, Record<string, unknown>> = {
  mastodon: { version: "4.5.0", api_versions: { mastodon: 7 } },
  pleroma: { version: "2.7.2 (compatible; Pleroma 2.9.1)" },
  gotosocial: {
    version: "0.19.1",
    source_url: "https://codeberg.org/superseriousbusiness/gotosocial",
  },
};

export async function memberApp(
  routes: Routes,
  family: Family | Record<string, unknown> = "mastodon",
  { signedIn = true }: { signedIn?: boolean } = {},
): Promise<TestApp> {
  const app = await createTestApp({
    "GET /api/v2/instance": () => ({
      body: {
        domain: "potluck.test",
        title: "Potluck",
        ...(typeof family === "string" ? VERSIONS[family] : family),
      },
    }),
    "GET /api/v1/accounts/relationships": (call) => ({
      body: call.url.searchParams.getAll("id[]").map((id) => ({ id })),
    }),
    ...routes,
  });
  await app.store.dispatch(fetchInstance());
  app.calls.length = 0;
  if (signedIn)
    app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return app;
}

export function render(app: TestApp, ui: ReactNode, route = "/") {
  return renderApp(app.store, ui, route);
}

/** `METHOD path?query` of every call made, in order. */
export const callLines = (app: TestApp) =>
  app.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);
