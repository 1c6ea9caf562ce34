// Instance information (v1 and v2, shaped per family), custom emoji,
// nodeinfo and the small fixed resources clients ask for at start-up.
import { ApiFailure } from "../errors.mjs";
import { renderAccount } from "../render.mjs";
import { Reply } from "../http.mjs";

const LIMITS = {
  statuses: {
    max_characters: 500,
    max_media_attachments: 4,
    characters_reserved_per_url: 23,
  },
  polls: {
    max_options: 4,
    max_characters_per_option: 50,
    min_expiration: 300,
    max_expiration: 2629746,
  },
  media: {
    supported_mime_types: [
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/webp",
      "video/webm",
      "video/mp4",
      "audio/wav",
      "audio/mpeg",
      "audio/ogg",
    ],
    image_size_limit: 16777216,
    video_size_limit: 103809024,
    description_limit: 1500,
  },
};

function stats(store) {
  const local = [...store.accounts.values()].filter((a) => !a.domain);
  return {
    user_count: local.length,
    status_count: [...store.statuses.values()].filter((s) =>
      store.isLocal(s.account_id),
    ).length,
    domain_count: store.instance.remote_domains_count ?? 0,
  };
}

function pleromaBlock(store, family) {
  return {
    metadata: {
      account_activation_required: false,
      birthday_required: false,
      birthday_min_age: 0,
      features: family.features,
      federation: {
        enabled: true,
        exclusions: false,
        mrf_policies: ["SimplePolicy"],
        mrf_simple: {},
        quarantined_instances: [],
      },
      fields_limits: {
        max_fields: 4,
        max_remote_fields: 20,
        name_length: 255,
        value_length: 2047,
      },
      post_formats: ["text/plain", "text/markdown", "text/html"],
      privileged_staff: false,
      restrict_unauthenticated: {
        timelines: { local: false, federated: false },
        profiles: { local: false },
        activities: { local: false },
      },
    },
    stats: { mau: stats(store).user_count },
    vapid_public_key: "",
  };
}

/** The languages the seed data has English translations for. */
const TRANSLATED_FROM = ["de", "fr", "ja", "pt", "zh"];

/** Fedibird-style capabilities, where the family advertises some. */
const fedibird = (family) =>
  family.fedibird.length ? { fedibird_capabilities: family.fedibird } : {};

const rules = (store) =>
  (store.instance.rules ?? []).map((r, i) => ({
    id: r.id ?? String(i + 1),
    text: r.text ?? r,
    hint: r.hint ?? "",
  }));
const contact = (ctx) => {
  const admin = ctx.store.findAccount(ctx.store.instance.contact);
  return admin ? renderAccount(ctx.render, admin) : null;
};
const streamingUrl = (store) => store.origin.replace(/^http/, "ws");
/** `urls` of the v1 instance, or `configuration.urls.streaming` of v2: absent without streaming. */
const streamingUrls = (store, family, key) =>
  family.has("streaming") ? { [key]: streamingUrl(store) } : {};

export function instanceV1(ctx) {
  const { store, family } = ctx;
  const i = store.instance;
  const out = {
    uri: store.localDomain,
    title: i.title,
    short_description: i.short_description ?? "",
    description: i.description ?? "",
    email: i.email ?? "",
    version: family.version,
    urls: streamingUrls(store, family, "streaming_api"),
    stats: stats(store),
    thumbnail: i.thumbnail ? store.mediaUrl(i.thumbnail) : null,
    languages: i.languages ?? ["en"],
    registrations: Boolean(i.registrations?.enabled),
    approval_required: Boolean(i.registrations?.approval_required),
    invites_enabled: false,
    configuration: {
      accounts:
        family.name === "gotosocial"
          ? {
              allow_custom_css: false,
              max_featured_tags: 10,
              max_profile_fields: 6,
            }
          : { max_featured_tags: 10 },
      statuses: {
        ...LIMITS.statuses,
        supported_mime_types: ["text/plain", "text/markdown"],
      },
      media_attachments: LIMITS.media,
      polls: LIMITS.polls,
    },
    contact_account: contact(ctx),
    rules: rules(store),
    ...fedibird(family),
  };
  if (family.has("pleromaEntities")) {
    Object.assign(out, {
      max_toot_chars: LIMITS.statuses.max_characters,
      poll_limits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      upload_limit: LIMITS.media.image_size_limit,
      description_limit: LIMITS.media.description_limit,
      pleroma: pleromaBlock(store, family),
    });
  }
  return out;
}

