import * as z from "zod/mini";
import {
  FEATURE_NAMES,
  FEATURES,
  type DetectedServer,
  type FeatureName,
} from "../../src/api/features";
import { instanceSchema, type Instance } from "../../src/api/schemas/instance";
import {
  detectServer,
  getFeatures,
  parseVersion,
} from "../../src/api/serverFeatures";
import {
  describeWithFixtures,
  listFixtures,
  readFixture,
} from "../support/fixtures";

const instance = (version: string, fields: Record<string, unknown> = {}) =>
  instanceSchema.parse({ domain: "example.com", version, ...fields });
const real = (file: string) => instanceSchema.parse(readFixture("real", file));

const server = (
  software: string | null,
  version: string,
  compatVersion: string,
  build: string | null = null,
): DetectedServer => ({ software, version, compatVersion, build });

/** Only the named gates, so a failure shows exactly which decision changed. */
function gates(
  subject: Instance,
  expected: Partial<Record<FeatureName, boolean>>,
) {
  const features = getFeatures(subject);
  const names = Object.keys(expected) as FeatureName[];
  expect(
    Object.fromEntries(names.map((name) => [name, features[name]])),
  ).toEqual(expected);
}

const gotosocial = (version: string) =>
  instance(version, {
    configuration: { accounts: { allow_custom_css: false } },
  });
const pleroma = (version: string, features: string[] = [], metadata = {}) =>
  instance(`2.7.2 (compatible; Pleroma ${version})`, {
    pleroma: { metadata: { features, ...metadata } },
  });
const mastodon = (version: string, level?: number) =>
  instance(
    version,
    level === undefined ? {} : { api_versions: { mastodon: level } },
  );

describe("parseVersion: the rows of notes section 2.2", () => {
  it.each([
    ["4.3.0", server("Mastodon", "4.3.0", "4.3.0")],
    // Improved: the rc's compat version no longer fails ">= 3.5.0" (quirk 12).
    ["3.5.0rc1", server("Mastodon", "3.5.0", "3.5.0")],
    ["3.5.0-rc1", server("Mastodon", "3.5.0", "3.5.0")],
    ["4.2.10+glitch", server("Mastodon", "4.2.10", "4.2.10", "glitch")],
    [
      "4.0.15+hometown-1.1.1",
      server("Mastodon", "4.0.15", "4.0.15", "hometown"),
    ],
    ["2.7.2 (compatible; Pleroma 2.5.0)", server("Pleroma", "2.5.0", "2.7.2")],
    [
      "2.7.2 (compatible; Pleroma 2.4.51-1129-gf2cfef09-gleasonator)",
      server("Pleroma", "2.4.51", "2.7.2"),
    ],
    [
      "2.7.2 (compatible; Akkoma 3.3.1-0-gaf90a4e51)",
      server("Akkoma", "3.3.1", "2.7.2"),
    ],
    // Improved: GoToSocial's own "<version> <commit>" form (was unknown).
    ["0.2.0 31935ee", server("GoToSocial", "0.2.0", "0.0.0", "31935ee")],
    [
      "4.2.1 (compatible; Iceshrimp 2023.12.7)",
      server("Iceshrimp", "2023.12.7", "4.2.1"),
    ],
    // Improved: the commit after "+" is kept as the build.
    [
      "4.2.1 (compatible; Iceshrimp.NET/2024.1-beta2.security3+e1d25a9231)",
      server("Iceshrimp.NET", "2024.1.0", "4.2.1", "e1d25a9231"),
    ],
    ["3.0.0 (compatible; Mitra 0.4.0)", server("Mitra", "0.4.0", "3.0.0")],
    [
      "2.7.2 (compatible; Pixelfed 0.11.2)",
      server("Pixelfed", "0.11.2", "2.7.2"),
    ],
    [
      "2.8.0 (compatible; Friendica 2024.08)",
      server("Friendica", "2024.8.0", "2.8.0"),
    ],
    // Improved: not called Mastodon, but the version is kept for detectServer.
    ["2022.05-dev", server(null, "2022.5.0", "0.0.0")],
    ["", server(null, "0.0.0", "0.0.0")],
  ])("%j", (raw, expected) => {
    expect(parseVersion(raw)).toEqual(expected);
  });

  it.each([
    // Improved: glitch with further "+" metadata keeps its build (quirk 12).
    ["4.2.8+glitch+cutie", server("Mastodon", "4.2.8", "4.2.8", "glitch")],
    ["4.3.0-alpha.1+glitch", server("Mastodon", "4.3.0", "4.3.0", "glitch")],
    ["4.5.0-nightly.2025-07-11", server("Mastodon", "4.5.0", "4.5.0")],
    ["0.17.3 git-8ac2d5a", server("GoToSocial", "0.17.3", "0.0.0", "8ac2d5a")],
    [
      "3.0.0 (compatible; Sharkey 2024.8.1)",
      server("Sharkey", "2024.8.1", "3.0.0"),
    ],
    ["  4.3.0  ", server("Mastodon", "4.3.0", "4.3.0")],
    // Prefixed and disguised forms need detectServer's rewrites.
    ["takahe/0.10.1", server(null, "0.0.0", "0.0.0")],
    ["4.0.0 (not true; really snac/2.52)", server(null, "0.0.0", "0.0.0")],
    ["garbage", server(null, "0.0.0", "0.0.0")],
    ["4.3.0 and more words", server(null, "0.0.0", "0.0.0")],
  ])("beyond the table: %j", (raw, expected) => {
    expect(parseVersion(raw)).toEqual(expected);
  });
});

