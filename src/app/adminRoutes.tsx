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
const Dashboard = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-dashboard" */ "../features/admin/AdminDashboardScreen"
  ).then((m) => m.AdminDashboardScreen),
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
const Accounts = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-accounts" */ "../features/admin/AdminAccountsScreen"
  ).then((m) => m.AdminAccountsScreen),
);
const Account = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-account" */ "../features/admin/AdminAccountScreen"
  ).then((m) => m.AdminAccountScreen),
);
const Groups = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-groups" */ "../features/admin/AdminGroupsScreen"
  ).then((m) => m.AdminGroupsScreen),
);
const Domains = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-domains" */ "../features/admin/AdminDomainsScreen"
  ).then((m) => m.AdminDomainsScreen),
);
const IpBlocks = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-ip-blocks" */ "../features/admin/AdminIpBlocksScreen"
  ).then((m) => m.AdminIpBlocksScreen),
);
const EmailBlocks = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-email-blocks" */ "../features/admin/AdminEmailBlocksScreen"
  ).then((m) => m.AdminEmailBlocksScreen),
);
const Rules = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-rules" */ "../features/admin/AdminRulesScreen"
  ).then((m) => m.AdminRulesScreen),
);
const Relays = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-relays" */ "../features/admin/AdminRelaysScreen"
  ).then((m) => m.AdminRelaysScreen),
);
const Invites = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-invites" */ "../features/admin/AdminInvitesScreen"
  ).then((m) => m.AdminInvitesScreen),
);
const Announcements = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-announcements" */ "../features/admin/AdminAnnouncementsScreen"
  ).then((m) => m.AdminAnnouncementsScreen),
);
const Log = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-log" */ "../features/admin/AdminLogScreen"
  ).then((m) => m.AdminLogScreen),
);
const Config = lazyScreen(() =>
  import(
    /* webpackChunkName: "admin-config" */ "../features/admin/AdminConfigScreen"
  ).then((m) => m.AdminConfigScreen),
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
        screen(undefined, Dashboard),
        // The open report shows beside the queue, which stays mounted.
        screen("reports", Reports, [screen(":id", Report)]),
        screen("accounts", Accounts),
        screen("accounts/:id", Account),
        screen("groups", Groups),
        screen("domains", Domains),
        screen("ip_blocks", IpBlocks),
        screen("email_blocks", EmailBlocks),
        screen("rules", Rules),
        screen("relays", Relays),
        screen("invites", Invites),
        screen("announcements", Announcements),
        screen("log", Log),
        screen("config", Config),
      ],
    },
  ],
};
