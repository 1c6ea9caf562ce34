import type * as z from "zod/mini";
import type { ApiClient, Query, RawResponse, RequestOptions } from "../client";
import type { DetectedServer } from "../features";
import { buildPath } from "../familyPaths";
import { adminPath, type AdminOperation } from "../adminPaths";
import type { Endpoint, Field } from "../familyRoutes";

/**
 * How every admin endpoint function sends its call: the family's route from
 * familyPaths, values under the family's field names, and the account or
 * report where the family names it (Mastodon-style in the path, Pleroma-style
 * in the body).
 */

/** An account as admin calls name it: Mastodon-style by id, Pleroma-style by nickname. */
export interface AccountRef {
  readonly id: string;
  readonly nickname: string;
}

export type Value = string | number | boolean | null | readonly string[];

/** A call the server's family has no route for; the console's gates should have kept it from asking. */
export class UnsupportedAdminCall extends Error {
  override readonly name = "UnsupportedAdminCall";
  constructor(readonly operation: string) {
    super(`This server has no admin call for ${operation}`);
  }
}

export function adminRoute(
  server: DetectedServer,
  operation: AdminOperation,
): Endpoint {
  const route = adminPath(server, operation);
  if (!route) throw new UnsupportedAdminCall(operation);
  return route;
}

export interface AdminCall {
  /** Path placeholders other than the account's `:id`. */
  readonly params?: Readonly<Record<string, string>>;
  /** Values by role, under the family's names; a role the family does not name is not sent. */
  readonly values?: Readonly<Partial<Record<Field, Value | undefined>>>;
  /** Values of calls only one flavour has, under their own names. */
  readonly extra?: Readonly<Record<string, Value | undefined>>;
  readonly account?: AccountRef;
  /** The report a Pleroma-style batch (`{reports: [{id, ...}]}`) acts on. */
  readonly reportId?: string;
  readonly signal?: AbortSignal;
}

function defined(values: Readonly<Record<string, Value | undefined>>) {
  const out: Record<string, Value> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) out[name] = value;
  return out;
}

function namedValues(route: Endpoint, call: AdminCall) {
  const out: Record<string, Value> = {
    ...defined(call.extra ?? {}),
    ...route.constants,
  };
  for (const [role, name] of Object.entries(route.fields ?? {})) {
    const value = call.values?.[role as Field];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The body a Pleroma-style target wraps the values in. */
function targeted(
  route: Endpoint,
  call: AdminCall,
  data: Record<string, Value>,
) {
  switch (route.target) {
    case "nicknames":
      return { nicknames: [call.account?.nickname ?? ""], ...data };
    case "nickname":
      return { nickname: call.account?.nickname ?? "", ...data };
    case "reports":
      return { reports: [{ id: call.reportId ?? "", ...data }] };
    default:
      return data;
  }
}

/** The filled path and request options of `call` on `route`. */
export function adminRequest(
  route: Endpoint,
  call: AdminCall = {},
): { path: string; options: RequestOptions } {
  const params = {
    id: call.account?.id ?? call.reportId ?? "",
    ...call.params,
  };
  const path = buildPath(route.path, params);
  const data = targeted(route, call, namedValues(route, call));
  const empty = Object.keys(data).length === 0;
  const options: RequestOptions = { signal: call.signal };
  if (empty) return { path, options };
  if (route.method === "GET" || route.query === true)
    return { path, options: { ...options, query: data as Query } };
  return { path, options: { ...options, body: data } };
}

export async function adminSend(
  client: ApiClient,
  server: DetectedServer,
  operation: AdminOperation,
  call: AdminCall = {},
): Promise<RawResponse> {
  const route = adminRoute(server, operation);
  const { path, options } = adminRequest(route, call);
  return client.request(route.method, path, options);
}

export async function adminOne<S extends z.ZodMiniType>(
  client: ApiClient,
  server: DetectedServer,
  operation: AdminOperation,
  schema: S,
  call: AdminCall = {},
): Promise<z.output<S>> {
  const route = adminRoute(server, operation);
  const { path, options } = adminRequest(route, call);
  return client.one(route.method, path, schema, options);
}

/** The entity a mutation answered with, or null where the family answers with nothing to read. */
export function replyAs<S extends z.ZodMiniType>(
  schema: S,
  json: unknown,
): z.output<S> | null {
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
