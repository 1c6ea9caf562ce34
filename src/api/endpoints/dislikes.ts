import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import { statusSchema, type Status } from "../schemas/status";

/**
 * Friendica's dislikes (gate `statusDislikes`), under /api/friendica as
 * friendica/friendica static/routes.config.php routes them
 * (`/statuses/{id}/dislike`, `/undislike`, `/disliked_by`).
 */

const statusPath = (id: string, rest: string) =>
  `/api/friendica/statuses/${encodeURIComponent(id)}/${rest}`;

/** Dislikes a post; answers the post. */
export function postDislike(client: ApiClient, id: string): Promise<Status> {
  return client.one("POST", statusPath(id, "dislike"), statusSchema);
}

export function postUndislike(client: ApiClient, id: string): Promise<Status> {
  return client.one("POST", statusPath(id, "undislike"), statusSchema);
}

export function getDislikedBy(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(statusPath(id, "disliked_by"), accountSchema, paging, {
    signal,
  });
}
