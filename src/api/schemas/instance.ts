import * as z from "zod/mini";
import { optionalUrl, urlOrEmpty } from "./utils";
import { object } from "./zodInternals";

/**
 * Instance information (spec 01 section 3, spec 02 section 3). Servers answer
 * GET /api/v2/instance or only /api/v1/instance, with many family extensions;
 * both shapes are normalised into one v2-like shape with defaults, so nothing
 * downstream asks which one arrived. The raw `version` string is kept as sent:
 * reading the software family from it is serverFeatures.ts's job alone.
 */

type JsonRecord = Record<string, unknown>;

const recordSchema = z.catch(z.record(z.string(), z.unknown()), {});
const asRecord = (value: unknown): JsonRecord => recordSchema.parse(value);

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A list whose malformed items are dropped rather than failing the whole list. */
function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const result = item.safeParse(entry);
        return result.success ? [result.data] : [];
      }),
    ),
  );
}

/** An object that is all defaults when absent or not an object at all. */
function section<S extends z.core.$ZodShape>(shape: S) {
  const schema = object(shape);
  return z.catch(schema, () => schema.parse({}));
}

const text = (fallback = "") => z.catch(z.string(), fallback);
const nullableText = z.catch(z.nullable(z.string()), null);
const optionalText = z.catch(z.optional(z.string()), undefined);
const limit = (fallback: number) =>
  z.catch(z.number().check(z.gte(0)), fallback);
