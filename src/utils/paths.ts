/**
 * Path builders for the routes of spec 01 section 2, relative to the router's
 * basename. Every link in the app is built here, so a route changes in one place.
 */

const enc = (value: string) => encodeURIComponent(value);

const MEMBER_HOME = "/home";

/** The staff console's section paths under `/admin` (the dashboard is `/admin` itself). */
export type AdminPathSegment =
  | "reports"
  | "accounts"
  | "domains"
  | "ip_blocks"
  | "email_blocks"
  | "rules"
  | "relays"
  | "invites"
  | "announcements"
  | "log"
  | "config"
  | "groups";

/** The member's settings sections, each under `/settings`. */
export type SettingsSection =
  | "profile"
  | "preferences"
  | "notifications"
  | "security"
  | "data"
  | "rss"
  | "subscriptions"
  | "debug";

export const paths = {
  home: () => "/",
  tag: (tag: string) => `/tags/${enc(tag.replace(/^#/, ""))}`,
  search: (q?: string, type?: string) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (type) params.set("type", type);
    const query = params.toString();
    return query ? `/search?${query}` : "/search";
  },
  account: (acct: string) => `/@${acct}`,
  accountWithReplies: (acct: string) => `/@${acct}/with_replies`,
  accountMedia: (acct: string) => `/@${acct}/media`,
  accountTag: (acct: string, tag: string) => `/@${acct}/tags/${enc(tag)}`,
  status: (acct: string, id: string) => `/@${acct}/posts/${enc(id)}`,
  quotes: (acct: string, id: string) => `/@${acct}/posts/${enc(id)}/quotes`,
  event: (acct: string, id: string) => `/@${acct}/events/${enc(id)}`,
  eventDiscussion: (acct: string, id: string) =>
    `/@${acct}/events/${enc(id)}/discussion`,
  eventParticipations: (acct: string, id: string) =>
    `/@${acct}/events/${enc(id)}/participations`,
  eventParticipationRequests: (acct: string, id: string) =>
    `/@${acct}/events/${enc(id)}/participation_requests`,
  // Member routes (ours to choose; spec 01 leaves them out).
  memberHome: () => MEMBER_HOME,
  compose: (mention?: string) =>
    mention ? `/compose?mention=${enc(mention)}` : "/compose",
  notifications: (filter?: string) =>
    filter && filter !== "all"
      ? `/notifications?filter=${enc(filter)}`
      : "/notifications",
  followRequests: () => "/follow_requests",
  // Discovery (issue 17).
  explore: (tab?: "tags" | "links" | "suggestions") =>
    tab ? `/explore/${tab}` : "/explore",
  followedTags: () => "/followed_tags",
  /** The federated timeline; `scope` narrows it to this server or the others. */
  publicTimeline: (scope?: "local" | "remote", onlyMedia = false) =>
    `/public${scope ? `/${scope}` : ""}${onlyMedia ? "?media=true" : ""}`,
  // People lists (issue 17).
  followers: (acct: string) => `/@${acct}/followers`,
  following: (acct: string) => `/@${acct}/following`,
  featured: (acct: string) => `/@${acct}/featured`,
  listening: (acct: string) => `/@${acct}/listening`,
  rebloggedBy: (acct: string, id: string) =>
    `/@${acct}/posts/${enc(id)}/reblogs`,
  favouritedBy: (acct: string, id: string) =>
    `/@${acct}/posts/${enc(id)}/favourites`,
  outgoingFollowRequests: () => "/follow_requests/outgoing",
  mutes: () => "/mutes",
  blocks: () => "/blocks",
  domainBlocks: () => "/domain_blocks",
  // Bookmarks, likes, direct messages, scheduled posts (issue 17).
  bookmarks: (folderId?: string) =>
    folderId ? `/bookmarks/${enc(folderId)}` : "/bookmarks",
  favourites: () => "/favourites",
  conversations: () => "/conversations",
  scheduled: () => "/scheduled",
  // Lists and filters (issue 17).
  lists: () => "/lists",
  list: (id: string) => `/lists/${enc(id)}`,
  filters: () => "/filters",
  // Pleroma chats (issue 19).
  chats: () => "/chats",
  chat: (id: string) => `/chats/${enc(id)}`,
  shoutbox: () => "/shoutbox",
  // The families' own features (issue 19).
  interactionRequests: () => "/interaction_requests",
  events: () => "/events",
  newEvent: () => "/events/new",
  editEvent: (id: string) => `/events/${enc(id)}/edit`,
  circles: () => "/circles",
  circle: (id: string) => `/circles/${enc(id)}`,
  antennas: () => "/antennas",
  antenna: (id: string) => `/antennas/${enc(id)}`,
  groups: () => "/groups",
  /** A group's posts, or its members or join requests. */
  group: (id: string, tab?: "members" | "requests") =>
    `/groups/${enc(id)}${tab ? `/${tab}` : ""}`,
  drive: (folderId?: string) =>
    folderId ? `/drive/${enc(folderId)}` : "/drive",
  /** The sign-in screen; `next` is where to go once signed in. */
  login: (next?: string) =>
    next && next !== MEMBER_HOME && safeReturnPath(next) === next
      ? `/login?next=${enc(next)}`
      : "/login",
  // The staff console (issue 16): sections by their path segment.
  admin: (segment?: AdminPathSegment) =>
    segment ? `/admin/${segment}` : "/admin",
  adminReport: (id: string) => `/admin/reports/${enc(id)}`,
  adminAccount: (id: string) => `/admin/accounts/${enc(id)}`,
  // The member's settings (issue 18); `/settings` opens the profile.
  settings: (section: SettingsSection = "profile") => `/settings/${section}`,
} as const;

/**
 * A return path from a query parameter, if it is an app path: absolute
 * (`/…`), not protocol-relative (`//host`), and not a sign-in route (no loop).
 * Anything else gives the home timeline.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || /^\/[/\\]/.test(value)) return MEMBER_HOME;
  if (/^\/login(\/|\?|$)/.test(value)) return MEMBER_HOME;
  return value;
}

/** Reads the account part of a `@user` or `@user@domain` path segment; null when it is not one. */
export function parseAcctSegment(segment: string | undefined): string | null {
  if (!segment?.startsWith("@")) return null;
  const acct = decodeURIComponent(segment.slice(1));
  return /^[^@\s/]+(@[^@\s/]+)?$/.test(acct) ? acct : null;
}
