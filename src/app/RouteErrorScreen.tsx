import { useEffect } from "react";
import { ErrorScreen } from "../components/ErrorScreen";
import { getConfig } from "../config";

export interface RouteErrorScreenProps {
  /** What failed; logged for the operator. */
  error: unknown;
}

/**
 * The fallback error screen (spec 01 section 8) for failures inside a route,
 * such as a screen chunk that can no longer be fetched after a deploy
 * (RouteErrorBoundary), and for a page outside the base path (router.tsx).
 */
export function RouteErrorScreen({ error }: RouteErrorScreenProps) {
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
