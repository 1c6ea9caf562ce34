import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import { accountSchema, type Account } from "../schemas/account";
import { relationshipSchema, type Relationship } from "../schemas/relationship";

/**
 * Endorsed accounts, shown on a profile (spec 02 sections 7.2 and 7.3,
 * `accountEndorsements`): the viewer's own, another account's (under
 * `/api/v1/pleroma/` on Pleroma and Akkoma), and endorsing itself (pin and
 * unpin, renamed endorse and unendorse in Mastodon 4.4).
 */

export function getEndorsements(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page("/api/v1/endorsements", accountSchema, paging, {
    signal,
  });
}

export function getAccountEndorsements(
  client: ApiClient,
  server: DetectedServer,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  const { path } = requireFamilyRequest(server, "accountEndorsements", {
    id: accountId,
  });
  return client.list(path, accountSchema, { signal });
}

const endorsement =
  (operation: "endorse" | "unendorse") =>
  (
    client: ApiClient,
    server: DetectedServer,
    accountId: string,
  ): Promise<Relationship> => {
    const request = requireFamilyRequest(server, operation, { id: accountId });
    return client.one(request.method, request.path, relationshipSchema);
  };

/** Features the account on the viewer's profile; answers the relationship. */
export const postEndorse = endorsement("endorse");
export const postUnendorse = endorsement("unendorse");
