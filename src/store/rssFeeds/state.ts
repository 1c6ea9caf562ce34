import type { RootState } from "../rootReducer";

/**
 * The RSS and Atom feeds the member follows into their home timeline
 * (Pleroma's `rss_feed_subscriptions`). A slice of its own that joins the
 * store when the settings section's code first loads (slice.ts).
 */
export interface RssFeedsState {
  /** Feed URLs as the server lists them; null until asked. */
  urls: string[] | null;
  /** Where each unsubscription still pending took its feed from, by request id. */
  removing: Record<string, number>;
}

export const INITIAL_RSS_FEEDS: RssFeedsState = { urls: null, removing: {} };

export function rssFeedsOf(state: RootState): RssFeedsState {
  return state.rssFeeds ?? INITIAL_RSS_FEEDS;
}
