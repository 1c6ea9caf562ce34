import type { ApiClient, Page } from "../client";
import { listSchema, type List } from "../schemas/list";

/**
 * The viewer's lists and (kmyblue) circles (spec 02 section 7.8), read here
 * for the composer's list and circle scopes. A circle has an id and a title,
 * which the list schema reads with defaults for the rest.
 */
export function getLists(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<List>> {
  return client.list("/api/v1/lists", listSchema, { signal });
}

export function getCircles(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<List>> {
  return client.list("/api/v1/circles", listSchema, { signal });
}
