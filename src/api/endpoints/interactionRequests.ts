import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import {
  interactionRequestSchema,
  type InteractionRequest,
} from "../schemas/interactionRequest";

/**
 * GoToSocial's interaction requests (gate `interactionRequests`): likes,
 * replies and boosts of the member's posts that their interaction policy
 * holds for approval. As superseriousbusiness/gotosocial
 * internal/api/client/interactionrequests/ serves them (getpage.go: the
 * `status_id`, `favourites`, `replies` and `reblogs` filters, Link paging;
 * authorize.go and reject.go). Rejecting goes to `/reject`: the notes'
 * quirk 5 (reject sent to `/authorize`) is not repeated; familyPaths holds
 * both answers.
 */

export interface InteractionRequestFilter {
  /** Only requests on this post. */
  statusId?: string;
  /** Each kind is listed unless turned off; at least one must stay on. */
  favourites?: boolean;
  replies?: boolean;
  reblogs?: boolean;
}

export function getInteractionRequests(
  client: ApiClient,
  filter: InteractionRequestFilter = {},
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<InteractionRequest>> {
  return client.page(
    "/api/v1/interaction_requests",
    interactionRequestSchema,
    paging,
    {
      query: {
        status_id: filter.statusId,
        favourites: filter.favourites,
        replies: filter.replies,
        reblogs: filter.reblogs,
      },
      signal,
    },
  );
}

export function getInteractionRequest(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<InteractionRequest> {
  return client.one(
    "GET",
    `/api/v1/interaction_requests/${encodeURIComponent(id)}`,
    interactionRequestSchema,
    { signal },
  );
}

const answer =
  (operation: "interactionRequestAuthorize" | "interactionRequestReject") =>
  (
    client: ApiClient,
    server: DetectedServer,
    id: string,
  ): Promise<InteractionRequest> => {
    const request = requireFamilyRequest(server, operation, { id });
    return client.one(request.method, request.path, interactionRequestSchema);
  };

/** Lets the like, reply or boost through; answers the request with `accepted_at`. */
export const postAuthorizeInteractionRequest = answer(
  "interactionRequestAuthorize",
);
/** Turns it down; answers the request with `rejected_at`. */
export const postRejectInteractionRequest = answer("interactionRequestReject");
