// The server families the demo server can present itself as. Each is plain
// data: the version string and api_versions a real server of that family
// sends, the Pleroma-style feature list, which optional parts of the API it
// answers (anything else answers 404, as a server without it would), and how
// it spells ids and handles.

const PLEROMA_COMMON = [
  "pleroma_api",
  "mastodon_api",
  "mastodon_api_streaming",
  "polls",
  "v2_suggestions",
  "pleroma_explicit_addressing",
  "shareable_emoji_packs",
  "multifetch",
  "pleroma:api/v1/notifications:include_types_filter",
  "editing",
  "media_proxy",
  "relay",
  "pleroma_emoji_reactions",
  "exposable_reactions",
  "profile_directory",
  "custom_emoji_reactions",
];

/** The notification types every family sends. */
const BASIC_TYPES = [
  "mention",
  "reblog",
  "follow",
  "follow_request",
  "favourite",
  "poll",
];

/** Mastodon's, which its kin send too: posts of those followed, edits, staff notices. */
const MASTODON_TYPES = [
  ...BASIC_TYPES,
  "status",
  "update",
  "admin.sign_up",
  "admin.report",
];

/** What every full-sized family has; `strict` lacks them. */
const OPEN_SERVER = ["streaming", "publicReads", "hashtagSearch"];

/**
 * Capabilities:
 * - streaming: advertises a streaming URL and answers /api/v1/streaming
 *   (WebSocket and health); else both 404.
 * - publicReads: visitors may read public and hashtag timelines, account
 *   statuses and search; else those answer 401 `visitorError` without a token.
 * - hashtagSearch: search finds hashtags; else `hashtags` is always empty.
 * - instanceV2: answers GET /api/v2/instance (else only v1).
 * - groupedNotifications: answers /api/v2/notifications.
 * - pleromaReactions / fedibirdReactions: the reaction paths it answers.
 * - events, topics, remoteInteraction, directory, trends, chats: those endpoints.
 * - pleromaEntities: entities carry the `pleroma` object (Pleroma-style quotes, events, reactions).
 * - mastodonQuotes: statuses carry Mastodon 4.5 `quote` objects.
 * - translation: machine translation of posts (Mastodon's POST .../translate,
 *   Akkoma's GET .../translations/:language), from the seed data's English.
 * - The families' own features (issue 19), each turned on by what the family
 *   advertises, so /__control/family or /__control/extensions can switch them:
 *   groups (Pleroma feature `groups`), chatDelete (`chat_delete`), shoutbox
 *   (`shout`, the Phoenix socket on /socket/websocket), rssFeeds
 *   (`rss_feed_subscriptions`), circles and antennas (Fedibird capabilities
 *   `kmyblue_circle_history` and `kmyblue_antenna`); interactionRequests
 *   (GoToSocial), drive (the `iceshrimp` preset) and subscriptions (`mitra`);
 *   pixelfedGroups, Pixelfed's /api/v0/groups, and stories, its
 *   /api/web/stories/v1 (the `pixelfed` preset);
 *   dislikes, Friendica's /api/friendica/statuses/:id/dislike (`friendica`).
 */
