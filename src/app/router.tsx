import { createBrowserRouter, createHashRouter } from "react-router-dom";
import type { PotluckConfig } from "../config";
import { adoptOAuthRedirect } from "../features/auth/authPaths";
import { routes } from "./routes";

/** History mode under the configured base path, or hash mode (`useHashRouter`). */
export function createAppRouter(config: PotluckConfig) {
  // Hash mode: the server's `?code=` landing becomes `#/login/callback?code=`.
  adoptOAuthRedirect(config);
  return config.useHashRouter
    ? createHashRouter(routes)
    : createBrowserRouter(routes, { basename: config.basename || "/" });
}
