import { ADMIN_ACCOUNT_ROUTES } from "./adminAccountPaths";
import { ADMIN_SERVER_ROUTES } from "./adminServerPaths";
import type { DetectedServer } from "./features";
import { familyPath, routeFor, type Operation } from "./familyPaths";
import type { Endpoint, Route } from "./familyRoutes";

/**
 * The staff console's per-family routes (accounts, reports, federation,
 * server settings), apart from familyPaths.ts so that they load with the
 * console's code rather than with every visitor's first screen (issue 22).
 */
const ADMIN_ROUTES = {
  ...ADMIN_ACCOUNT_ROUTES,
  ...ADMIN_SERVER_ROUTES,
} as const satisfies Record<string, readonly Route[]>;

/** An operation the console sends: its own, or one of familyPaths.ts's. */
export type AdminOperation = Operation | keyof typeof ADMIN_ROUTES;

const isConsoleOwn = (
  operation: AdminOperation,
): operation is keyof typeof ADMIN_ROUTES => operation in ADMIN_ROUTES;

/** familyPath for the console's operations (see familyPaths.ts). */
export function adminPath(
  server: DetectedServer,
  operation: AdminOperation,
): Endpoint | null {
  return isConsoleOwn(operation)
    ? routeFor(ADMIN_ROUTES[operation], server)
    : familyPath(server, operation);
}
