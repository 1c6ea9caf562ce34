import type { AccountTab, TimelineSource } from "../api/endpoints/timelines";
import type { DetectedServer } from "../api/features";
import { familyPath } from "../api/familyPaths";

/**
 * Timeline keys name every list of statuses the store holds: `home`,
 * `public`, `public:local`, `public:remote`, `public:media`,
 * `public:local:media`, `hashtag:<tag>`, `hashtag:local:<tag>`, `list:<id>`,
 * `account:<id>:posts|with_replies|media`, `account:<id>:tag:<tag>`,
 * `quotes:<statusId>`. Tags are lower-cased.
 */

const PUBLIC = /^public(:local|:remote)?(:media)?$/;
const HASHTAG = /^hashtag:(local:)?(.+)$/;
const LIST = /^list:(.+)$/;
const ACCOUNT = /^account:([^:]+):(posts|with_replies|media)$/;
const ACCOUNT_TAG = /^account:([^:]+):tag:(.+)$/;
const QUOTES = /^quotes:(.+)$/;

export function accountTimelineKey(id: string, tab: AccountTab): string {
  return `account:${id}:${tab}`;
}

export function hashtagTimelineKey(tag: string, local = false): string {
  return `hashtag:${local ? "local:" : ""}${tag.toLowerCase()}`;
}

/**
 * The source a key names, or null for a key the store does not know (or, for
 * quotes, a server without a quotes endpoint).
 */
export function parseTimelineKey(
  key: string,
  server: DetectedServer,
): TimelineSource | null {
  if (key === "home") return { kind: "home" };
  const pub = PUBLIC.exec(key);
  if (pub) {
    return {
      kind: "public",
      local: pub[1] === ":local",
      remote: pub[1] === ":remote",
      onlyMedia: pub[2] === ":media",
    };
  }
  const tag = HASHTAG.exec(key);
  if (tag?.[2]) return { kind: "hashtag", tag: tag[2], local: !!tag[1] };
  const list = LIST.exec(key);
  if (list?.[1]) return { kind: "list", id: list[1] };
  const account = ACCOUNT.exec(key);
  if (account?.[1] && account[2]) {
    return { kind: "account", id: account[1], tab: toTab(account[2]) };
  }
  const accountTag = ACCOUNT_TAG.exec(key);
  if (accountTag?.[1] && accountTag[2]) {
    return { kind: "accountTag", id: accountTag[1], tag: accountTag[2] };
  }
  const quotes = QUOTES.exec(key);
  const path = familyPath(server, "quotes")?.path;
  if (quotes?.[1] && path) {
    return { kind: "quotes", statusId: quotes[1], path };
  }
  return null;
}

function toTab(tab: string): AccountTab {
  return tab === "with_replies" || tab === "media" ? tab : "posts";
}

/**
 * Whether a trimmed window can be paged again by status id. Mastodon pages
 * quotes by the ids of its quote records, not of the statuses, so a quotes
 * list is never cut.
 */
export function isWindowed(key: string): boolean {
  return !QUOTES.test(key);
}
