// The server families the demo server can present itself as. Each is plain
// data: the version string and api_versions a real server of that family
// sends, the Pleroma-style feature list, and which optional parts of the API
// it answers (anything else answers 404, as a server without it would).

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

/**
 * Capabilities:
 * - instanceV2: answers GET /api/v2/instance (else only v1).
 * - groupedNotifications: answers /api/v2/notifications.
 * - pleromaReactions / fedibirdReactions: the reaction paths it answers.
 * - events, topics, remoteInteraction, directory, trends, chats: those endpoints.
 * - pleromaEntities: entities carry the `pleroma` object (Pleroma-style quotes, events, reactions).
 * - mastodonQuotes: statuses carry Mastodon 4.5 `quote` objects.
 * - translation: machine translation of posts (Mastodon's POST .../translate,
 *   Akkoma's GET .../translations/:language), from the seed data's English.
 */
export const FAMILIES = {
  mastodon: {
    label: "Mastodon",
    version: "4.5.0",
    api_versions: { mastodon: 7 },
    features: [],
    capabilities: [
      "instanceV2",
      "groupedNotifications",
      "fedibirdReactions",
      "directory",
      "trends",
      "mastodonQuotes",
      "translation",
    ],
    notificationTypes: [
      "mention",
      "status",
      "reblog",
      "follow",
      "follow_request",
      "favourite",
      "poll",
      "update",
      "admin.sign_up",
      "admin.report",
      "move",
      "quote",
      "emoji_reaction",
    ],
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
      "bubble_timeline",
    ],
    capabilities: [
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
      "mention",
      "status",
      "reblog",
      "follow",
      "follow_request",
      "favourite",
      "poll",
      "update",
      "admin.sign_up",
      "admin.report",
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
      "pleromaReactions",
      "topics",
      "remoteInteraction",
      "directory",
      "pleromaEntities",
    ],
    notificationTypes: [
      "mention",
      "status",
      "reblog",
      "follow",
      "follow_request",
      "favourite",
      "poll",
      "update",
      "admin.sign_up",
      "admin.report",
      "move",
      "emoji_reaction",
    ],
  },
  gotosocial: {
    label: "GoToSocial",
    version: "0.19.1",
    api_versions: {},
    features: [],
    capabilities: ["instanceV2"],
    notificationTypes: [
      "mention",
      "status",
      "reblog",
      "follow",
      "follow_request",
      "favourite",
      "poll",
      "update",
      "admin.sign_up",
      "admin.report",
    ],
  },
};

/** Pleroma-style notification type names, as those servers send them. */
export const PLEROMA_TYPE_NAMES = {
  emoji_reaction: "pleroma:emoji_reaction",
  chat_mention: "pleroma:chat_mention",
  "admin.report": "pleroma:report",
};

/**
 * Resolves a family name plus optional overrides into the presented family.
 * @param {string} name mastodon | pleroma | akkoma | gotosocial
 * @param {{ version?: string, features?: string[], api_versions?: Record<string, number>, capabilities?: string[] }} [overrides]
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
  return {
    name: String(name).toLowerCase(),
    label: base.label,
    version: overrides.version ?? base.version,
    api_versions: apiVersions,
    features,
    capabilities,
    notificationTypes: new Set(base.notificationTypes),
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
