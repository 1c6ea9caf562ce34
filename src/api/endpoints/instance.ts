import type { ApiClient } from "../client";
import { instanceSchema, type Instance } from "../schemas/instance";

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