describe("detectServer: family-specific rewrites", () => {
  it.each([
    [
      "GoToSocial by allow_custom_css",
      gotosocial("0.17.3"),
      server("GoToSocial", "0.17.3", "0.0.0"),
    ],
    [
      "GoToSocial with its commit as + metadata",
      gotosocial("0.17.3+git-8ac2d5a"),
      server("GoToSocial", "0.17.3", "0.0.0", "8ac2d5a"),
    ],
    [
      "GoToSocial by its repository as source_url",
      instance("0.20.1", {
        source_url: "https://codeberg.org/superseriousbusiness/gotosocial",
      }),
      server("GoToSocial", "0.20.1", "0.0.0"),
    ],
    [
      "Hollo by source_url",
      instance("0.6.0", { source_url: "https://github.com/fedify-dev/hollo" }),
      server("Hollo", "0.6.0", "0.0.0"),
    ],
    [
      "Takahē prefix",
      instance("takahe/0.10.1"),
      server("Takahe", "0.10.1", "0.0.0"),
    ],
    [
      "NeoDB prefix",
      instance("neodb/0.8.2"),
      server("NeoDB", "0.8.2", "0.0.0"),
    ],
    [
      "Egregoros prefix",
      instance("egregoros/0.1.0"),
      server("Egregoros", "0.1.0", "0.0.0"),
    ],
    [
      "snac's disguise",
      instance("4.0.0 (not true; really snac/2.52)"),
      server("snac", "2.52.0", "4.0.0"),
    ],
    [
      "WordPress by its EMA plugin version",
      instance("WordPress/6.5.2, EMA/0.9.9"),
      server("WordPress", "0.9.9", "0.0.0"),
    ],
    [
      "a Mastodon release candidate",
      instance("3.5.0rc1"),
      server("Mastodon", "3.5.0", "3.5.0"),
    ],
    [
      "Friendica from its stock title",
      instance("2022.05-dev", { title: "Friendica Social Network" }),
      server("Friendica", "2022.5.0", "0.0.0"),
    ],
    [
      "Friendica from its admin's /profile/ URL",
      instance("2023.12", {
        contact: {
          account: {
            id: "2",
            username: "a",
            acct: "a",
            url: "https://f.example/profile/a",
          },
        },
      }),
      server("Friendica", "2023.12.0", "0.0.0"),
    ],
    [
      "a calendar version without Friendica evidence",
      instance("2022.05-dev", { title: "Somewhere" }),
      server(null, "2022.5.0", "0.0.0"),
    ],
    [
      "a compatible clause, never rewritten",
      instance("2.7.2 (compatible; Pleroma 2.5.0)", {
        configuration: { accounts: { allow_custom_css: true } },
      }),
      server("Pleroma", "2.5.0", "2.7.2"),
    ],
  ])("%s", (_what, subject, expected) => {
    expect(detectServer(subject)).toEqual(expected);
  });
});