export const FAMILIES = {
  mastodon: {
    label: "Mastodon",
    version: "4.5.0",
    api_versions: { mastodon: 7 },
    features: [],
    capabilities: [
      ...OPEN_SERVER,
      "instanceV2",
      "groupedNotifications",
      "fedibirdReactions",
      "directory",
      "trends",
      "mastodonQuotes",
      "translation",
    ],
    // kmyblue-style bookmark categories and Fedibird favourite lists, so the
    // client's fedibird-gated calls can be tried on a Mastodon-style family.
    fedibird: ["kmyblue_bookmark_category", "favourite_list"],
    notificationTypes: [...MASTODON_TYPES, "move", "quote", "emoji_reaction"],
  },
  pleroma: {
    label: "Pleroma",
    version: "2.7.2 (compatible; Pleroma 2.9.1)",
    api_versions: {},
    features: [
      ...PLEROMA_COMMON,
      "quote_posting",
      "events",
      "pleroma_chat_messages",
      "chat_messages",
      "chat_delete",
      "groups",
      "bubble_timeline",
      "bookmark_folders",
    ],
    capabilities: [
      ...OPEN_SERVER,
      "instanceV2",
      "pleromaReactions",
      "events",
      "topics",
      "remoteInteraction",
      "directory",
      "chats",
      "pleromaEntities",
    ],
    notificationTypes: [
      ...MASTODON_TYPES,
      "move",
      "emoji_reaction",
      "chat_mention",
      "event_reminder",
      "participation_request",
      "participation_accepted",
    ],
  },
  akkoma: {
    label: "Akkoma",
    version: "2.7.2 (compatible; Akkoma 3.15.2)",
    api_versions: {},
    features: [
      ...PLEROMA_COMMON,
      "akkoma_api",
      "akkoma:machine_translation",
      "pleroma:get:main/ostatus",
      "quote_posting",
      "bubble_timeline",
    ],
    capabilities: [
      ...OPEN_SERVER,
      "pleromaReactions",
      "topics",
      "remoteInteraction",
      "directory",
      "pleromaEntities",
    ],
    notificationTypes: [...MASTODON_TYPES, "move", "emoji_reaction"],
  },
  gotosocial: {
    label: "GoToSocial",
    version: "0.19.1",
    api_versions: {},
    features: [],
    capabilities: [...OPEN_SERVER, "instanceV2", "interactionRequests"],
    notificationTypes: [
      ...MASTODON_TYPES,
      "pending.favourite",
      "pending.reply",
      "pending.reblog",
    ],
  },
  // Iceshrimp.NET as its Mastodon-compatible API presents it: a drive of
  // files and folders under /api/iceshrimp/drive, whose files are the media
  // attachments of posts. Otherwise as `mastodon`.
  iceshrimp: {
    label: "Iceshrimp.NET",
    version: "4.2.1 (compatible; Iceshrimp.NET/2025.1)",
    api_versions: {},
    features: [],
    capabilities: [...OPEN_SERVER, "instanceV2", "drive"],
    notificationTypes: [...BASIC_TYPES, "update"],
  },
  // Pixelfed: its groups under /api/v0/groups (routes/groupsPixelfed.mjs),
  // the same seed groups as the Pleroma-style /api/v1/groups show, and its
  // stories under /api/web/stories/v1 (routes/stories.mjs).
  // Otherwise as `mastodon`.
  pixelfed: {
    label: "Pixelfed",
    version: "2.7.2 (compatible; Pixelfed 0.12.5)",
    api_versions: {},
    features: [],
    capabilities: [...OPEN_SERVER, "instanceV2", "pixelfedGroups", "stories"],
    notificationTypes: BASIC_TYPES,
  },
  // Friendica's Mastodon API: dislikes under /api/friendica/statuses
  // (dislikes.mjs), posts carrying a `friendica` object, and no
  // /accounts/lookup: /api/v1/accounts/{name} answers by nickname instead
  // (static/routes.config.php, `accountsByName`). Otherwise as `mastodon`.
  friendica: {
    label: "Friendica",
    version: "2.8.0 (compatible; Friendica 2024.08)",
    api_versions: {},
    features: [],
    capabilities: [...OPEN_SERVER, "instanceV2", "dislikes", "accountsByName"],
    notificationTypes: [...BASIC_TYPES, "update"],
  },
  // Mitra: paid subscriptions with Monero invoices. Otherwise as `mastodon`.
  mitra: {
    label: "Mitra",
    version: "3.0.0 (compatible; Mitra 4.20.0)",
    api_versions: {},
    features: [],
    capabilities: [...OPEN_SERVER, "instanceV2", "subscriptions"],
    notificationTypes: [...BASIC_TYPES, "update", "move"],
  },
  // A small single-user server of the Mastodon-API kind (issue 14): no
  // streaming, a token needed to read anything public, UUID post ids,
  // `<time>/<type>/<uuid>` notification ids, handles on a domain other than
  // the web host, v1 notifications only (so no notification policy either)
  // and no hashtags in search. Its errors read as the issue saw them: a bare
  // "unauthorized", and "Record not found" for a path it does not have.
  // Everything else is as for `mastodon`.
  strict: {
    label: "Strict",
    version: "4.3.0",
    api_versions: { mastodon: 1 },
    features: [],
    capabilities: [
      "instanceV2",
      "fedibirdReactions",
      "directory",
      "trends",
      "translation",
    ],
    ids: "uuid",
    localDomain: "strict.example",
    visitorError: "unauthorized",
    notFoundError: "Record not found",
    notificationTypes: MASTODON_TYPES,
  },
};

