import type { FilterContext } from "../api/endpoints/filters";
import type { AccountTab, TimelineSource } from "../api/endpoints/timelines";
import type { Status } from "../api/schemas/status";
import type { StreamSubscribeParams } from "./middleware/streaming";

/**
 * The store's keys, read and written only here.
 *
 * Timeline keys name every list of statuses the store holds: `home`,
 * `public`, `public:local`, `public:remote`, `public:media`,
 * `public:local:media`, `hashtag:<tag>`, `hashtag:local:<tag>`, `list:<id>`,
 * `circle:<id>`, `antenna:<id>`, `account:<id>:posts|with_replies|media`,
 * `account:<id>:tag:<tag>`, `quotes:<statusId>`, `group:<id>`. Tags are
 * lower-cased.
 *
 * Stream keys name one subscription of the multiplexed socket (spec 02
 * section 7.9): `user`, `user:notification`, `direct`, `public`,
 * `public:local`, `public:remote`, `public:media`, `public:local:media`,
 * `hashtag:<tag>`, `hashtag:local:<tag>`, `list:<id>`, `antenna:<id>` (kmyblue
 * streams an antenna's catches as `["antenna", id]`). Tags are lower-cased so
 * a subscription and the frames it receives always agree. A stream that
 * feeds a timeline has that timeline's key, except `user`, which feeds `home`.
 */

const PUBLIC = /^public(:local|:remote)?(:media)?$/;
/** `hashtag` or `hashtag:local`, then the tag. */
const HASHTAG = /^(hashtag(?::local)?):(.+)$/;
const LIST = /^list:(.+)$/;
/** kmyblue: a circle's post history and an antenna's timeline. */
const COLLECTION = /^(circle|antenna):(.+)$/;
const ANTENNA = /^antenna:(.+)$/;
const ACCOUNT = /^account:([^:]+):(posts|with_replies|media)$/;
const ACCOUNT_TAG = /^account:([^:]+):tag:(.+)$/;
const QUOTES = /^quotes:(.+)$/;
const GROUP = /^group:(.+)$/;

// Timeline keys

export function accountTimelineKey(id: string, tab: AccountTab): string {
  return `account:${id}:${tab}`;
}

export function hashtagTimelineKey(tag: string, local = false): string {
  return `hashtag:${local ? "local:" : ""}${tag.toLowerCase()}`;
}

export function listTimelineKey(id: string): string {
  return `list:${id}`;
}

export function circleTimelineKey(id: string): string {
  return `circle:${id}`;
}

export function antennaTimelineKey(id: string): string {
  return `antenna:${id}`;
}

export function groupTimelineKey(id: string): string {
  return `group:${id}`;
}

/** The group a timeline key names, or null (the collector keeps a shown group's entity). */
export function groupOfTimelineKey(key: string): string | null {
  return GROUP.exec(key)?.[1] ?? null;
}

/**
 * Where a timeline's posts are, for the viewer's filters (spec 02 section
 * 7.5), as Mastodon files them: home and lists are `home`, the public and
 * hashtag timelines `public`, a profile's `account`, a post's quotes
 * `thread`.
 */
export function filterContextOfTimeline(key: string): FilterContext | null {
  if (key === "home" || LIST.test(key) || COLLECTION.test(key)) return "home";
  if (PUBLIC.test(key) || HASHTAG.test(key)) return "public";
  if (ACCOUNT.test(key) || ACCOUNT_TAG.test(key)) return "account";
  return QUOTES.test(key) ? "thread" : null;
}

/**
 * The author's profile timelines a new post of theirs belongs in (when they
 * are loaded): with replies always, posts unless it is a reply, media when it
 * has some.
 */
export function profileTimelineKeys(status: Status): string[] {
  const author = status.account.id;
  const keys = [accountTimelineKey(author, "with_replies")];
  if (status.in_reply_to_id === null) {
    keys.push(accountTimelineKey(author, "posts"));
  }
  if (status.media_attachments.length > 0) {
    keys.push(accountTimelineKey(author, "media"));
  }
  return keys;
}

/**
 * The source a key names, or null for a key the store does not know. Where
 * the server serves it is the API layer's choice (`timelineRequest`).
 */
export function parseTimelineKey(key: string): TimelineSource | null {
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
  if (tag?.[1] && tag[2]) {
    return { kind: "hashtag", tag: tag[2], local: tag[1] === "hashtag:local" };
  }
  const list = LIST.exec(key);
  if (list?.[1]) return { kind: "list", id: list[1] };
  const collection = COLLECTION.exec(key);
  if (collection?.[2]) {
    const kind = collection[1] === "circle" ? "circle" : "antenna";
    return { kind, id: collection[2] };
  }
  const account = ACCOUNT.exec(key);
  if (account?.[1] && account[2]) {
    return { kind: "account", id: account[1], tab: toTab(account[2]) };
  }
  const accountTag = ACCOUNT_TAG.exec(key);
  if (accountTag?.[1] && accountTag[2]) {
    return { kind: "accountTag", id: accountTag[1], tag: accountTag[2] };
  }
  const quotes = QUOTES.exec(key);
  if (quotes?.[1]) return { kind: "quotes", statusId: quotes[1] };
  const group = groupOfTimelineKey(key);
  if (group) return { kind: "group", id: group };
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

// Stream keys

export type StreamKey = string;

/** The fields of the subscribe and unsubscribe frames for a stream. */
export function streamKeyToParams(key: StreamKey): StreamSubscribeParams {
  const tagged = HASHTAG.exec(key);
  if (tagged?.[1] && tagged[2]) {
    return { stream: tagged[1], tag: tagged[2].toLowerCase() };
  }
  const list = LIST.exec(key);
  if (list?.[1]) return { stream: "list", list: list[1] };
  const antenna = ANTENNA.exec(key);
  if (antenna?.[1]) return { stream: "antenna", antenna: antenna[1] };
  return { stream: key };
}

/** The key of a frame's `stream` array, e.g. `["hashtag", "Potluck"]` → `hashtag:potluck`. */
export function streamKeyFromFrame(stream: readonly string[]): StreamKey {
  const [name = "", arg] = stream;
  if (arg === undefined || arg === "") return name;
  return name.startsWith("hashtag")
    ? `${name}:${arg.toLowerCase()}`
    : `${name}:${arg}`;
}

/**
 * The timeline a stream feeds, or null for streams that feed none
 * (`user:notification` and `direct` carry notifications and conversations).
 */
export function streamKeyToTimelineKey(key: StreamKey): string | null {
  if (key === "user") return "home";
  if (PUBLIC.test(key) || LIST.test(key) || ANTENNA.test(key)) return key;
  const tagged = HASHTAG.exec(key);
  if (tagged?.[1] && tagged[2]) {
    return `${tagged[1]}:${tagged[2].toLowerCase()}`;
  }
  return null;
}

/** The stream that feeds a timeline, or null (account timelines, quotes). */
export function timelineKeyToStreamKey(timelineKey: string): StreamKey | null {
  if (timelineKey === "home") return "user";
  if (
    PUBLIC.test(timelineKey) ||
    LIST.test(timelineKey) ||
    ANTENNA.test(timelineKey)
  )
    return timelineKey;
  return HASHTAG.test(timelineKey) ? timelineKey : null;
}
