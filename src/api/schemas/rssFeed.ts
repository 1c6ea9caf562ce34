import * as z from "zod/mini";
import { safeUrl } from "./utils";
import { object } from "./zodInternals";

/** A feed the member follows into their home timeline (Pleroma's `rss_feed_subscriptions`). */
export const rssFeedSubscriptionSchema = object({
  url: safeUrl,
});

export type RssFeedSubscription = z.infer<typeof rssFeedSubscriptionSchema>;
