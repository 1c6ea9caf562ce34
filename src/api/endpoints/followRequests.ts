import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import { accountSchema, type Account } from "../schemas/account";
import { relationshipSchema, type Relationship } from "../schemas/relationship";

/** Incoming follow requests (spec 02 section 7.3): list, authorize, reject. */

/** A Link cursor (absolute URL) or the first page. */
export type FollowRequestsPaging = { url: string } | { limit?: number };

export function getFollowRequests(
  client: ApiClient,
  paging: FollowRequestsPaging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  if ("url" in paging) {
    return client.list(paging.url, accountSchema, { signal });
  }
  return client.list("/api/v1/follow_requests", accountSchema, {
    query: { limit: paging.limit },
    signal,
  });
}

/**
 * The viewer's own requests still waiting for an answer (where
 * `outgoingFollowRequests`): `/api/v1/follow_requests/outgoing` or Pleroma's
 * `/api/v1/pleroma/outgoing_follow_requests`, as familyPaths says.
 */
export function getOutgoingFollowRequests(
  client: ApiClient,
  server: DetectedServer,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  const { path } = requireFamilyRequest(server, "outgoingFollowRequests", {});
  return client.page(path, accountSchema, paging, { signal });
}

const answer =
  (verb: "authorize" | "reject") =>
  (client: ApiClient, accountId: string): Promise<Relationship> =>
    client.one(
      "POST",
      `/api/v1/follow_requests/${encodeURIComponent(accountId)}/${verb}`,
      relationshipSchema,
    );

/** Lets the account follow the viewer; answers the relationship. */
export const postAuthorizeFollowRequest = answer("authorize");
export const postRejectFollowRequest = answer("reject");