describeWithFixtures("detectServer on every captured instance", () => {
  const expected: Record<string, DetectedServer> = {
    "akkoma-instance.json": server("Akkoma", "3.3.1", "2.7.2"),
    "fedibird-instance.json": server("Mastodon", "3.4.1", "3.4.1"),
    // Improved: was unknown. Evidence: calendar version + stock thumbnail + /profile/ admin.
    "friendica-instance.json": server("Friendica", "2022.5.0", "0.0.0"),
    // Improved: was unknown. GoToSocial's "<version> <commit>" format.
    "gotosocial-instance.json": server(
      "GoToSocial",
      "0.2.0",
      "0.0.0",
      "31935ee",
    ),
    "mastodon-3.0.0-instance.json": server("Mastodon", "3.0.0", "3.0.0"),
    "mastodon-instance-rc.json": server("Mastodon", "3.5.0", "3.5.0"),
    "mastodon-instance-v2.json": server("Mastodon", "4.0.2", "4.0.2"),
    "mastodon-instance.json": server("Mastodon", "3.4.3", "3.4.3"),
    "mitra-instance.json": server("Mitra", "0.4.0", "3.0.0"),
    "pixelfed-instance.json": server("Pixelfed", "0.11.2", "2.7.2"),
    "pleroma-instance.json": server("Pleroma", "2.4.51", "2.7.2"),
  };

  it("has an expectation for every instance capture (patron-instance.json is a donation service)", () => {
    const files = listFixtures("real", /-instance.*\.json$/).filter(
      (file) => file !== "patron-instance.json",
    );
    expect(files).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))("%s", (file, detected) => {
    expect(detectServer(real(file))).toEqual(detected);
  });

  it("reads the Pleroma instance preloaded (base64) into pleroma_initial_results.json", () => {
    const blob = z
      .record(z.string(), z.string())
      .parse(readFixture("real", "pleroma_initial_results.json"));
    const encoded = blob["/api/v1/instance"] ?? "";
    const preloaded = instanceSchema.parse(
      JSON.parse(Buffer.from(encoded, "base64").toString("utf8")),
    );
    expect(detectServer(preloaded)).toEqual(
      server("Pleroma", "2.3.0", "2.7.2"),
    );
  });

  it.each([
    ["entities-Instance-1.json", server("Mastodon", "4.5.0", "4.5.0")],
    ["methods-instance-1.json", server("Mastodon", "4.5.0", "4.5.0")],
    ["entities-V1_Instance-1.json", server("Mastodon", "3.5.3", "3.5.3")],
    ["methods-instance-13.json", server("Mastodon", "3.5.3", "3.5.3")],
  ])("Mastodon documentation example %s", (file, detected) => {
    const example = instanceSchema.parse(readFixture("mastodon-docs", file));
    expect(detectServer(example)).toEqual(detected);
  });
});

