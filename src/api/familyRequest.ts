import type { DetectedServer } from "./features";
import { buildPath, familyPath, type Operation } from "./familyPaths";
import type { Constant, Field, HttpMethod } from "./familyRoutes";

/** A request as the family expects it: method, filled path, and fields under the family's names. */
export interface FamilyRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Readonly<Record<string, Constant>>;
  readonly body?: Readonly<Record<string, Constant>>;
}

/**
 * `operation` for this server, its path filled from `params` and each value
 * sent under the family's name for it; a value whose role the family does
 * not name is not sent. Fields and constants go in the query for GET (and
 * routes marked `query`), else in a JSON body. Null when the family has no
 * such endpoint.
 */
export function familyRequest(
  server: DetectedServer,
  operation: Operation,
  params: Readonly<Record<string, string>>,
  values: Readonly<Partial<Record<Field, Constant>>> = {},
): FamilyRequest | null {
  const endpoint = familyPath(server, operation);
  if (!endpoint) return null;
  const fields: Record<string, Constant> = { ...endpoint.constants };
  const names = endpoint.fields ?? {};
  for (const [role, name] of Object.entries(names)) {
    const value = values[role as Field];
    if (value !== undefined) fields[name] = value;
  }
  const request = {
    method: endpoint.method,
    path: buildPath(endpoint.path, params),
  };
  if (Object.keys(fields).length === 0) return request;
  const inQuery = endpoint.method === "GET" || endpoint.query === true;
  return inQuery ? { ...request, query: fields } : { ...request, body: fields };
}

/** familyRequest for a call the caller has gated: a family without the endpoint is a programming error. */
export function requireFamilyRequest(
  server: DetectedServer,
  operation: Operation,
  params: Readonly<Record<string, string>>,
  values?: Readonly<Partial<Record<Field, Constant>>>,
): FamilyRequest {
  const request = familyRequest(server, operation, params, values);
  if (!request) {
    throw new Error(
      `${operation} is not available on ${server.software ?? "this server"}`,
    );
  }
  return request;
}
