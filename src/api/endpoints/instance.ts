import type { ApiClient, Page } from "../client";
import {
  instanceSchema,
  ruleSchema,
  type Instance,
  type Rule,
} from "../schemas/instance";

/**
 * Instance information (spec 02 section 7.11): /api/v2/instance, falling
 * back to /api/v1/instance on any failure (spec 02 section 8). Both shapes
 * come out of the one normalising schema.
 */
export async function getInstance(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Instance> {
  try {
    return await client.one("GET", "/api/v2/instance", instanceSchema, {
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return client.one("GET", "/api/v1/instance", instanceSchema, { signal });
  }
}

/** The instance's rules, for the report form (also in the instance, but fresher here). */
export function getInstanceRules(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<Rule>> {
  return client.list("/api/v1/instance/rules", ruleSchema, { signal });
}
