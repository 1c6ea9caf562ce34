import { instanceFetched } from "../../store/factories";
import { sessionStarted } from "../../../src/store/events";
import { createTestApp, type Routes, type TestApp } from "../account/support";

export {
  renderApp,
  LocationProbe,
  type Call,
  type Routes,
  type TestApp,
} from "../account/support";
export { rawAccount, rawStatus } from "../../store/factories";

/** The signed-in member on these tests' fake servers. */
export const ME = "900";

const VERSIONS = {
  // Mastodon 4.5: v2 filters with blur, exclusive and favourite lists.
  mastodon: "4.5.0",
  // Pleroma 2.9: v1 filters, lists of anyone.
  pleroma: "2.7.2 (compatible; Pleroma 2.9.1)",
} as const;

export type Family = keyof typeof VERSIONS;

/**
 * A signed-in member on a fake server of `family`: a real store whose only
 * fake is the network (routes by "METHOD /path").
 */
export async function memberApp(
  family: Family,
  routes: Routes = {},
  instance: Record<string, unknown> = {},
): Promise<TestApp> {
  const app = await createTestApp({
    "GET /api/v1/accounts/relationships": () => ({ body: [] }),
    ...routes,
  });
  app.store.dispatch(
    instanceFetched({
      uri: "potluck.test",
      title: "Potluck test",
      version: VERSIONS[family],
      // As the demo server's Mastodon: favourite lists (Fedibird).
      ...(family === "mastodon"
        ? { fedibird_capabilities: ["favourite_list"] }
        : {}),
      ...instance,
    }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return app;
}
