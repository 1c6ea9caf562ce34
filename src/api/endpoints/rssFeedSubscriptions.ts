import type { ApiClient } from "../client";
import {
  rssFeedSubscriptionSchema,
  type RssFeedSubscription,
} from "../schemas/rssFeed";

/**
 * RSS and Atom feeds the member follows into their home timeline (gate
 * `rssFeedSubscriptions`, the Pleroma feature of that name): GET, POST and
 * DELETE of /api/v1/pleroma/rss_feed_subscriptions, a feed named by its
 * `url` (spec 02 section 7.13; notes section 6.2).
 */

const PATH = "/api/v1/pleroma/rss_feed_subscriptions";

export async function getRssFeedSubscriptions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<RssFeedSubscription[]> {
  const page = await client.list(PATH, rssFeedSubscriptionSchema, { signal });
  return page.items;
}

export function postRssFeedSubscription(
  client: ApiClient,
  url: string,
): Promise<RssFeedSubscription> {
  return client.one("POST", PATH, rssFeedSubscriptionSchema, {
    body: { url },
  });
}

export async function deleteRssFeedSubscription(
  client: ApiClient,
  url: string,
): Promise<void> {
  await client.request("DELETE", PATH, { body: { url } });
}