// kmyblue, the Mastodon fork (syaku/kmyblue), as its 19.x releases on
// Mastodon 4.3 present themselves: Mastodon's API with the Fedibird
// capabilities that turn on antennas, circles, mutuals-only posts
// (`visibility_mutual`), bookmark categories and favourite lists
// (app/helpers/kmyblue_capabilities_helper.rb). Otherwise as `mastodon`.
FAMILIES.kmyblue = {
  ...FAMILIES.mastodon,
  label: "kmyblue",
  version: "4.3.2+kmyblue.19.3",
  api_versions: { mastodon: 2 },
  fedibird: [
    "kmyblue_antenna",
    "kmyblue_circle_history",
    "visibility_mutual",
    "kmyblue_bookmark_category",
    "favourite_list",
  ],
};

/** Pleroma-style notification type names, as those servers send them. */
export const PLEROMA_TYPE_NAMES = {
  emoji_reaction: "pleroma:emoji_reaction",
  chat_mention: "pleroma:chat_mention",
  "admin.report": "pleroma:report",
};

/**
 * Resolves a family name plus optional overrides into the presented family.
 * @param {string} name mastodon | kmyblue | pleroma | akkoma | gotosocial | iceshrimp | friendica | mitra | pixelfed | strict
 * @param {{ version?: string, features?: string[], api_versions?: Record<string, number>, fedibird?: string[], capabilities?: string[] }} [overrides]
 */
export function resolveFamily(name = "mastodon", overrides = {}) {
  const base = FAMILIES[String(name).toLowerCase()];
  if (!base) {
    throw new Error(
      `demo server: unknown family "${name}" (known: ${Object.keys(FAMILIES).join(", ")})`,
    );
  }
  const features = overrides.features ?? base.features;
  const apiVersions = overrides.api_versions ?? base.api_versions;
  const fedibird = overrides.fedibird ?? base.fedibird ?? [];
  const capabilities = new Set(overrides.capabilities ?? base.capabilities);
  // What the advertised versions and features promise decides the answers,
  // so `--api-versions mastodon=1` or `--features` really turn things off.
  const level = apiVersions.mastodon ?? 0;
  const toggle = (name, on) =>
    on ? capabilities.add(name) : capabilities.delete(name);
  toggle("events", features.includes("events"));
  toggle(
    "groupedNotifications",
    level >= 2 || features.includes("mastodon_api_grouped_notifications"),
  );
  if (!capabilities.has("pleromaEntities"))
    toggle("mastodonQuotes", level >= 7);
  if (capabilities.has("pleromaEntities")) {
    toggle("pleromaReactions", features.includes("pleroma_emoji_reactions"));
    toggle("directory", features.includes("profile_directory"));
    toggle("translation", features.includes("akkoma:machine_translation"));
    toggle(
      "chats",
      features.includes("chat_messages") ||
        features.includes("pleroma_chat_messages"),
    );
  }
  for (const [capability, feature] of [
    ["groups", "groups"],
    ["chatDelete", "chat_delete"],
    ["shoutbox", "shout"],
    ["rssFeeds", "rss_feed_subscriptions"],
  ])
    toggle(capability, features.includes(feature));
  toggle("circles", fedibird.includes("kmyblue_circle_history"));
  toggle("antennas", fedibird.includes("kmyblue_antenna"));
  return {
    name: String(name).toLowerCase(),
    label: base.label,
    version: overrides.version ?? base.version,
    api_versions: apiVersions,
    features,
    fedibird,
    capabilities,
    notificationTypes: new Set(base.notificationTypes),
    ids: base.ids ?? "snowflake",
    /** The domain of local handles; null: the web host. */
    localDomain: base.localDomain ?? null,
    visitorError:
      base.visitorError ?? "This method requires an authenticated user",
    /** The error of a path the family does not answer. */
    notFoundError: base.notFoundError ?? "Not found",
    has: (capability) => capabilities.has(capability),
  };
}

/** Reads "mastodon=2,chuckya=1" into { mastodon: 2, chuckya: 1 }. */
export function parseApiVersions(text) {
  if (!text) return undefined;
  return Object.fromEntries(
    String(text)
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const [key, value] = pair.split("=");
        return [key.trim(), Number(value)];
      }),
  );
}
