import { Navigate, type RouteObject } from "react-router-dom";
import { RequireSession } from "../features/auth/RequireSession";
import { paths, type SettingsSection } from "../utils/paths";
import { lazyScreen, type LazyScreen } from "./lazyScreen";

/*
 * The member's settings (issue 18), under `/settings`. The layout and every
 * section are chunks of their own, loaded only when a settings page opens.
 * A section is one entry of SETTINGS_SCREENS: its route and its place in the
 * nav come from that entry alone, so the nav lists exactly the sections that
 * have a screen.
 */

const SettingsLayout = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings" */ "../features/settings/SettingsLayout"
  ).then((m) => m.SettingsLayout),
);
const Profile = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-profile" */ "../features/settings/ProfileScreen"
  ).then((m) => m.ProfileScreen),
);
const DebugLog = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-debug" */ "../features/settings/DebugLogScreen"
  ).then((m) => m.DebugLogScreen),
);

const Preferences = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-preferences" */ "../features/settings/PreferencesScreen"
  ).then((m) => m.PreferencesScreen),
);
const Notifications = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-notifications" */ "../features/settings/notifications/NotificationSettingsScreen"
  ).then((m) => m.NotificationSettingsScreen),
);
const Security = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-security" */ "../features/settings/security/SecurityScreen"
  ).then((m) => m.SecurityScreen),
);
const Data = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-data" */ "../features/settings/data/DataScreen"
  ).then((m) => m.DataScreen),
);

const RssFeeds = lazyScreen(() =>
  import(
    /* webpackChunkName: "settings-rss" */ "../features/settings/RssFeedsScreen"
  ).then((m) => m.RssFeedsScreen),
);

/** The sections in nav order, each with its screen. */
const SETTINGS_SCREENS: readonly {
  section: SettingsSection;
  Screen: LazyScreen<object>;
}[] = [
  { section: "profile", Screen: Profile },
  { section: "preferences", Screen: Preferences },
  { section: "notifications", Screen: Notifications },
  { section: "security", Screen: Security },
  { section: "data", Screen: Data },
  { section: "rss", Screen: RssFeeds },
  { section: "debug", Screen: DebugLog },
];

export const settingsRoute: RouteObject = {
  path: "settings",
  // Visitors are sent to sign in and brought back.
  element: <RequireSession />,
  children: [
    {
      element: (
        <SettingsLayout
          sections={SETTINGS_SCREENS.map(({ section }) => section)}
        />
      ),
      handle: { preload: SettingsLayout.preload },
      children: [
        { index: true, element: <Navigate replace to={paths.settings()} /> },
        ...SETTINGS_SCREENS.map(({ section, Screen }) => ({
          path: section,
          element: <Screen />,
          handle: { preload: Screen.preload },
        })),
      ],
    },
  ],
};
