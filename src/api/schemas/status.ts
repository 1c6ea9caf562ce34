import * as z from "zod/mini";
import { accountSchema } from "./account";
import { applicationSchema } from "./application";
import { customEmojiSchema } from "./emoji";
import { emojiReactionSchema } from "./emojiReaction";
import { eventSchema } from "./event";
import { filterResultSchema } from "./filter";
import { groupSchema } from "./group";
import { interactionPolicySchema } from "./interactionPolicy";
import { mediaAttachmentSchema } from "./mediaAttachment";
import { mentionSchema } from "./mention";
import { pollSchema } from "./poll";
import { previewCardSchema } from "./previewCard";
import { quoteRefSchema, quotedIdOf } from "./quote";
import { hashtagSchema } from "./tag";
import { translationSchema } from "./translation";
import {
  countSchema,
  countValue,
  dateTime,
  filteredArray,
  flag,
  idSchema,
  maybeBoolean,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  orUndefined,
  readBoth,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";
import { visibilitySchema, type Visibility } from "./visibility";

/** Fields kept as the server sent them (with defaults). */
const statusFieldsSchema = object({
  id: idSchema,
  uri: text,
  url: optionalUrl,
  created_at: dateTime,
  account: accountSchema,
  content: text,
  // The source text: Pleroma on delete-and-redraft, GoToSocial always.
  text: optionalText,
  visibility: visibilitySchema,
  sensitive: flag(),
  spoiler_text: text,
  media_attachments: filteredArray(mediaAttachmentSchema),
  application: orNull(applicationSchema),
  mentions: filteredArray(mentionSchema),
  tags: filteredArray(hashtagSchema),
  emojis: filteredArray(customEmojiSchema),
  replies_count: countSchema,
  reblogs_count: countSchema,
  favourites_count: countSchema,
  dislikes_count: countSchema,
  favourited: flag(),
  reblogged: flag(),
  muted: flag(),
  bookmarked: flag(),
  pinned: flag(),
  disliked: flag(),
  in_reply_to_id: orNull(idSchema),
  in_reply_to_account_id: orNull(idSchema),
  poll: orNull(pollSchema),
  card: orNull(previewCardSchema),
  language: optionalText,
  edited_at: optionalDateTime,
  filtered: filteredArray(filterResultSchema),
  approval_status: orNull(z.enum(["pending", "approval", "rejected"])),
  group: orNull(groupSchema),
  scheduled_at: optionalDateTime,
  translation: orNull(translationSchema),
  rss_feed: optionalText,
  list_id: orNull(idSchema),
  interaction_policy: interactionPolicySchema,
});

/** `pleroma.*` of a status (Pleroma, Akkoma, Rebased); each key on its own. */
const pleromaStatusSchema = withFallback(
  z.partial(
    object({
      content: orUndefined(z.record(z.string(), z.string())),
      content_type: orUndefined(z.string()),
      emoji_reactions: filteredArray(emojiReactionSchema),
      quote_id: orUndefined(idSchema),
      quote: orUndefined(object({ id: idSchema })),
      quotes_count: orUndefined(countValue),
      event: orUndefined(eventSchema),
      pinned_at: orUndefined(dateTime),
      thread_muted: orUndefined(z.boolean()),
      bookmark_folder: orUndefined(idSchema),
    }),
  ),
  {},
);

/**
 * `friendica.*` of a status: Friendica (2023.03+) sends the dislikes there
 * (friendica/friendica src/Object/Api/Mastodon/Status/FriendicaExtension.php).
 */
const friendicaStatusSchema = withFallback(
  z.partial(
    object({
      dislikes_count: orUndefined(countValue),
      disliked: orUndefined(z.boolean()),
    }),
  ),
  {},
);

/** What the derived fields are computed from; none of it is kept as such. */
const statusInputsSchema = object({
  // kmyblue: the real visibility behind `visibility` (which says `private`
  // for limited posts) and, for `limited`, its scope (syaku/kmyblue
  // app/serializers/rest/status_serializer.rb).
  visibility_ex: optionalText,
  limited_scope: optionalText,
  quote: quoteRefSchema,
  quote_id: orNull(idSchema),
  quotes_count: orUndefined(countValue),
  emoji_reactions: filteredArray(emojiReactionSchema),
  content_type: optionalText,
  thread_muted: maybeBoolean,
  pleroma: pleromaStatusSchema,
  friendica: friendicaStatusSchema,
});

/** The whole status object as read; `reblog` and `quote` are read beside it (below). */
const statusRawSchema = object({
  ...statusFieldsSchema.shape,
  ...statusInputsSchema.shape,
});

type StatusRaw = z.output<typeof statusRawSchema>;

/** kmyblue's limited posts by their scope: a circle's, mutuals', or other. */
function limitedVisibility(raw: StatusRaw): Visibility {
  if (raw.visibility_ex !== "limited") return raw.visibility;
  if (raw.limited_scope === "circle") return "circle";
  return raw.limited_scope === "mutual" ? "mutuals_only" : "limited";
}

/**
 * The status: the kept fields as read, then the derived ones, then the
 * links. One object literal, in this order: spreading the parts into one
 * object made V8 build every status key by key, many times slower.
 */
function toStatus<Link>(raw: StatusRaw, reblog: Link, quote: Link) {
  const { pleroma } = raw;
  return {
    // Kept as the server sent them (statusFieldsSchema).
    id: raw.id,
    uri: raw.uri,
    url: raw.url,
    created_at: raw.created_at,
    account: raw.account,
    content: raw.content,
    text: raw.text,
    visibility: limitedVisibility(raw),
    sensitive: raw.sensitive,
    spoiler_text: raw.spoiler_text,
    media_attachments: raw.media_attachments,
    application: raw.application,
    mentions: raw.mentions,
    tags: raw.tags,
    emojis: raw.emojis,
    replies_count: raw.replies_count,
    reblogs_count: raw.reblogs_count,
    favourites_count: raw.favourites_count,
    dislikes_count: raw.friendica.dislikes_count ?? raw.dislikes_count,
    favourited: raw.favourited,
    reblogged: raw.reblogged,
    muted: raw.muted,
    bookmarked: raw.bookmarked,
    pinned: raw.pinned,
    disliked: raw.friendica.disliked ?? raw.disliked,
    in_reply_to_id: raw.in_reply_to_id,
    in_reply_to_account_id: raw.in_reply_to_account_id,
    poll: raw.poll,
    card: raw.card,
    language: raw.language,
    edited_at: raw.edited_at,
    filtered: raw.filtered,
    approval_status: raw.approval_status,
    group: raw.group,
    scheduled_at: raw.scheduled_at,
    translation: raw.translation,
    rss_feed: raw.rss_feed,
    list_id: raw.list_id,
    interaction_policy: raw.interaction_policy,
    // Derived (statusInputsSchema). Mastodon 4.5 and Fedibird use `quote`,
    // Pleroma `pleroma.quote`.
    quote_id:
      quotedIdOf(raw.quote) ??
      raw.quote_id ??
      pleroma.quote_id ??
      pleroma.quote?.id ??
      null,
    quote_state: raw.quote?.state ?? "accepted",
    quotes_count: raw.quotes_count ?? pleroma.quotes_count ?? 0,
    // Fedibird sends them at the top level, Pleroma under `pleroma`.
    emoji_reactions: raw.emoji_reactions.length
      ? raw.emoji_reactions
      : (pleroma.emoji_reactions ?? []),
    content_map: pleroma.content ?? null,
    content_type: raw.content_type ?? pleroma.content_type ?? null,
    event: pleroma.event ?? null,
    pinned_at: pleroma.pinned_at ?? null,
    thread_muted: raw.thread_muted ?? pleroma.thread_muted ?? false,
    bookmark_folder: pleroma.bookmark_folder ?? null,
    // Links.
    reblog,
    quote,
  };
}

/**
 * A status (spec 01 "Status"). zod cannot infer a recursive type, so the
 * recursive `reblog` and `quote` links are added to the inferred core by hand.
 * The kept fields are named from their schema too, so the compiler checks
 * that toStatus copies every one.
 */
export type Status = z.output<typeof statusFieldsSchema> &
  Omit<ReturnType<typeof toStatus<null>>, "reblog" | "quote"> & {
    reblog: Status | null;
    quote: Status | null;
  };

const nestedStatusSchema = orNull(z.lazy(() => statusSchema));

/** Mastodon 4.5 wraps the quoted status in `{state, quoted_status}`. */
const quoteFieldSchema = orNull(
  z.union([
    z.pipe(
      object({ state: z.string(), quoted_status: nestedStatusSchema }),
      z.transform((quote) => quote.quoted_status),
    ),
    z.lazy(() => statusSchema),
  ]),
);

/** A bad reblog or quote becomes null rather than losing the status. */
const statusLinksSchema = object({
  reblog: nestedStatusSchema,
  quote: quoteFieldSchema,
  pleroma: withFallback(object({ quote: nestedStatusSchema }), {
    quote: null,
  }),
});

export const statusSchema: z.ZodMiniType<Status> = readBoth(
  statusRawSchema,
  statusLinksSchema,
  (raw, links) =>
    toStatus(raw, links.reblog, links.quote ?? links.pleroma.quote),
);
