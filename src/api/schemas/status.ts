import { z } from "zod";
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
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  orUndefined,
  text,
  withFallback,
} from "./utils";
import { visibilitySchema } from "./visibility";

/** Fields kept as the server sent them (with defaults). */
const statusFieldsSchema = z.object({
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

const maybeBoolean = orUndefined(z.boolean());

/** `pleroma.*` of a status (Pleroma, Akkoma, Rebased); each key on its own. */
const pleromaStatusSchema = withFallback(
  z
    .object({
      content: orUndefined(z.record(z.string(), z.string())),
      content_type: orUndefined(z.string()),
      emoji_reactions: filteredArray(emojiReactionSchema),
      quote_id: orUndefined(idSchema),
      quote: orUndefined(z.object({ id: idSchema })),
      quotes_count: orUndefined(countValue),
      event: orUndefined(eventSchema),
      pinned_at: orUndefined(dateTime),
      thread_muted: orUndefined(z.boolean()),
      bookmark_folder: orUndefined(idSchema),
    })
    .partial(),
  {},
);

/** What the derived fields are computed from; none of it is kept as such. */
const statusInputsSchema = z.object({
  quote: quoteRefSchema,
  quote_id: orNull(idSchema),
  quotes_count: orUndefined(countValue),
  emoji_reactions: filteredArray(emojiReactionSchema),
  content_type: optionalText,
  thread_muted: maybeBoolean,
  pleroma: pleromaStatusSchema,
});

type StatusInputs = z.output<typeof statusInputsSchema>;

function deriveStatusFields(raw: StatusInputs) {
  const { pleroma } = raw;
  const pleromaReactions = pleroma.emoji_reactions ?? [];
  return {
    // Mastodon 4.5 and Fedibird use `quote`, Pleroma `pleroma.quote`.
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
      : pleromaReactions,
    content_map: pleroma.content ?? null,
    content_type: raw.content_type ?? pleroma.content_type ?? null,
    event: pleroma.event ?? null,
    pinned_at: pleroma.pinned_at ?? null,
    thread_muted: raw.thread_muted ?? pleroma.thread_muted ?? false,
    bookmark_folder: pleroma.bookmark_folder ?? null,
  };
}

const statusCoreSchema = statusFieldsSchema.and(
  statusInputsSchema.transform(deriveStatusFields),
);

type StatusCore = z.output<typeof statusCoreSchema>;

/**
 * A status (spec 01 "Status"). zod cannot infer a recursive type through a
 * transform, so the recursive `reblog` and `quote` links are added to the
 * inferred core by hand.
 */
export type Status = StatusCore & {
  reblog: Status | null;
  quote: Status | null;
};

const nestedStatusSchema = orNull(z.lazy(() => statusSchema));

/** Mastodon 4.5 wraps the quoted status in `{state, quoted_status}`. */
const quoteFieldSchema = orNull(
  z.union([
    z
      .object({ state: z.string(), quoted_status: nestedStatusSchema })
      .transform((quote) => quote.quoted_status),
    z.lazy(() => statusSchema),
  ]),
);

/** A bad reblog or quote becomes null rather than losing the status. */
const statusLinksSchema = z
  .object({
    reblog: nestedStatusSchema,
    quote: quoteFieldSchema,
    pleroma: withFallback(z.object({ quote: nestedStatusSchema }), {
      quote: null,
    }),
  })
  .transform(({ reblog, quote, pleroma }) => ({
    reblog,
    quote: quote ?? pleroma.quote,
  }));

export const statusSchema: z.ZodType<Status> =
  statusCoreSchema.and(statusLinksSchema);
