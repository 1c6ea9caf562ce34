import {
  deleteRssFeedSubscription,
  getRssFeedSubscriptions,
  postRssFeedSubscription,
} from "../../api/endpoints/rssFeedSubscriptions";
import { createAppAsyncThunk } from "../hooks";

/* RSS feed subscriptions (gate `rssFeedSubscriptions`; api/endpoints/rssFeedSubscriptions.ts). */

export const fetchRssFeeds = createAppAsyncThunk(
  "rssFeeds/fetch",
  async (_arg: undefined, { extra, signal }) => ({
    urls: (await getRssFeedSubscriptions(extra.client, signal)).map(
      (feed) => feed.url,
    ),
  }),
  { optional: "rssFeedSubscriptions" },
);

/** Follows a feed; the form says a refusal (an invalid URL) in place. */
export const subscribeRssFeed = createAppAsyncThunk(
  "rssFeeds/subscribe",
  async ({ url }: { url: string }, { extra }) => ({
    url: (await postRssFeedSubscription(extra.client, url)).url,
  }),
  { silent: true, fields: true },
);

export const unsubscribeRssFeed = createAppAsyncThunk(
  "rssFeeds/unsubscribe",
  async ({ url }: { url: string }, { extra }) => {
    await deleteRssFeedSubscription(extra.client, url);
  },
);
