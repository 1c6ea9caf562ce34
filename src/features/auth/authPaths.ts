import type { PotluckConfig } from "../../config";
import { paths } from "../../utils/paths";

/**
 * The OAuth routes, relative to the router's basename, and the OAuth
 * redirect URI. (utils/paths.ts builds every other route, the sign-in
 * screen's included.)
 *
 * Redirect URI rule. The server sends the reader back to the registered
 * redirect URI with `?code=…&state=…` appended to it.
 * - History mode: `<origin><basename>/login/callback`, a real route.
 * - Hash mode: the page's own URL without query or hash
 *   (`<origin><pathname>`), because a server cannot put the code inside a
 *   fragment. At boot, `adoptOAuthRedirect` moves such a query into
 *   `#/login/callback?…` before the router reads the location.
 */

export const authPaths = {
  callback: () => "/login/callback",
  home: () => paths.memberHome(),
} as const;

type PageLocation = Pick<Location, "origin" | "pathname">;

/** The redirect URI to register and send (see the rule above). */
export function signInRedirectUri(
  config: Pick<PotluckConfig, "basename" | "useHashRouter">,
  location: PageLocation = window.location,
): string {
  if (config.useHashRouter) return `${location.origin}${location.pathname}`;
  return `${location.origin}${config.basename}${authPaths.callback()}`;
}

/**
 * Hash mode only: turns the server's `?code=…&state=…` (or `?error=…`)
 * landing into `#/login/callback?…`, replacing the history entry. Call before
 * the router is created. Returns whether it did.
 */
export function adoptOAuthRedirect(
  config: Pick<PotluckConfig, "useHashRouter">,
  location: Pick<Location, "pathname" | "search" | "hash"> = window.location,
  history: Pick<History, "replaceState"> = window.history,
): boolean {
  if (!config.useHashRouter || location.hash.length > 1) return false;
  const params = new URLSearchParams(location.search);
  if (!params.has("state") || !(params.has("code") || params.has("error"))) {
    return false;
  }
  history.replaceState(
    null,
    "",
    `${location.pathname}#${authPaths.callback()}${location.search}`,
  );
  return true;
}
