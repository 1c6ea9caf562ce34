import type { ApiClient, Page } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import { relationshipSchema, type Relationship } from "../schemas/relationship";
import { hashtagTopicSchema, type HashtagTopic } from "../schemas/tag";

/** Accounts (spec 02 sections 7.2 and 7.4). */

const path = (id: string) => `/api/v1/accounts/${encodeURIComponent(id)}`;

export function getAccount(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", path(id), accountSchema, { signal });
}

/** By acct (`user` or `user@domain`), where the server has the lookup call. */
export function getAccountLookup(
  client: ApiClient,
  acct: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", "/api/v1/accounts/lookup", accountSchema, {
    query: { acct },
    signal,
  });
}

/** By username in place of the id, as Pleroma and its forks accept. */
export function getAccountByUsername(
  client: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one("GET", path(username), accountSchema, { signal });
}

/** The signed-in account. */
export function getVerifyCredentials(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Account> {
  return client.one(
    "GET",
    "/api/v1/accounts/verify_credentials",
    accountSchema,
    { signal },
  );
}

export function getRelationships(
  client: ApiClient,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Page<Relationship>> {
  return client.list("/api/v1/accounts/relationships", relationshipSchema, {
    query: { id: ids },
    signal,
  });
}

/** Hashtag topics (spec 01 section 9: 20), of one account or, without an id, of the server. */
export const TOPICS_LIMIT = 20;

export function getAccountHashtags(
  client: ApiClient,
  accountId: string | null,
  signal?: AbortSignal,
): Promise<Page<HashtagTopic>> {
  const path =
    accountId === null
      ? "/api/v1/pleroma/accounts/hashtags"
      : `/api/v1/pleroma/accounts/${encodeURIComponent(accountId)}/hashtags`;
  return client.list(path, hashtagTopicSchema, {
    query: { limit: TOPICS_LIMIT },
    signal,
  });
}
