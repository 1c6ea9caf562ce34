import type { DetectedServer, Family } from "./features";
import { isAtLeast } from "./version";

/**
 * The vocabulary of the per-family route tables (familyPaths.ts and the
 * admin tables beside it): what an endpoint is, and small builders that keep
 * each table entry to one line of data.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Request values whose server field names differ per family. */
export type Field =
  | "assignee"
  | "code"
  | "comment"
  | "email"
  | "emoji"
  | "file"
  | "folderId"
  | "fromActor"
  | "group"
  | "hint"
  | "ids"
  | "instance"
  | "language"
  | "mode"
  | "name"
  | "newPassword"
  | "newPasswordConfirmation"
  | "notify"
  | "pageSize"
  | "password"
  | "priority"
  | "quotedStatus"
  | "report"
  | "reporter"
  | "role"
  | "target"
  | "text"
  | "title";

/** A fixed request value: text or a list of names. */
export type Constant = string | readonly string[];

/**
 * Where a Pleroma-style admin call names what it acts on, in the body rather
 * than the path: `{nicknames: [...]}`, `{nickname}`, or a batch of reports
 * `{reports: [{id, ...values}]}`.
 */
export type Target = "nicknames" | "nickname" | "reports";

/**
 * How an admin reply is read, or its query built, where a family differs by
 * more than names: `pleroma`, page-based lists wrapped in an object (`users`,
 * `reports`, `items`) with a total; `v1`, Mastodon's admin accounts before 3.5
 * with one boolean per filter; `mrf`, domain blocks and allows kept in
 * Pleroma's `:mrf_simple` configuration (see adminMrf.ts).
 */
export type Shape = "pleroma" | "v1" | "mrf";

export interface Endpoint {
  readonly method: HttpMethod;
  /** A template: `:name` placeholders are filled, URL-encoded, by buildPath. */
  readonly path: string;
  /** Field role → the name this family expects, in the body or, for GET, the query. */
  readonly fields?: Readonly<Partial<Record<Field, string>>>;
  /** Fixed values the family needs alongside the fields. */
  readonly constants?: Readonly<Record<string, Constant>>;
  readonly multipart?: boolean;
  /** Sent with the separate Iceshrimp token (spec 01 section 6), not the Mastodon one. */
  readonly iceshrimpToken?: boolean;
  /** Pixelfed answers a refused password change with a redirect, not an error status. */
  readonly redirectIsFailure?: boolean;
  /** Fields and constants go in the query string even though the method has a body. */
  readonly query?: boolean;
  readonly target?: Target;
  readonly shape?: Shape;
}

export interface Route extends Endpoint {
  /** Absent: the default for every family not matched by an earlier route. */
  readonly families?: readonly Family[];
  readonly minVersion?: string;
}

type Options = Omit<Endpoint, "method" | "path">;

const endpoint =
  (method: HttpMethod) =>
  (path: string, options: Options = {}): Route => ({
    method,
    path,
    ...options,
  });
export const get = endpoint("GET");
export const post = endpoint("POST");
export const put = endpoint("PUT");
export const patch = endpoint("PATCH");
export const del = endpoint("DELETE");

/** `route` for these families only, optionally from a version (inclusive). */
export const on = (
  families: readonly Family[],
  route: Route,
  minVersion?: string,
): Route =>
  minVersion === undefined
    ? { ...route, families }
    : { ...route, families, minVersion };

export const PLEROMA: readonly Family[] = ["Akkoma", "Pleroma"];
export const MASTODON_ADMIN: readonly Family[] = [
  "Ditto",
  "GoToSocial",
  "Mastodon",
];
export const ICESHRIMP: Options = { iceshrimpToken: true };

export type RouteTable = Readonly<Record<string, readonly Route[]>>;

function matches(route: Route, server: DetectedServer): boolean {
  if (route.families === undefined) return true;
  const software = server.software;
  return (
    route.families.some((family) => family === software) &&
    (route.minVersion === undefined ||
      isAtLeast(server.version, route.minVersion))
  );
}

/**
 * The route of `routes` for this server: the first naming its family (and
 * version), else the default route; null when none applies. familyPaths,
 * statusPaths and the staff console's tables (adminPaths.ts) answer through it.
 */
export function routeFor(
  routes: readonly Route[],
  server: DetectedServer,
): Endpoint | null {
  return routes.find((candidate) => matches(candidate, server)) ?? null;
}

/** Fills `:name` placeholders, URL-encoding every value (a reaction emoji in add and remove alike). */
export function buildPath(
  template: string,
  params: Readonly<Record<string, string>>,
): string {
  return template.replace(/:([A-Za-z_]+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
