import { useState } from "react";
import { BrowserRouter, HashRouter, useRoutes } from "react-router-dom";
import type { PotluckConfig } from "../config";
import { adoptOAuthRedirect } from "../features/auth/authPaths";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { routes } from "./routes";

export interface AppRouterProps {
  config: PotluckConfig;
}

/*
 * React Router's declarative mode: the app needs no loaders, actions or
 * fetchers, and the data router (createBrowserRouter, RouterProvider) would
 * double the router's share of the code the homepage loads before its first
 * post. Hence our own error boundary (RouteErrorBoundary) and scroll
 * restoration (useScrollRestoration) in place of the data router's.
 */

/** History mode under the configured base path, or hash mode (`useHashRouter`). */
export function AppRouter({ config }: AppRouterProps) {
  // Hash mode: the server's `?code=` landing becomes `#/login/callback?code=`
  // before the router first reads the location (once per page).
  useState(() => adoptOAuthRedirect(config));
  if (config.useHashRouter) {
    return (
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    );
  }
  const basename = config.basename || "/";
  const { pathname } = window.location;
  // The router renders nothing outside its base path (a misconfigured
  // `basename`): say something went wrong instead.
  if (!isInBasename(pathname, basename)) {
    return (
      <RouteErrorScreen
        error={`${pathname} is outside the base path ${basename}`}
      />
    );
  }
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/** Whether the router serves `pathname` under `basename` (its rule: case-insensitive, whole segments). */
export function isInBasename(pathname: string, basename: string): boolean {
  const base = basename.replace(/\/+$/, "").toLowerCase();
  const path = pathname.toLowerCase();
  return path.startsWith(base) && /^(\/|$)/.test(path.slice(base.length));
}
