import type { RouteObject } from "react-router-dom";
import { RequireSession } from "../features/auth/RequireSession";
import { lazyScreen, type LazyScreen } from "./lazyScreen";

/*
 * The staff console's routes (issue 16), under `/admin`. The layout and
 * every screen are chunks of their own, loaded only when a console page
 * opens: visitors and members load none of it. The layout tells a member
 * who is not staff that the console is for staff, and shows each section
 * only to a role that may use it on a server that has its API.
 */

const AdminLayout = lazyScreen(() =>
  import(/* webpackChunkName: "admin" */ "../features/admin/AdminLayout").then(
    (m) => m.AdminLayout,
  ),
);
const Reports = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-reports" */ "../features/admin/AdminReportsScreen"
  ).then((m) => m.AdminReportsScreen),
);
const Report = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-report" */ "../features/admin/AdminReportScreen"
  ).then((m) => m.AdminReportScreen),
);

/** A route of one screen, its chunk preloaded with the page's first route. */
function screen(
  path: string | undefined,
  Screen: LazyScreen<object>,
  children?: RouteObject[],
): RouteObject {
  const element = <Screen />;
  const handle = { preload: Screen.preload };
  return path === undefined
    ? { index: true, element, handle }
    : { path, element, handle, children };
}

export const adminRoute: RouteObject = {
  path: "admin",
  // Visitors are sent to sign in and brought back.
  element: <RequireSession />,
  children: [
    {
      element: <AdminLayout />,
      handle: { preload: AdminLayout.preload },
      children: [
        // The open report shows beside the queue, which stays mounted.
        screen("reports", Reports, [screen(":id", Report)]),
      ],
    },
  ],
};
