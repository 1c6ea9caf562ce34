import { createBrowserRouter, createHashRouter } from "react-router-dom";
import type { PotluckConfig } from "../config";
import { routes } from "./routes";

/** History mode under the configured base path, or hash mode (`useHashRouter`). */
export function createAppRouter(config: PotluckConfig) {
  return config.useHashRouter
    ? createHashRouter(routes)
    : createBrowserRouter(routes, { basename: config.basename || "/" });
}
