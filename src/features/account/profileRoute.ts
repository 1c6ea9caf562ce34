import { paths } from "../../utils/paths";

/**
 * Pure rules of the profile routes (spec 01 section 2). Paths are the
 * router's, relative to its basename: `/@user`, `/@user/with_replies`, ...
 */

export type ProfileTab =
  "posts" | "with_replies" | "media" | "likes" | "featured" | "listening";

/** The part of a profile path after the `/@user` segment, without a trailing slash. */
function restOf(pathname: string): string {
  return pathname.replace(/^\/[^/]*/, "").replace(/\/+$/, "");
}

/**
 * The same path under the canonical `/@acct` segment, for the redirect from
 * a non-canonical username (other case, `@localdomain` suffix).
 */
export function canonicalProfilePath(pathname: string, acct: string): string {
  return paths.account(acct) + restOf(pathname);
}

/**
 * Which profile tab a path selects: `hidden` on the account hashtag route
 * (its tabs are hidden), `active` undefined where no tab is current (a post).
 * A path ending in /favorites selects the likes state.
 */
export function profileTabFor(pathname: string): {
  hidden: boolean;
  active: ProfileTab | undefined;
} {
  const rest = restOf(pathname);
  if (rest.startsWith("/tags/")) return { hidden: true, active: undefined };
  if (rest === "") return { hidden: false, active: "posts" };
  if (rest === "/with_replies")
    return { hidden: false, active: "with_replies" };
  if (rest === "/media") return { hidden: false, active: "media" };
  if (rest === "/featured") return { hidden: false, active: "featured" };
  if (rest === "/listening") return { hidden: false, active: "listening" };
  if (rest.endsWith("/favorites")) return { hidden: false, active: "likes" };
  return { hidden: false, active: undefined };
}
