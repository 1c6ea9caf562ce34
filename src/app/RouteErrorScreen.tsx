import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { ErrorScreen } from "../components/ErrorScreen";
import { getConfig } from "../config";

/**
 * The fallback error screen (spec 01 section 8) for failures inside a route,
 * such as a screen chunk that can no longer be fetched after a deploy;
 * React Router would otherwise show its own developer page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const config = getConfig();
  return (
    <ErrorScreen
      homeHref={config.useHashRouter ? "#/" : `${config.basename}/`}
    />
  );
}
