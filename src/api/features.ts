import { isAtLeast } from "./version";

/**
 * Feature gating as data (STYLE.md section 5): each feature lists the
 * conditions under which a server has it; any one suffices. `supports()` is
 * the only reader. Sources: notes/server-families.md section 1.3, with the
 * additions marked below. api_versions keys are those built by the instance
 * schema: `<feature>.pleroma` (pleroma.metadata.features, prefix stripped),
 * `<capability>.fedibird` (fedibird_capabilities) and the server's own keys.
 */

export const FAMILIES = [
  "Akkoma",
  "Ditto",
  "Egregoros",
  "Firefish",
  "Friendica",
  "GoToSocial",
  "Hollo",
  "Iceshrimp",
  "Iceshrimp.NET",
  "Mastodon",
  "Mitra",
  "NeoDB",
  "Pixelfed",
  "Pleroma",
  "Sharkey",
  "snac",
  "Takahe",
  "Toki",
  "WordPress",
] as const;

/** Server software as named in `(compatible; <name> <version>)`; Iceshrimp is the JS Misskey fork. */
export type Family = (typeof FAMILIES)[number];

/** What detection yields. `software` is null when the family cannot be told. */
export interface DetectedServer {
  readonly software: string | null;
  readonly version: string;
  readonly compatVersion: string;
  /** Fork or build label from `+` metadata (`glitch`, `hometown`) or a commit, lower-cased. */
  readonly build: string | null;
}

/** Booleans read from instance metadata rather than from the family. */
export type Capability =
  | "federating"
  | "featureQuote"
  | "markupHeadings"
  | "markupInlineImages"
  | "multitenancy"
  | "reactionsConfigured"
  | "richPostFormats"
  | "streamingUrl"
  | "translationEnabled"
  | "unauthenticatedTranslation";

export type Condition =
  /** This family, optionally from a version (inclusive) or only a given build. */
  | {
      readonly family: Family;
      readonly minVersion?: string;
      readonly build?: string;
    }
  /** api_versions[apiVersion] >= min. */
  | { readonly apiVersion: string; readonly min: number }
  | { readonly capability: Capability }
  /** Any software, known or not, other than these. */
  | { readonly notFamily: readonly Family[] }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] };

export interface FeatureContext {
  readonly server: DetectedServer;
  readonly apiVersions: Readonly<Record<string, number>>;
  readonly capabilities: Readonly<Record<Capability, boolean>>;
}

const families = (...names: Family[]): Condition[] =>
  names.map((family) => ({ family }));
const since = (family: Family, minVersion: string): Condition => ({
  family,
  minVersion,
});
const api = (apiVersion: string, min = 1): Condition => ({ apiVersion, min });
const capability = (name: Capability): Condition => ({ capability: name });

/** An empty conjunction holds; an empty disjunction never does. */
const ALWAYS: Condition = { all: [] };
const NEVER: Condition = { any: [] };

/**
 * The extended Pleroma API that the directory and topics panels need (spec 01
 * section 2, spec 02 section 5). Chosen key: `profile_directory` in
 * pleroma.metadata.features, advertised by Pleroma and Akkoma when the
 * directory and the account hashtag (topics) endpoints are served.
 */
const EXTENDED_API: readonly Condition[] = [api("profile_directory.pleroma")];

const TRANSLATIONS: readonly Condition[] = [
  api("translation.pleroma"),
  api("machine_translation.pleroma"),
  capability("translationEnabled"),
];

const PLEROMA_ONLY = families("Akkoma", "Pleroma");

