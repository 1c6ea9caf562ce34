import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import {
  createTestApp,
  type Routes,
  type TestApp,
} from "../../features/account/support";

/**
 * A signed-in member on a fake server of a family with the account
 * settings API: GoToSocial (Mastodon's API with its own settings calls) or
 * Pleroma. The network is the only fake; the store is the app's.
 */

export const ME = "9001";

export type SettingsFamily = "gotosocial" | "pleroma" | "mastodon";

const INSTANCES: Record<SettingsFamily, unknown> = {
  gotosocial: {
    domain: "gts.example",
    version: "0.19.1 git-8e1f3a9",
    source_url: "https://codeberg.org/superseriousbusiness/gotosocial",
  },
  pleroma: {
    uri: "pleroma.example",
    version: "2.7.2 (compatible; Pleroma 2.9.1)",
    pleroma: { metadata: { features: ["polls"] } },
  },
  mastodon: {
    domain: "example.social",
    version: "4.5.0",
    api_versions: { mastodon: 7 },
  },
};

export async function settingsMember(
  family: SettingsFamily,
  routes: Routes,
): Promise<TestApp> {
  const app = await createTestApp({
    "GET /api/v2/instance": () => ({ body: INSTANCES[family] }),
    "GET /api/v1/instance": () => ({ body: INSTANCES[family] }),
    ...routes,
  });
  await app.store.dispatch(fetchInstance());
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  app.calls.length = 0;
  return app;
}
