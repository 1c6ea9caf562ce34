import type { RouteObject } from "react-router-dom";
import { lazyScreen } from "./lazyScreen";

/*
 * The families' own features (issue 19: interaction requests, events,
 * groups, circles and antennas), spread into routes.tsx under the session
 * guard. Every screen is its own chunk; each is offered only where its
 * gate holds, and a screen opened without it says so from its first call.
 */

const InteractionRequests = lazyScreen(() =>
  import(
    /* webpackChunkName: "interaction-requests" */ "../features/notifications/InteractionRequestsScreen"
  ).then((m) => m.InteractionRequestsScreen),
);

export const memberFamiliesRoutes: RouteObject[] = [
  {
    path: "interaction_requests",
    element: <InteractionRequests />,
    handle: { preload: InteractionRequests.preload },
  },
];