export function instanceV2(ctx) {
  const { store, family } = ctx;
  const i = store.instance;
  const out = {
    domain: store.localDomain,
    title: i.title,
    version: family.version,
    source_url: "https://example.invalid/potluck-demo-server",
    description: i.short_description ?? i.description ?? "",
    usage: { users: { active_month: stats(store).user_count } },
    thumbnail: {
      url: i.thumbnail ? store.mediaUrl(i.thumbnail) : "",
      blurhash: null,
      versions: {},
    },
    icon: [],
    languages: i.languages ?? ["en"],
    configuration: {
      urls: {
        ...streamingUrls(store, family, "streaming"),
        status: null,
        about: `${store.origin}/about`,
        privacy_policy: null,
        terms_of_service: null,
      },
      vapid: { public_key: "" },
      accounts:
        family.name === "gotosocial"
          ? {
              allow_custom_css: false,
              max_featured_tags: 10,
              max_profile_fields: 6,
            }
          : { max_featured_tags: 10, max_pinned_statuses: 5 },
      statuses: {
        ...LIMITS.statuses,
        supported_mime_types: ["text/plain", "text/markdown"],
      },
      media_attachments: LIMITS.media,
      polls: LIMITS.polls,
      translation: { enabled: family.has("translation") },
      reactions: {
        max_reactions:
          family.has("pleromaReactions") || family.has("fedibirdReactions")
            ? 20
            : 0,
      },
    },
    registrations: {
      enabled: Boolean(i.registrations?.enabled),
      approval_required: Boolean(i.registrations?.approval_required),
      message: i.registrations?.message ?? null,
      url: null,
      min_age: null,
      reason_required: false,
    },
    api_versions: family.api_versions,
    ...fedibird(family),
    contact: { email: i.email ?? "", account: contact(ctx) },
    rules: rules(store),
  };
  if (family.has("pleromaEntities")) out.pleroma = pleromaBlock(store, family);
  return out;
}

function nodeinfo(ctx) {
  const { store, family } = ctx;
  const software = family.version.match(/compatible; (\S+) ([^)]+)\)/);
  return {
    version: "2.0",
    software: {
      name: (software?.[1] ?? family.label).toLowerCase(),
      version: software?.[2] ?? family.version,
    },
    protocols: ["activitypub"],
    services: { inbound: [], outbound: [] },
    usage: {
      users: { total: stats(store).user_count },
      localPosts: stats(store).status_count,
    },
    openRegistrations: false,
    metadata: { nodeName: store.instance.title, features: family.features },
  };
}

/** @param {import("../http.mjs").Router} router */
export function addInstanceRoutes(router) {
  router.add("GET", "/api/v1/instance", instanceV1);
  router.add("GET", "/api/v2/instance", instanceV2, {
    capability: "instanceV2",
  });
  router.add("GET", "/api/v1/instance/rules", (ctx) => rules(ctx.store));
  router.add("GET", "/api/v1/instance/peers", () => [
    "kueche.example",
    "hoshi.example",
    "pain.example",
    "mar.example",
  ]);
  router.add("GET", "/api/v1/instance/activity", (ctx) =>
    Array.from({ length: 12 }, (_, w) => ({
      week: String(Math.floor(ctx.store.clock.now() / 1000) - w * 604800),
      statuses: String(40 - w),
      logins: String(9 - (w % 4)),
      registrations: "0",
    })),
  );
  router.add("GET", "/api/v1/instance/extended_description", (ctx) => ({
    updated_at: "2025-01-01T00:00:00.000Z",
    content: ctx.store.instance.extended_description ?? "",
  }));
  router.add("GET", "/api/v1/instance/privacy_policy", (ctx) => ({
    updated_at: "2025-01-01T00:00:00.000Z",
    content: ctx.store.instance.privacy_policy ?? "",
  }));
  router.add("GET", "/api/v1/instance/terms_of_service", () => {
    throw new ApiFailure(404, "Record not found");
  });
  router.add("GET", "/api/v1/instance/translation_languages", (ctx) =>
    ctx.family.has("translation")
      ? Object.fromEntries(TRANSLATED_FROM.map((code) => [code, ["en"]]))
      : {},
  );
  router.add("GET", "/api/v1/instance/domain_blocks", () => []);
  router.add("GET", "/api/v1/custom_emojis", (ctx) => ctx.store.emojis);
  router.add("GET", "/api/pleroma/frontend_configurations", () => ({}));
  router.add("GET", "/.well-known/nodeinfo", (ctx) => ({
    links: [
      {
        rel: "http://nodeinfo.diaspora.software/ns/schema/2.0",
        href: `${ctx.store.origin}/nodeinfo/2.0`,
      },
    ],
  }));
  router.add("GET", "/nodeinfo/2.0", nodeinfo);
  router.add(
    "GET",
    "/api/v1/streaming/health",
    () => new Reply({ text: "OK" }),
    { capability: "streaming" },
  );
}
