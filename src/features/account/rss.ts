import type { Features } from "../../api/features";
import type { StoredAccount } from "../../store/normalize";

/**
 * The RSS feed of a local account (spec 01 section 2, spec 02 section 7.13):
 * `{url}.rss` on the main family, `{url}/feed.rss` elsewhere. Null for remote
 * accounts, servers without feeds, and accounts that turned their feed off
 * where the server lets them (GoToSocial's `enable_rss`).
 */
export function accountRssUrl(
  account: Pick<StoredAccount, "url" | "local" | "enable_rss">,
  features: Pick<
    Features,
    "rssFeeds" | "rssFeedsAtDotRss" | "accountEnableRss"
  >,
): string | null {
  if (!account.local || !account.url || !features.rssFeeds) return null;
  if (features.accountEnableRss && !account.enable_rss) return null;
  const base = account.url.replace(/\/+$/, "");
  return features.rssFeedsAtDotRss ? `${base}.rss` : `${base}/feed.rss`;
}