describe("getFeatures", () => {
  /** The gates the issue names (spec 02, notes section 1.3 "Brief's named features"). */
  const required = `
    accountLookup accountByUsername events remoteInteractions
    pleromaRemoteFollow translations unauthenticatedTranslations
    lazyTranslations extendedApi profileDirectory directory topics
    quotePosts quoteApprovalPolicies emojiReacts customEmojiReacts
    emojiReactsList chats chatsDelete groups bookmarkFolders
    bookmarkFoldersMultiple groupedNotifications filtersV2
    filtersV2BlurAction antennas circles drive stories scrobbles shoutbox
    interactionRequests bookmarks polls scheduledStatuses editStatuses
    mediaV2 markers conversations lists richText localOnlyStatuses
    createStatusLocalScope createStatusListScope
    createStatusMutualsOnlyScope createStatusSubscribersScope
    reblogVisibility followRequests familiarFollowers featuredTags trends
    suggestions announcements announcementsReactions accountEndorsements
    notificationsPolicy rssFeeds mastodonAdmin mastodonAdminV2
    pleromaAdminAccounts iceshrimpAdmin adminRelaySubscriptions
    changePassword changeEmail deleteAccount manageMfa importFollows
    importBlocks importMutes exportFollows exportFollowers exportBlocks
    exportMutes exportLists publicTimeline instanceV2 streaming
  `
    .trim()
    .split(/\s+/);

  it("answers every gate, the required ones included, with a plain boolean", () => {
    const features = getFeatures(instance("4.3.0"));
    expect(Object.keys(features).sort()).toEqual([...FEATURE_NAMES].sort());
    expect(Object.keys(features)).toEqual(expect.arrayContaining(required));
    expect(Object.values(features).every((v) => typeof v === "boolean")).toBe(
      true,
    );
    expect(FEATURE_NAMES.length).toBeGreaterThanOrEqual(200);
  });

  it("lists at least one condition for every feature", () => {
    const empty = FEATURE_NAMES.filter((name) => FEATURES[name].length === 0);
    expect(empty).toEqual([]);
  });
});