const optionalNumber = z.catch(z.optional(z.number()), undefined);
const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);
const stringList = listOf(z.string());
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Host only: v1 `uri` is sometimes a full URL (Akkoma, Friendica, GoToSocial send `https://host`). */
function hostOf(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  try {
    const url = trimmed.includes("://") ? trimmed : `https://${trimmed}`;
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** An instance rule, as the instance and GET /api/v1/instance/rules carry it. */
export const ruleSchema = object({
  id,
  text: z.string().check(z.minLength(1)),
  hint: text(),
});

export type Rule = z.infer<typeof ruleSchema>;

const iconSchema = object({
  size: z.string().check(z.regex(/^\d+x\d+$/)),
  src: z.string().check(z.minLength(1)),
});

/**
 * The admin contact. Only what identifies it is checked here; `looseObject`
 * keeps the rest so the account schema can read the full entity where it is
 * shown. An empty id (GoToSocial 0.2 sends a blank placeholder) means none.
 */
const contactAccountSchema = z.looseObject({
  id: z.pipe(id, z.string().check(z.minLength(1))),
  username: z.string(),
  acct: z.string(),
  url: urlOrEmpty,
  display_name: text(),
  avatar: urlOrEmpty,
});

const configurationSchema = section({
  urls: section({
    streaming: optionalText,
    status: optionalText,
    about: nullableText,
    privacy_policy: nullableText,
    terms_of_service: nullableText,
  }),
  vapid: section({ public_key: text() }),
  accounts: section({
    /** GoToSocial's own extension; null where the server does not send it. */
    allow_custom_css: z.catch(z.nullable(z.boolean()), null),
    max_featured_tags: optionalNumber,
    max_pinned_statuses: optionalNumber,
    max_profile_fields: optionalNumber,
  }),
  statuses: section({
    max_characters: limit(500),
    max_media_attachments: limit(4),
    characters_reserved_per_url: optionalNumber,
    supported_mime_types: stringList,
  }),
  media_attachments: section({
    supported_mime_types: stringList,
    description_limit: optionalNumber,
    image_size_limit: optionalNumber,
    image_matrix_limit: optionalNumber,
    video_size_limit: optionalNumber,
    video_frame_rate_limit: optionalNumber,
    video_matrix_limit: optionalNumber,
  }),
  polls: section({
    max_options: limit(4),
    max_characters_per_option: limit(25),
    min_expiration: limit(300),
    max_expiration: limit(2629746),
  }),
  chats: section({ max_characters: limit(5000) }),
  groups: section({
    max_characters_name: limit(50),
    max_characters_description: limit(160),
  }),
  reactions: section({ max_reactions: limit(0) }),
  translation: section({ enabled: flag(false) }),
});

const mrfSimpleSchema = section({
  accept: stringList,
  reject: stringList,
  media_removal: stringList,
  media_nsfw: stringList,
  followers_only: stringList,
  federated_timeline_removal: stringList,
  avatar_removal: stringList,
  banner_removal: stringList,
  reject_deletes: stringList,
  report_removal: stringList,
});

const reasonsSchema = z.catch(
  z.record(
    z.string(),
    z.catch(z.record(z.string(), object({ reason: text() })), {}),
  ),
  {},
);

const localRemote = section({ local: flag(false), remote: flag(false) });

const metadataSchema = section({
  account_activation_required: flag(false),
  birthday_required: flag(false),
  birthday_min_age: limit(0),
  description_limit: limit(1500),
  features: stringList,
  federation: section({
    enabled: flag(true),
    exclusions: flag(false),
    mrf_policies: stringList,
    mrf_simple: mrfSimpleSchema,
    mrf_simple_info: reasonsSchema,
    quarantined_instances: stringList,
  }),
  fields_limits: section({
    max_fields: limit(4),
    max_remote_fields: optionalNumber,
    name_length: limit(255),
    value_length: limit(2047),
  }),
  markup: section({
    allow_headings: flag(false),
    allow_inline_images: flag(false),
  }),
  multitenancy: section({ enabled: flag(false) }),
  post_formats: z.pipe(
    stringList,
    z.transform((formats) => (formats.length > 0 ? formats : ["text/plain"])),
  ),
  restrict_unauthenticated: section({
    timelines: section({
      local: flag(false),
      federated: flag(false),
      bubble: flag(false),
    }),
    profiles: localRemote,
    activities: localRemote,
  }),
  translation: section({
    allow_unauthenticated: flag(false),
    allow_remote: flag(true),
  }),
});

const normalisedSchema = z.pipe(
  object({
    domain: z.pipe(text(), z.transform(hostOf)),
    account_domain: z.pipe(text(), z.transform(hostOf)),
    title: text(),
    version: z.pipe(
      text(),
      z.transform((version) => version.trim() || "0.0.0"),
    ),
    source_url: optionalUrl,
    description: text(),
    languages: stringList,
    rules: listOf(ruleSchema),
    stats: section({
      user_count: optionalNumber,
      status_count: optionalNumber,
      domain_count: optionalNumber,
    }),
    usage: section({ users: section({ active_month: limit(0) }) }),
    registrations: section({
      enabled: flag(false),
      approval_required: flag(false),
      min_age: z.catch(z.nullable(z.number()), null),
      reason_required: z.catch(z.nullable(z.boolean()), null),
      message: nullableText,
      url: optionalUrl,
    }),
    configuration: configurationSchema,
    contact: section({
      email: z.catch(z.nullable(z.email()), null),
      account: z.catch(z.nullable(contactAccountSchema), null),
    }),
    thumbnail: section({
      url: urlOrEmpty,
      description: optionalText,
      blurhash: optionalText,
      versions: section({ "@1x": optionalText, "@2x": optionalText }),
    }),
    icons: listOf(iconSchema),
    api_versions: z.catch(z.record(z.string(), z.number()), {}),
    feature_quote: flag(false),
    /** Raw capability strings the server advertises (Pleroma metadata features, Fedibird capabilities). */
    features: stringList,
    pleroma: section({
      metadata: metadataSchema,
      oauth_consumer_strategies: stringList,
      stats: section({ mau: optionalNumber }),
      vapid_public_key: text(),
    }),
  }),
  z.transform((instance) => ({
    ...instance,
    account_domain: instance.account_domain || instance.domain,
  })),
);

/** Prefixes Pleroma-family servers put on feature names; stripped so each capability has one key. */
const FEATURE_PREFIX = /^(?:pleroma|akkoma|pl)[:_]/;

/**
 * One map of capability → level (spec: api_versions, name to number). Keys:
 * `<feature>.pleroma` for each `pleroma.metadata.features` entry (Pleroma,
 * Akkoma and forks; `akkoma:machine_translation` → `machine_translation.pleroma`,
 * `pl:translations` → `translations.pleroma`), `<capability>.fedibird` for each
 * `fedibird_capabilities` entry, then the server's own `api_versions`
 * (`mastodon`, `chuckya`, `net.iceshrimp.scheduled_boosts`), which win.
 */
function mergeApiVersions(raw: JsonRecord): Record<string, number> {
  const merged: Record<string, number> = {};
  const metadata = asRecord(asRecord(raw.pleroma).metadata);
  for (const feature of strings(metadata.features)) {
    merged[`${feature.replace(FEATURE_PREFIX, "")}.pleroma`] = 1;
  }
  for (const capability of strings(raw.fedibird_capabilities)) {
    merged[`${capability}.fedibird`] = 1;
  }
  for (const [key, level] of Object.entries(asRecord(raw.api_versions))) {
    if (typeof level === "number" && Number.isFinite(level))
      merged[key] = level;
  }
  return merged;
}

/** Post formats for servers without Pleroma metadata; plain text is always accepted. */
function fallbackPostFormats(raw: JsonRecord, configuration: JsonRecord) {
  const statuses = asRecord(configuration.statuses);
  const declared = strings(statuses.supported_mime_types);
  if (declared.length > 0) return declared;
  // kmyblue (a Mastodon fork) accepts Markdown but only says so as a capability.
  if (strings(raw.fedibird_capabilities).includes("kmyblue_markdown")) {
    return ["text/plain", "text/markdown"];
  }
  // Sharkey posts are Misskey-flavoured Markdown; it declares no mime types.
  if (nonEmptyString(raw.version)?.includes("Sharkey")) {
    return ["text/plain", "text/x.misskeymarkdown"];
  }
  return ["text/plain"];
}

/** v1 configuration: limits that v1 responses carry at the top level (notes 3.3). */
function v1Configuration(raw: JsonRecord): JsonRecord {
  const configuration = asRecord(raw.configuration);
  const statuses = asRecord(configuration.statuses);
  const media = asRecord(configuration.media_attachments);
  const polls = asRecord(raw.poll_limits);
  return {
    ...configuration,
    urls: { streaming: asRecord(raw.urls).streaming_api },
    vapid: { public_key: asRecord(raw.pleroma).vapid_public_key },
    statuses: {
      ...statuses,
      // Mitra 0.4 names its limit post_character_limit.
      max_characters:
        raw.max_toot_chars ??
        raw.post_character_limit ??
        statuses.max_characters,
      max_media_attachments:
        raw.max_media_attachments ?? statuses.max_media_attachments,
    },
    media_attachments: {
      ...media,
      image_size_limit: raw.upload_limit ?? media.image_size_limit,
      video_size_limit: raw.upload_limit ?? media.video_size_limit,
    },
    polls:
      raw.poll_limits === undefined
        ? configuration.polls
        : {
            max_options: polls.max_options,
            max_characters_per_option: polls.max_option_chars,
            min_expiration: polls.min_expiration,
            max_expiration: polls.max_expiration,
          },
    // Pleroma v1 sends its chat message limit as chat_limit.
    chats: { max_characters: raw.chat_limit },
  };
}

function fromV1(raw: JsonRecord): JsonRecord {
  const pleroma = asRecord(raw.pleroma);
  const metadata = asRecord(pleroma.metadata);
  return {
    ...raw,
    domain: raw.uri,
    account_domain: raw.account_domain ?? raw.uri,
    description:
      nonEmptyString(raw.short_description) ?? nonEmptyString(raw.description),
    contact: { email: raw.email, account: raw.contact_account },
    registrations: {
      enabled: raw.registrations,
      approval_required: raw.approval_required,
    },
    thumbnail: { url: raw.thumbnail },
    usage: { users: { active_month: asRecord(pleroma.stats).mau } },
    configuration: v1Configuration(raw),
    pleroma: {
      ...pleroma,
      metadata: {
        ...metadata,
        description_limit: raw.description_limit ?? metadata.description_limit,
      },
    },
  };
}

/** A response with `domain` is v2 (notes 3.2 step 5); anything else is read as v1. */
function toV2Shape(input: unknown): JsonRecord {
  const raw = asRecord(input);
  const shaped = "domain" in raw ? raw : fromV1(raw);
  const configuration = asRecord(shaped.configuration);
  const hasPleroma = Object.keys(asRecord(raw.pleroma)).length > 0;
  return {
    ...shaped,
    api_versions: mergeApiVersions(raw),
    features: [
      ...new Set([
        ...strings(asRecord(asRecord(raw.pleroma).metadata).features),
        ...strings(raw.fedibird_capabilities),
      ]),
    ],
    // Mastodon 4.4+ names the list `icon`.
    icons: shaped.icons ?? shaped.icon,
    configuration: {
      ...configuration,
      // Fedibird 3.4 names the reaction limit emoji_reactions.
      reactions: configuration.reactions ?? configuration.emoji_reactions,
    },
    pleroma: hasPleroma
      ? shaped.pleroma
      : { metadata: { post_formats: fallbackPostFormats(raw, configuration) } },
  };
}

export const instanceSchema = z.pipe(z.transform(toV2Shape), normalisedSchema);

export type Instance = z.infer<typeof instanceSchema>;

/** What the app uses until, or instead of when it fails, the instance is fetched. */
export const defaultInstance: Instance = instanceSchema.parse({});
