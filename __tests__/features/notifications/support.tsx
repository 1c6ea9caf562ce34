import { Route, Routes as RouterRoutes } from "react-router-dom";
import { FollowRequestsScreen } from "../../../src/features/notifications/FollowRequestsScreen";
import { NotificationsBadge } from "../../../src/features/notifications/NotificationsBadge";
import { NotificationsScreen } from "../../../src/features/notifications/NotificationsScreen";
import { sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { readFixture } from "../../support/fixtures";
import {
  createTestApp,
  renderApp,
  type Routes,
  type TestApp,
} from "../account/support";

/**
 * A signed-in member on a fake server: the network is the only fake. The
 * instance is a real capture, or with `groupedV2` Mastodon 4 advertising
 * API version 2 (server-grouped notifications and the policy).
 */

/** The account the Pleroma captures' notifications were sent to (Alex). */
export const ME = "9v5bmRalQvjOy0ECcC";

export type Instance = "pleroma" | "akkoma" | "groupedV2";

const FILES = {
  pleroma: "pleroma-instance.json",
  akkoma: "akkoma-instance.json",
} as const;

function v2Instance(): unknown {
  const instance = readFixture("real", "mastodon-instance-v2.json") as Record<
    string,
    unknown
  >;
  return { ...instance, version: "4.3.0", api_versions: { mastodon: 2 } };
}

export async function memberApp(
  routes: Routes,
  instance: Instance,
): Promise<TestApp> {
  const all: Routes = {
    "GET /api/v1/markers": () => ({ body: {} }),
    "GET /api/v1/accounts/relationships": (call) => ({
      body: call.url.searchParams.getAll("id[]").map((id) => ({ id })),
    }),
    ...routes,
  };
  if (instance === "groupedV2") {
    all["GET /api/v2/instance"] = () => ({ body: v2Instance() });
    const app = await createTestApp(all);
    await app.store.dispatch(fetchInstance());
    app.calls.length = 0;
    app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
    return app;
  }
  const app = await createTestApp(all, FILES[instance]);
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return app;
}

/** The member routes this feature answers, with the badge above them as the top bar has it. */
export function renderMember(app: TestApp, route = "/notifications") {
  return renderApp(
    app.store,
    <>
      <NotificationsBadge />
      <RouterRoutes>
        <Route path="/notifications" element={<NotificationsScreen />} />
        <Route path="/follow_requests" element={<FollowRequestsScreen />} />
        <Route path="*" element={null} />
      </RouterRoutes>
    </>,
    route,
  );
}

/** `METHOD path?query` of every call made, in order. */
export const callLines = (app: TestApp) =>
  app.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`);