describeWithFixtures("gating per family", () => {
  it("the streaming token as the sub-protocol where the server reads and echoes it", () => {
    const protocol = (subject: Instance) =>
      getFeatures(subject).streamingTokenProtocol;
    expect(protocol(mastodon("2.8.3"))).toBe(false);
    expect(protocol(mastodon("2.8.4"))).toBe(true);
    expect(protocol(mastodon("4.2.10+glitch"))).toBe(true);
    expect(protocol(pleroma("2.9.1"))).toBe(true);
    expect(protocol(instance("2.7.2 (compatible; Akkoma 3.15.2)"))).toBe(true);
    // GoToSocial reads it but answered without echoing it before 0.17.
    expect(protocol(gotosocial("0.16.0"))).toBe(false);
    expect(protocol(gotosocial("0.17.0"))).toBe(true);
    expect(protocol(instance("3.0.0 (compatible; Iceshrimp 2023.12.11)"))).toBe(
      false,
    );
    expect(protocol(instance("unparsable"))).toBe(false);
  });

  it("Mastodon 4.3 with api_versions 2", () => {
    gates(
      instance("4.3.0", {
        api_versions: { mastodon: 2 },
        configuration: { translation: { enabled: true } },
      }),
      {
        accountLookup: true,
        accountByUsername: false,
        groupedNotifications: true,
        notificationsPolicy: true,
        accountEndorsements: false,
        quotePosts: false,
        filtersV2: true,
        filtersV2BlurAction: false,
        instanceV2: true,
        translations: true,
        unauthenticatedTranslations: false,
        mastodonAdmin: true,
        mastodonAdminV2: true,
        pleromaAdminAccounts: false,
        announcementsReactions: true,
        profileDirectory: true,
        extendedApi: false,
        directory: false,
        topics: false,
        remoteInteractions: false,
        chats: false,
        events: false,
        emojiReacts: false,
        richText: false,
        localOnlyStatuses: false,
        markers: true,
      },
    );
  });

  it("Mastodon 4.5 with api_versions 7", () => {
    gates(mastodon("4.5.0", 7), {
      quotePosts: true,
      quoteApprovalPolicies: true,
      accountEndorsements: true,
      filtersV2BlurAction: true,
    });
  });

  it("Mastodon 3.x without api_versions", () => {
    gates(real("mastodon-instance.json"), {
      accountLookup: true,
      bookmarks: true,
      instanceV2: false,
      groupedNotifications: false,
      notificationsPolicy: false,
      filtersV2: false,
      filters: true,
      editStatuses: false,
      mastodonAdminV2: false,
      trendingLinks: false,
      translations: false,
      streaming: true,
    });
    gates(real("mastodon-3.0.0-instance.json"), {
      markers: true,
      trends: true,
    });
    // The release candidate passes its release's checks (quirk 12).
    gates(real("mastodon-instance-rc.json"), {
      editStatuses: true,
      mastodonAdminV2: true,
      mastodonAdminMetrics: true,
      trendingLinks: true,
    });
  });

  it("glitch and hometown builds", () => {
    gates(mastodon("4.2.10+glitch"), {
      richText: true,
      localOnlyStatuses: false,
    });
    gates(mastodon("4.2.8+glitch+cutie"), { richText: true });
    gates(mastodon("4.0.15+hometown-1.1.1"), {
      richText: false,
      localOnlyStatuses: true,
    });
  });

  it("Pleroma 2.4 (gleasonator)", () => {
    gates(real("pleroma-instance.json"), {
      remoteInteractions: false,
      pleromaRemoteFollow: true,
      accountLookup: false,
      accountByUsername: true,
      accountEndorsements: false,
      chats: true,
      chatsDelete: false,
      quotePosts: true,
      emojiReacts: true,
      emojiReactsList: true,
      customEmojiReacts: false,
      extendedApi: true,
      directory: true,
      topics: true,
      profileDirectory: true,
      scrobbles: true,
      pleromaAdminAccounts: true,
      mastodonAdmin: false,
      instanceV2: false,
      createStatusListScope: true,
      createStatusLocalScope: true,
      richText: true,
      bookmarkFolders: false,
      events: false,
      suggestions: true,
    });
  });

  it("Pleroma 2.5 and 2.7", () => {
    gates(pleroma("2.5.0"), {
      remoteInteractions: true,
      accountLookup: true,
      accountEndorsements: true,
      adminRules: false,
      familiarFollowers: false,
      instanceV2: false,
      extendedApi: false,
      directory: false,
    });
    gates(pleroma("2.7.0", ["events", "pleroma:bookmark_folders", "shout"]), {
      adminRules: true,
      familiarFollowers: true,
      instanceV2: true,
      events: true,
      bookmarkFolders: true,
      bookmarkFoldersMultiple: false,
      shoutbox: true,
      groups: false,
    });
  });

  it("Pleroma translations, batch translations and visitors' translations", () => {
    const allowed = { translation: { allow_unauthenticated: true } };
    gates(pleroma("2.7.0", ["translation", "pl:translations"], allowed), {
      translations: true,
      lazyTranslations: true,
      unauthenticatedTranslations: true,
    });
    gates(pleroma("2.7.0", ["translation"]), {
      translations: true,
      lazyTranslations: false,
      unauthenticatedTranslations: false,
    });
    gates(pleroma("2.7.0", [], allowed), {
      translations: false,
      unauthenticatedTranslations: false,
    });
  });

  it("Akkoma", () => {
    gates(real("akkoma-instance.json"), {
      remoteInteractions: true,
      accountLookup: true,
      translations: false,
      customEmojiReacts: true,
      emojiReactsList: true,
      editStatuses: true,
      chats: false,
      scrobbles: false,
      extendedApi: true,
      pleromaAdminAccounts: true,
    });
    // akkoma:machine_translation is read (quirk 2).
    const translating = instance("2.7.2 (compatible; Akkoma 3.10.0)", {
      pleroma: { metadata: { features: ["akkoma:machine_translation"] } },
    });
    gates(translating, { translations: true });
  });

  it("GoToSocial 0.15, 0.17 and 0.20", () => {
    gates(gotosocial("0.15.0"), {
      hideNetwork: true,
      filtersV2: false,
      interactionRequests: false,
      importFollows: false,
      exportFollows: false,
      changeEmail: false,
      changePassword: true,
      conversations: false,
      createStatusMutualsOnlyScope: true,
      localOnlyStatuses: true,
      mastodonAdmin: true,
      adminRelaySubscriptions: true,
      pleromaAdminAccounts: false,
    });
    gates(gotosocial("0.17.0"), {
      interactionRequests: true,
      importFollows: true,
      importMutes: false,
      exportFollows: true,
      exportLists: true,
      conversations: true,
      filtersV2: true,
      filtersV2BlurAction: false,
      manageMfa: false,
    });
    gates(gotosocial("0.20.0"), {
      filtersV2BlurAction: true,
      importMutes: true,
      manageMfa: true,
      outgoingFollowRequests: true,
      scheduledStatuses: true,
    });
    gates(real("gotosocial-instance.json"), {
      changePassword: true,
      interactionRequests: false,
      filtersV2: false,
    });
  });

  it("Mitra", () => {
    gates(real("mitra-instance.json"), {
      accountByUsername: true,
      createStatusSubscribersScope: true,
      bookmarks: false,
      emojiReacts: false,
      exportFollows: false,
      deleteAccount: false,
      richText: true,
      spoilers: false,
      notificationsExcludeTypes: false,
      streaming: false,
    });
    gates(instance("3.0.0 (compatible; Mitra 4.20.0)"), {
      bookmarks: true,
      emojiReacts: true,
      exportFollows: true,
      deleteAccount: true,
      deleteAccountWithoutPassword: true,
      outgoingFollowRequests: true,
    });
  });

  it("Pixelfed", () => {
    gates(real("pixelfed-instance.json"), {
      stories: true,
      groups: true,
      familiarFollowers: true,
      trends: true,
      changePassword: true,
      emojiReacts: false,
      lists: false,
      accountLookup: false,
    });
  });

  it("Friendica", () => {
    gates(real("friendica-instance.json"), {
      profileDirectory: true,
      conversations: true,
      lists: true,
      trends: false,
      editStatuses: false,
      quotePosts: false,
    });
    gates(instance("2.8.0 (compatible; Friendica 2024.08)"), {
      trends: true,
      editStatuses: true,
      quotePosts: true,
      statusDislikes: true,
      listsRepliesPolicy: false,
    });
  });

  it("Iceshrimp.NET", () => {
    gates(
      instance(
        "4.2.1 (compatible; Iceshrimp.NET/2024.1-beta2.security3+e1d25a9231)",
      ),
      {
        drive: true,
        iceshrimpAdmin: true,
        createStatusLocalScope: true,
        filtersV2: true,
        quotePosts: true,
        bubbleTimeline: true,
        rssFeeds: false,
        mastodonAdmin: false,
        reportForwarding: false,
        changePassword: true,
      },
    );
  });

  it("Takahe, snac, WordPress and Hollo", () => {
    gates(instance("takahe/0.10.1"), {
      accountLookup: true,
      bookmarks: true,
      polls: true,
      featuredTags: false,
      lists: false,
    });
    gates(instance("4.0.0 (not true; really snac/2.52)"), {
      accountLookup: true,
      lists: true,
      announcements: true,
      followRequests: false,
      polls: false,
    });
    gates(instance("WordPress/6.5.2, EMA/0.9.9"), {
      publicTimeline: true,
      mediaV2: true,
      accountLookup: true,
      bookmarks: false,
    });
    const hollo = (version: string) =>
      instance(version, { source_url: "https://github.com/fedify-dev/hollo" });
    gates(hollo("0.7.0"), {
      groupedNotifications: true,
      customEmojiReacts: true,
    });
    gates(hollo("0.6.0"), { groupedNotifications: false, emojiReacts: true });
  });

  it("Fedibird-style capabilities", () => {
    gates(real("fedibird-instance.json"), {
      emojiReacts: true,
      emojiReactsList: true,
      quotePosts: true,
      listsFavourites: true,
      bookmarkFolders: false,
      antennas: false,
    });
    const kmyblue = instance("4.2.0", {
      fedibird_capabilities: [
        "kmyblue_antenna",
        "kmyblue_circle_history",
        "kmyblue_bookmark_category",
      ],
    });
    gates(kmyblue, {
      antennas: true,
      circles: true,
      bookmarkFolders: true,
      bookmarkFoldersMultiple: true,
      emojiReacts: false,
    });
  });

  it("an unknown server gets only what needs no family", () => {
    gates(instance("garbage"), {
      accountCreation: true,
      privacyScopes: true,
      notificationsExcludeTypes: true,
      spoilers: true,
      reportForwarding: true,
      federating: true,
      accountLookup: false,
      publicTimeline: false,
      bookmarks: false,
      importArchive: false,
    });
  });
});
