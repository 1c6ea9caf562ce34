import type { ApiClient, Page, Paging } from "../client";
import { featuredTagSchema, type FeaturedTag } from "../schemas/featuredTag";
import { hashtagSchema, type Hashtag } from "../schemas/tag";

/**
 * Hashtags of the viewer (spec 02 section 7.3): one tag with `following`,
 * follow and unfollow (`followHashtags`), the followed list
 * (`followedHashtagsList`) and the tags featured on profiles (`featuredTags`).
 */

const tagPath = (name: string, rest = "") =>
  `/api/v1/tags/${encodeURIComponent(name)}${rest}`;

export function getTag(
  client: ApiClient,
  name: string,
  signal?: AbortSignal,
): Promise<Hashtag> {
  return client.one("GET", tagPath(name), hashtagSchema, { signal });
}

/** Follows a hashtag: its posts come into the home timeline. Answers the tag. */
export function postFollowTag(
  client: ApiClient,
  name: string,
): Promise<Hashtag> {
  return client.one("POST", tagPath(name, "/follow"), hashtagSchema);
}

export function postUnfollowTag(
  client: ApiClient,
  name: string,
): Promise<Hashtag> {
  return client.one("POST", tagPath(name, "/unfollow"), hashtagSchema);
}

export function getFollowedTags(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Hashtag>> {
  return client.page("/api/v1/followed_tags", hashtagSchema, paging, {
    signal,
  });
}

/** The viewer's featured hashtags. */
export function getFeaturedTags(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<FeaturedTag>> {
  return client.list("/api/v1/featured_tags", featuredTagSchema, { signal });
}

export function postFeaturedTag(
  client: ApiClient,
  name: string,
): Promise<FeaturedTag> {
  return client.one("POST", "/api/v1/featured_tags", featuredTagSchema, {
    body: { name },
  });
}

export async function deleteFeaturedTag(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request(
    "DELETE",
    `/api/v1/featured_tags/${encodeURIComponent(id)}`,
  );
}

/** Tags the viewer uses most and has not featured yet. */
export function getFeaturedTagSuggestions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<Hashtag>> {
  return client.list("/api/v1/featured_tags/suggestions", hashtagSchema, {
    signal,
  });
}

/** The hashtags an account features on its profile. */
export function getAccountFeaturedTags(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<FeaturedTag>> {
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/featured_tags`,
    featuredTagSchema,
    { signal },
  );
}