export const FEATURES = {
  accountAvatarDescription: [
    since("Akkoma", "3.19.0"),
    since("GoToSocial", "0.17.0"),
    ...families("Iceshrimp.NET"),
    since("Pleroma", "2.8.0"),
    api("chuckya"),
    api("mastodon", 11),
  ],
  accountBackups: PLEROMA_ONLY,
  accountByUsername: families("Akkoma", "Mitra", "Pleroma"),
  accountCreation: [ALWAYS],
  accountDiscoverability: [
    ...families(
      "Friendica",
      "GoToSocial",
      "Hollo",
      "Mastodon",
      "Mitra",
      "Sharkey",
    ),
    api("profile_directory.pleroma"),
  ],
  accountEnableRss: families("GoToSocial"),
  accountEndorsements: [since("Pleroma", "2.5.0"), api("mastodon", 6)],
  accountIsCat: [api("is_cat.pleroma")],
  accountLocation: [api("account_location.pleroma")],
  accountLookup: [
    ...families(
      "Akkoma",
      "Ditto",
      "Firefish",
      "GoToSocial",
      "Hollo",
      "Iceshrimp",
    ),
    ...families(
      "Iceshrimp.NET",
      "Mastodon",
      "Mitra",
      "NeoDB",
      "Sharkey",
      "snac",
    ),
    ...families("Toki", "WordPress"),
    since("Pleroma", "2.5.0"),
    since("Takahe", "0.6.1"),
  ],
  accountMentionPolicy: families("Mitra"),
  accountMoving: [...families("Akkoma"), since("Pleroma", "2.5.0")],
  accountNotifies: [
    ...families("Akkoma", "GoToSocial", "Mastodon"),
    since("Pleroma", "2.5.0"),
  ],
  accountNotifiesControl: [api("notifies_control.pleroma")],
  accountWebIncludeBoosts: [since("GoToSocial", "0.21.0")],
  accountWebLayout: [since("GoToSocial", "0.19.0")],
  accountWebVisibility: [since("GoToSocial", "0.17.0")],
  addressableLists: PLEROMA_ONLY,
  adminCustomEmojis: families("GoToSocial"),
  adminCustomEmojiCategories: families("GoToSocial"),
  adminDeleteStatus: families("Akkoma", "Iceshrimp.NET", "Mitra", "Pleroma"),
  // Additions for the staff console (issue 16): Mastodon's allow, IP and
  // e-mail blocks came with its 4.0 admin API; Pleroma's allows are the
  // `:mrf_simple` `:accept` list.
  adminCanonicalEmailBlocks: [since("Mastodon", "4.0.0")],
  adminDomainAllows: [
    since("Mastodon", "4.0.0"),
    ...families("Akkoma", "GoToSocial", "Pleroma"),
  ],
  adminDomainBlocks: families("Akkoma", "GoToSocial", "Mastodon", "Pleroma"),
  adminDomainKeysExpire: families("GoToSocial"),
  adminDomainLimits: families("GoToSocial"),
  adminDomainPermissionSubscriptions: [since("GoToSocial", "0.18.0")],
  adminEmailDomainBlocks: [since("Mastodon", "4.0.0")],
  adminEmailTest: families("GoToSocial"),
  adminHeaderFilters: [since("GoToSocial", "0.16.0")],
  adminInstances: families("GoToSocial"),
  adminIpBlocks: [since("Mastodon", "4.0.0")],
  adminMediaModeration: families("GoToSocial"),
  adminRelaySubscriptions: families("GoToSocial"),
  /**
   * Staff are told by the role's name (`admin`), not by Mastodon's permission
   * bits: GoToSocial sent only the name (gotosocial#1045) before it sent a
   * bitmap too (#3115), and its admin API answers admins only.
   */
  adminRoleByName: families("GoToSocial"),
  adminReportForwarding: families("Iceshrimp.NET"),
  adminRules: [...families("GoToSocial"), since("Pleroma", "2.7.0")],
  adminRulesPriority: [since("Pleroma", "2.7.0")],
  announcements: [
    ...families("Akkoma", "Firefish", "Iceshrimp", "Iceshrimp.NET", "Mastodon"),
    ...families("NeoDB", "Pleroma", "Sharkey", "snac"),
    since("Takahe", "0.7.0"),
  ],
  announcementsReactions: families("Mastodon"),
  antennas: [api("kmyblue_antenna.fedibird")],
  /** POST /api/v1/accounts/authorize_iceshrimp: the key for /api/iceshrimp/* paths. */
  authorizeIceshrimp: [since("Iceshrimp.NET", "2025.1.1")],
  birthdays: families("Pleroma"),
  bites: [...families("Iceshrimp.NET", "Toki"), api("bites.pleroma")],
  blockersVisible: [
    { notFamily: ["Akkoma", "Pleroma"] },
    api("blockers_visible.pleroma"),
  ],
  blocksDuration: [api("block_expiration.pleroma")],
  bookmarkFolderEmojis: [api("bookmark_folders.pleroma")],
  bookmarkFolders: [
    api("bookmark_folders.pleroma"),
    api("kmyblue_bookmark_category.fedibird"),
  ],
  bookmarkFoldersMultiple: [api("kmyblue_bookmark_category.fedibird")],
  bookmarks: [
    ...families("Akkoma", "Ditto", "Firefish", "Friendica", "GoToSocial"),
    ...families("Hollo", "Iceshrimp", "Iceshrimp.NET", "Mastodon", "NeoDB"),
    ...families("Pixelfed", "Pleroma", "Sharkey", "Toki"),
    since("Mitra", "3.3.0"),
    since("Takahe", "0.9.0"),
  ],
  bots: [
    ...families("Akkoma", "GoToSocial", "Hollo", "Iceshrimp", "Iceshrimp.NET"),
    ...families("Mastodon", "Pixelfed", "Pleroma", "snac"),
    since("Mitra", "3.22.0"),
  ],
  bubbleDomainList: [api("chuckya")],
  bubbleTimeline: [
    api("bubble_timeline.pleroma"),
    ...families("Iceshrimp.NET"),
  ],
  bubbleTimelineStreaming: families("Iceshrimp.NET"),
  changeEmail: [...PLEROMA_ONLY, since("GoToSocial", "0.16.0")],
  changePassword: [
    ...families("Akkoma", "GoToSocial", "Iceshrimp.NET", "Mitra", "Pixelfed"),
    ...families("Pleroma"),
  ],
  chats: [api("chat_messages.pleroma")],
  chatsDelete: [api("chat_delete.pleroma")],
  circles: [api("kmyblue_circle_history.fedibird")],
  composeAllowHeadings: [
    { notFamily: ["Akkoma", "Pleroma"] },
    capability("markupHeadings"),
  ],
  composeAllowInlineImages: [capability("markupInlineImages")],
  conversations: [
    ...families(
      "Akkoma",
      "Firefish",
      "Friendica",
      "Iceshrimp",
      "Iceshrimp.NET",
    ),
    ...families(
      "Mastodon",
      "NeoDB",
      "Pixelfed",
      "Pleroma",
      "Sharkey",
      "Takahe",
    ),
    since("GoToSocial", "0.17.0"),
  ],
  conversationsByRecipients: PLEROMA_ONLY,
  createStatusConversationScope: families("Mitra"),
  createStatusExpiration: PLEROMA_ONLY,
  createStatusExplicitAddressing: [
    ...families("Ditto"),
    api("explicit_addressing.pleroma"),
  ],
  createStatusReplyToConversation: PLEROMA_ONLY,
  createStatusListScope: PLEROMA_ONLY,
  createStatusLocalScope: families("Akkoma", "Iceshrimp.NET", "Pleroma"),
  createStatusMutualsOnlyScope: families("GoToSocial"),
  /**
   * Addition: kmyblue's mutuals-only posts, visibility `mutual` (a limited
   * scope), advertised as the Fedibird capability `visibility_mutual`
   * (syaku/kmyblue app/helpers/kmyblue_capabilities_helper.rb,
   * app/services/post_status_service.rb).
   */
  createStatusMutualScope: [api("visibility_mutual.fedibird")],
  createStatusSubscribersScope: families("Mitra"),
  createStatusPreview: families("Akkoma", "Mitra", "Pleroma"),
  customEmojiReacts: [
    api("custom_emoji_reactions.pleroma"),
    // The notes say "Ditto > 1.2.0"; versions carry no pre-release here, so >= 1.2.1.
    since("Ditto", "1.2.1"),
    ...families("Hollo"),
    since("Mitra", "3.4.0"),
  ],
  // Addition: Mitra >= 2.14 deletes accounts too (without a password; see familyPaths).
  deleteAccount: [
    ...families("Akkoma", "GoToSocial", "Pleroma"),
    since("Mitra", "2.14.0"),
  ],
  deleteAccountWithoutPassword: [since("Mitra", "2.14.0")],
  deleteMedia: [api("mastodon", 4)],
  disableMfaWithCode: families("Iceshrimp.NET"),
  /**
   * Addition: a member's own domain blocks (GET/POST/DELETE
   * /api/v1/domain_blocks), served by Mastodon since 1.4 and by Pleroma and
   * Akkoma; GoToSocial keeps domain blocks for admins only.
   */
  domainBlocks: families("Akkoma", "Mastodon", "Pleroma"),
  domains: [capability("multitenancy")],
  drive: families("Iceshrimp.NET"),
  editProfile: [
    ...families("Akkoma", "Firefish", "Friendica", "GoToSocial", "Iceshrimp"),
    ...families("Iceshrimp.NET", "Mastodon", "Mitra", "NeoDB", "Pixelfed"),
    ...families("Pleroma", "Toki"),
    since("Takahe", "0.7.0"),
  ],
  editStatuses: [
    ...families("Firefish", "Hollo", "Iceshrimp", "Iceshrimp.NET"),
    ...families("Mitra", "NeoDB", "Sharkey"),
    // Addition: Mastodon's edit API arrived in 3.5 (the notes leave Mastodon unversioned).
    since("Mastodon", "3.5.0"),
    since("Friendica", "2022.12.0"),
    since("GoToSocial", "0.18.0"),
    since("Takahe", "0.8.0"),
    api("editing.pleroma"),
  ],
  embeds: families("Mastodon"),
  emojiReacts: [
    ...families("Akkoma", "Firefish", "Hollo", "Pleroma"),
    since("Mitra", "2.21.0"),
    capability("reactionsConfigured"),
  ],
  emojiReactsList: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    api("emoji_reaction.fedibird"),
  ],
  events: [api("events.pleroma")],
  exportBlocks: [since("GoToSocial", "0.17.0")],
  exportFollowers: [since("GoToSocial", "0.17.0"), since("Mitra", "1.27.0")],
  exportFollows: [since("GoToSocial", "0.17.0"), since("Mitra", "1.27.0")],
  exportLists: [since("GoToSocial", "0.17.0")],
  exportMutes: [since("GoToSocial", "0.17.0")],
  exposableReactions: [
    ...families("Firefish", "Friendica", "GoToSocial", "Hollo", "Iceshrimp"),
    ...families("Iceshrimp.NET", "Mastodon", "NeoDB", "Sharkey", "Toki"),
    since("Mitra", "4.5.0"),
    since("Takahe", "0.6.1"),
    api("exposable_reactions.pleroma"),
  ],
  familiarFollowers: [
    ...families("Ditto", "Hollo", "Mastodon", "NeoDB", "Pixelfed", "Takahe"),
    since("Pleroma", "2.7.0"),
  ],
  featuredTags: [
    ...families("Hollo", "Mastodon", "NeoDB"),
    since("Takahe", "0.12.0"),
  ],
  federating: [capability("federating")],
  filters: [
    ...families("Akkoma", "GoToSocial", "Pleroma", "Sharkey"),
    // Addition: Mastodon has served v1 filters since 2.4.3; before 4.0 (no
    // filtersV2) they are its only filters, the v1 fallback of spec 02 section 5.
    since("Mastodon", "2.4.3"),
  ],
  filtersV2: [
    ...families("Iceshrimp.NET"),
    since("GoToSocial", "0.16.0"),
    // Addition: /api/v2/filters arrived in Mastodon 4.0 (the notes leave it unversioned).
    since("Mastodon", "4.0.0"),
  ],
  filtersV2BlurAction: [
    since("GoToSocial", "0.20.0"),
    since("Mastodon", "4.4.0"),
  ],
  focalPoint: families("GoToSocial", "Mastodon"),
  followedHashtagsList: [
    ...families("Akkoma", "Hollo", "NeoDB", "Pixelfed"),
    since("GoToSocial", "0.17.0"),
    since("Mastodon", "4.1.0"),
    since("Pleroma", "2.9.0"),
    since("Takahe", "0.9.0"),
  ],
  followHashtags: [
    ...families("Akkoma", "Hollo", "NeoDB", "Pixelfed"),
    since("GoToSocial", "0.17.0"),
    since("Mastodon", "4.0.0"),
    since("Pleroma", "2.9.0"),
    since("Takahe", "0.9.0"),
  ],
  followRequests: [
    ...families("Akkoma", "Firefish", "GoToSocial", "Hollo", "Mastodon"),
    ...families("Mitra", "Pleroma", "Toki"),
    since("snac", "2.78.0"),
  ],
  frontendConfigurations: [
    ...families("Akkoma", "Ditto", "Pleroma"),
    since("Mitra", "1.20.0"),
  ],
  gifPicker: [api("chuckya", 2)],
  groupedNotifications: [
    api("mastodon", 2),
    since("Hollo", "0.7.0"),
    api("mastodon_api_grouped_notifications.pleroma"),
  ],
  groups: [...families("Pixelfed"), api("groups.pleroma")],
  groupsSlugs: [api("groups.pleroma")],
  hideNetwork: [...PLEROMA_ONLY, since("GoToSocial", "0.15.0")],
  iceshrimpAdmin: families("Iceshrimp.NET"),
  importArchive: [NEVER],
  importBlocks: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("GoToSocial", "0.17.0"),
  ],
  importFollowers: [since("Mitra", "2.18.0")],
  importFollows: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("GoToSocial", "0.17.0"),
    since("Mitra", "1.10.0"),
  ],
  importMutes: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("GoToSocial", "0.19.0"),
  ],
  importOverwrite: [since("GoToSocial", "0.17.0")],
  instanceTimeline: [
    ...families("Akkoma", "Iceshrimp.NET"),
    since("Pleroma", "2.7.0"),
  ],
  instanceV2: [
    ...families("Firefish", "GoToSocial"),
    since("Mastodon", "4.0.0"),
    since("Mitra", "2.18.0"),
    since("Pleroma", "2.7.0"),
  ],
  interactionRequests: [since("GoToSocial", "0.17.0")],
  languageDetection: [api("language_detection.pleroma")],
  lazyTranslations: [api("translations.pleroma")],
  lists: [
    ...families("Akkoma", "Firefish", "Friendica", "GoToSocial", "Hollo"),
    ...families("Iceshrimp", "Iceshrimp.NET", "Mastodon", "Mitra", "NeoDB"),
    ...families("Pleroma", "Sharkey", "snac"),
    since("Takahe", "0.12.0"),
  ],
  listsExclusive: [
    ...families("GoToSocial", "Hollo", "Iceshrimp.NET", "NeoDB"),
    since("Mastodon", "4.2.0"),
    since("Takahe", "0.12.0"),
  ],
  listsFavourites: [api("favourite_list.fedibird")],
  listsNotifications: [api("kmyblue_list_notification.fedibird")],
  listsRepliesPolicy: [
    ...families("GoToSocial", "Hollo", "NeoDB"),
    since("Friendica", "2024.12.0"),
    since("Mastodon", "3.3.0"),
    since("Takahe", "0.12.0"),
  ],
  loadActivities: [since("Mitra", "2.16.0")],
  loadConversation: [since("Mitra", "2.25.0")],
  localOnlyStatuses: [
    {
      all: [
        capability("federating"),
        {
          any: [
            { family: "GoToSocial" },
            { family: "Mastodon", build: "hometown" },
          ],
        },
      ],
    },
  ],
  logInWithUsername: families(
    "Akkoma",
    "Iceshrimp.NET",
    "Mitra",
    "Pleroma",
    "Toki",
  ),
  manageAccountAliases: PLEROMA_ONLY,
  manageMfa: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("GoToSocial", "0.19.0"),
  ],
  manageMfaBackupCodes: PLEROMA_ONLY,
  manageMfaRequiresPassword: PLEROMA_ONLY,
  // Addition: Mastodon 3.0 introduced /api/v1/markers; Pleroma has served it since 2.0.
  markers: [since("Mastodon", "3.0.0"), ...PLEROMA_ONLY],
  mastodonAdmin: [
    ...families("Ditto", "GoToSocial", "Mastodon"),
    api("mastodon_admin_api.pleroma"),
  ],
  mastodonAdminMetrics: [since("Mastodon", "3.5.0")],
  mastodonAdminResolveReportWithComment: families("GoToSocial"),
  mastodonAdminUnresolvedReports: [
    since("GoToSocial", "0.22.0"),
    api("mastodon_admin_api.pleroma"),
  ],
  mastodonAdminV2: [
    ...families("GoToSocial"),
    since("Mastodon", "3.5.0"),
    api("mastodon_admin_api.pleroma"),
  ],
  mediaV2: [
    ...families("Akkoma", "Firefish", "Iceshrimp", "Iceshrimp.NET", "Mastodon"),
    ...families("Mitra", "NeoDB", "Pleroma", "Takahe", "Toki", "WordPress"),
  ],
  multiLanguage: [api("multi_language.pleroma")],
  mutedThreads: families("Iceshrimp.NET"),
  muteStrangers: PLEROMA_ONLY,
  mutes: [
    ...families(
      "Akkoma",
      "Firefish",
      "Friendica",
      "Iceshrimp",
      "Iceshrimp.NET",
    ),
    ...families("Mastodon", "Mitra", "NeoDB", "Pixelfed", "Pleroma", "Sharkey"),
    ...families("Takahe"),
    since("GoToSocial", "0.16.0"),
  ],
  mutesDuration: [
    ...families("Akkoma", "Firefish", "Iceshrimp", "Iceshrimp.NET", "Mastodon"),
    ...families("NeoDB", "Pleroma", "Takahe"),
    since("GoToSocial", "0.16.0"),
  ],
  notes: [
    ...families("Akkoma", "GoToSocial", "Iceshrimp.NET", "Mastodon"),
    since("Pleroma", "2.5.0"),
  ],
  notificationsDismissMultiple: PLEROMA_ONLY,
  notificationsExcludeTypes: [{ notFamily: ["Mitra"] }],
  notificationsExcludeVisibilities: PLEROMA_ONLY,
  notificationsGetUnreadCount: [api("mastodon")],
  notificationsIncludeTypes: [
    ...families(
      "Akkoma",
      "Firefish",
      "GoToSocial",
      "Iceshrimp",
      "Iceshrimp.NET",
    ),
    ...families("Mastodon", "NeoDB"),
    since("Pleroma", "2.5.0"),
    since("Takahe", "0.6.2"),
  ],
  notificationsPolicy: [api("mastodon")],
  notificationsRequestsAcceptMultiple: [api("mastodon")],
  outgoingFollowRequests: [
    ...families("Iceshrimp.NET"),
    since("GoToSocial", "0.20.0"),
    since("Mitra", "4.19.0"),
    api("outgoing_follow_requests.pleroma"),
  ],
  pleromaAdminAccounts: PLEROMA_ONLY,
  pleromaAdminAnnouncements: PLEROMA_ONLY,
  pleromaAdminConfig: PLEROMA_ONLY,
  pleromaAdminInvites: PLEROMA_ONLY,
  pleromaAdminModerationLog: PLEROMA_ONLY,
  pleromaAdminRelays: PLEROMA_ONLY,
  pleromaAdminStatuses: PLEROMA_ONLY,
  pleromaAdminStatusesRedact: [api("admin_statuses_redact.pleroma")],
  pleromaRemoteFollow: PLEROMA_ONLY,
  /** Mastodon refuses a post with both a poll and media. */
  pollsExcludeMedia: families("Mastodon"),
  polls: [
    ...families(
      "Firefish",
      "GoToSocial",
      "Hollo",
      "Iceshrimp",
      "Iceshrimp.NET",
    ),
    ...families("Mastodon", "NeoDB", "Sharkey"),
    since("Mitra", "3.15.0"),
    since("snac", "2.90.0"),
    since("Takahe", "0.8.0"),
    api("polls.pleroma"),
  ],
  postLanguages: [
    ...families("Akkoma", "GoToSocial", "Hollo", "Mastodon", "Sharkey"),
    since("Mitra", "3.23.0"),
    since("Pleroma", "2.9.0"),
  ],
  preferredFrontends: families("Akkoma"),
  privacyScopes: [ALWAYS],
  profileDirectory: [
    ...families("Friendica", "Mastodon", "Mitra"),
    api("profile_directory.pleroma"),
  ],
  profileFields: [
    ...families("Akkoma", "Ditto", "GoToSocial", "Hollo", "Iceshrimp"),
    ...families("Iceshrimp.NET", "Mastodon", "Mitra", "NeoDB", "Pleroma"),
    ...families("Sharkey", "snac"),
    since("Takahe", "0.7.0"),
  ],
  publicFavourites: PLEROMA_ONLY,
  publicTimeline: [
    ...families("Akkoma", "Ditto", "Firefish", "Friendica", "GoToSocial"),
    ...families("Hollo", "Iceshrimp", "Iceshrimp.NET", "Mastodon", "Mitra"),
    ...families("NeoDB", "Pleroma", "Sharkey", "snac", "Takahe", "Toki"),
    ...families("WordPress"),
  ],
  // Additions for the federated timeline's switches (issue 17): the remote
  // and media-only variants, each with its stream (`public:remote`,
  // `public:media`, `public:remote:media`...). Mastodon added remote in
  // 3.1.4 (CHANGELOG); GoToSocial serves only `public` and `public:local`.
  publicTimelineMedia: families(
    "Akkoma",
    "Iceshrimp.NET",
    "Mastodon",
    "Pleroma",
  ),
  publicTimelineRemote: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("Mastodon", "3.1.4"),
  ],
  quoteApprovalPolicies: [api("mastodon", 7)],
  quotePosts: [
    ...families("Iceshrimp.NET", "Sharkey"),
    since("Friendica", "2023.3.0"),
    api("mastodon", 7),
    api("quote_posting.pleroma"),
    capability("featureQuote"),
  ],
  reblogVisibility: families("Akkoma", "Iceshrimp.NET", "Mastodon", "Pleroma"),
  remoteInteractions: [...families("Akkoma"), since("Pleroma", "2.5.0")],
  removeFromFollowers: [
    ...families("Akkoma", "Iceshrimp.NET", "Mastodon"),
    since("Mitra", "2.17.0"),
    since("Pleroma", "2.5.0"),
  ],
  reportForwarding: [{ notFamily: ["Iceshrimp.NET"] }],
  /** Addition: reports take `category` (spam, legal, violation, other) since Mastodon 3.5. */
  reportCategories: [since("Mastodon", "3.5.0")],
  /** Addition: reports name broken instance rules (`rule_ids`): Mastodon 4.0, Pleroma 2.7 with its rules. */
  reportRules: [since("Mastodon", "4.0.0"), since("Pleroma", "2.7.0")],
  resetPassword: PLEROMA_ONLY,
  richText: [
    ...families("Akkoma", "GoToSocial", "Mitra", "Pleroma"),
    { family: "Mastodon", build: "glitch" },
    capability("richPostFormats"),
  ],
  rssFeeds: [
    ...families("Akkoma", "GoToSocial", "Mastodon", "Pleroma"),
    since("Iceshrimp.NET", "2026.1.0"),
  ],
  /** `{url}.rss` on the main family, `{url}/feed.rss` elsewhere (spec 01 section 2). */
  rssFeedsAtDotRss: families("Mastodon"),
  rssFeedSubscriptions: [api("rss_feed_subscriptions.pleroma")],
  scheduledReblogs: [api("net.iceshrimp.scheduled_boosts")],
  scheduledStatuses: [
    ...families("Akkoma", "Firefish", "Friendica", "Mastodon", "Pleroma"),
    since("GoToSocial", "0.18.0"),
    api("net.iceshrimp.scheduled_boosts"),
  ],
  scheduledStatusesBackwards: [
    since("GoToSocial", "0.18.0"),
    api("backwards_schedule_at.pleroma"),
  ],
  scrobbles: families("Pleroma"),
  searchFromAccount: [
    ...families("Akkoma", "Ditto", "GoToSocial", "Iceshrimp", "Iceshrimp.NET"),
    ...families("Mastodon", "Pleroma"),
  ],
  sessions: [
    ...families("Akkoma", "Iceshrimp.NET", "Pleroma"),
    since("GoToSocial", "0.18.2"),
    // The notes say "Mitra > 4.13.1", that is >= 4.13.2.
    since("Mitra", "4.13.2"),
  ],
  shoutbox: [api("shout.pleroma")],
  spoilers: [{ notFamily: ["Mitra"] }],
  statusDislikes: [since("Friendica", "2023.3.0")],
  statusLocation: [api("status_location.pleroma")],
  stories: families("Pixelfed"),
  subscriptions: families("Mitra"),
  suggestions: [
    ...families("Friendica", "Iceshrimp", "Mastodon", "Pixelfed"),
    api("v2_suggestions.pleroma"),
  ],
  suggestionsDismiss: families("Mastodon"),
  suggestionsV2: [
    ...families("Friendica", "Iceshrimp", "Mastodon", "Sharkey"),
    api("v2_suggestions.pleroma"),
  ],
  translations: TRANSLATIONS,
  trendingLinks: [since("Mastodon", "3.5.0"), ...families("NeoDB")],
  trendingStatuses: [
    ...families("Ditto", "Firefish", "Iceshrimp", "Mastodon", "NeoDB"),
    ...families("Pixelfed", "Sharkey"),
    since("Friendica", "2022.12.0"),
  ],
  trendingStatusesRange: families("Pixelfed"),
  trends: [
    ...families("Ditto", "Firefish", "Iceshrimp", "Mastodon", "NeoDB"),
    ...families("Pixelfed", "Sharkey"),
    since("Friendica", "2022.12.0"),
    since("Takahe", "0.12.0"),
  ],
  unrestrictedLists: families("Akkoma", "Pleroma", "snac"),
  wrenchedTimeline: [api("wrenched_timeline.pleroma")],

  // Additions for the member's account settings (issue 18).
  /** DELETE /api/v1/profile/avatar and /header, added in Mastodon 4.2. */
  deleteProfileImages: [since("Mastodon", "4.2.0")],
  /** POST /api/pleroma/disable_account (Pleroma's account settings; Akkoma kept it). */
  disableAccount: PLEROMA_ONLY,
  /** GET/PATCH /api/v1/interaction_policies/defaults: GoToSocial 0.17 brought interaction policies. */
  interactionPolicyDefaults: [since("GoToSocial", "0.17.0")],
  /**
   * GET/PATCH /api/v1/notifications/policy: Mastodon 4.3's first policy, a
   * boolean per case; used only where the v2 policy (`notificationsPolicy`,
   * API version 1) is not advertised.
   */
  notificationsPolicyV1: [since("Mastodon", "4.3.0")],
  /**
   * GET /api/v1/preferences: Mastodon 2.8 and GoToSocial. Pleroma and Akkoma
   * keep the posting defaults in the account's `source` only.
   */
  preferences: [since("Mastodon", "2.8.0"), ...families("GoToSocial")],

  // Additions for the families' own features (issue 19).
  /**
   * Promote, demote and remove group members: the Truth Social-style
   * `/api/v1/groups` API (Rebased's `groups` feature) has them; Pixelfed's
   * `/api/v0/groups` has no such calls.
   */
  groupsModeration: [api("groups.pleroma")],
  /** Staff list and suspend groups at `/api/v1/admin/groups` beside the groups API. */
  adminGroups: [api("groups.pleroma")],

  // Additions for this client's screens (spec 01 section 2, spec 02 section 5).
  extendedApi: EXTENDED_API,
  /** The people-directory panel: shown only with the extended API. */
  directory: EXTENDED_API,
  /** Hashtag topics (/api/v1/pleroma/accounts/hashtags): only with the extended API. */
  topics: EXTENDED_API,
  /** The translation-languages query for visitors: metadata allows it and translation exists. */
  unauthenticatedTranslations: [
    { all: [capability("unauthenticatedTranslation"), { any: TRANSLATIONS }] },
  ],
  /** A WebSocket endpoint is advertised (urls.streaming, or Pleroma's streaming feature). */
  streaming: [
    capability("streamingUrl"),
    api("mastodon_api_streaming.pleroma"),
  ],
  /**
   * The streaming server takes the access token as the WebSocket
   * sub-protocol (`Sec-WebSocket-Protocol`) and echoes it in the handshake,
   * which Chromium requires; elsewhere the token goes in the query string,
   * where access logs keep it. Mastodon since 2.8.4 (mastodon/mastodon#10818);
   * Pleroma and Akkoma (`Pleroma.Web.MastodonAPI.WebsocketHandler.init`
   * reads the header and sets it on the response); GoToSocial has read it
   * since #1254 but echoes it only since #3169 (merged August 2024, released
   * in 0.17.0; before that Chromium fails the handshake). Other families are
   * unverified and keep the query string.
   */
  streamingTokenProtocol: [
    since("Mastodon", "2.8.4"),
    ...PLEROMA_ONLY,
    since("GoToSocial", "0.17.0"),
  ],
} as const satisfies Record<string, readonly Condition[]>;

export type FeatureName = keyof typeof FEATURES;

export type Features = Readonly<Record<FeatureName, boolean>>;

// The keys of a literal table are exactly FeatureName; Object.keys only knows string.
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

function holds(condition: Condition, context: FeatureContext): boolean {
  if ("family" in condition) {
    const { server } = context;
    return (
      server.software === condition.family &&
      (condition.minVersion === undefined ||
        isAtLeast(server.version, condition.minVersion)) &&
      (condition.build === undefined || server.build === condition.build)
    );
  }
  if ("apiVersion" in condition) {
    return (context.apiVersions[condition.apiVersion] ?? 0) >= condition.min;
  }
  if ("capability" in condition) {
    return context.capabilities[condition.capability];
  }
  if ("notFamily" in condition) {
    const software = context.server.software;
    return !condition.notFamily.some((family) => family === software);
  }
  if ("all" in condition) {
    return condition.all.every((part) => holds(part, context));
  }
  return condition.any.some((part) => holds(part, context));
}

/** Whether the server described by `context` has `feature`: any listed condition holds. */
export function supports(
  feature: FeatureName,
  context: FeatureContext,
): boolean {
  const conditions: readonly Condition[] = FEATURES[feature];
  return conditions.some((condition) => holds(condition, context));
}
