import type { Account } from "../api/schemas/account";
import type { FilterContext } from "../api/endpoints/filters";
import type { FilterAction } from "../api/schemas/filter";
import type { Event } from "../api/schemas/event";
import type { MediaAttachment } from "../api/schemas/mediaAttachment";
import type { Mention } from "../api/schemas/mention";
import type { Status } from "../api/schemas/status";

/**
 * The client-side rules a status goes through before it is stored (spec 01
 * section 3): mentions ordering and the event-post attachment split. Both are
 * idempotent, so a status normalised twice comes out the same.
 */

/** An event with its banner and links taken out of the media attachments. */
export type StoredEvent = Event & {
  banner: MediaAttachment | null;
  links: MediaAttachment[];
};

function mentionOf(account: Account): Mention {
  const { id, acct, username, url } = account;
  return { id, acct, username, url };
}

/**
 * The replied-to account comes first. When the author replies to an account
 * that is not among the mentions (a self-reply: servers omit the author) that
 * account is prepended. Unlike the reference client, a reply to an unknown
 * account that is not mentioned leaves the list as it is.
 */
export function orderMentions(
  mentions: readonly Mention[],
  inReplyToAccountId: string | null,
  author: Account,
): readonly Mention[] {
  if (inReplyToAccountId === null) return mentions;
  const index = mentions.findIndex((m) => m.id === inReplyToAccountId);
  const first = mentions[index];
  if (index > 0 && first) {
    return [first, ...mentions.slice(0, index), ...mentions.slice(index + 1)];
  }
  if (index < 0 && inReplyToAccountId === author.id) {
    return [mentionOf(author), ...mentions];
  }
  return mentions;
}

const isLink = (attachment: MediaAttachment) =>
  attachment.mime_type === "text/html";

/**
 * Event posts: the first attachment is the banner when it is an image
 * described 'Banner'; text/html attachments are the event's links; the rest
 * stay media. Statuses without an event are untouched.
 */
export function splitEventAttachments(
  event: Event | StoredEvent | null,
  attachments: readonly MediaAttachment[],
): {
  event: StoredEvent | null;
  media_attachments: readonly MediaAttachment[];
} {
  if (!event) return { event: null, media_attachments: attachments };
  if ("banner" in event) return { event, media_attachments: attachments };
  const [first, ...others] = attachments;
  const isBanner = first?.type === "image" && first.description === "Banner";
  const rest = isBanner ? others : attachments.slice();
  return {
    event: {
      ...event,
      banner: isBanner ? first : null,
      links: rest.filter(isLink),
    },
    media_attachments: rest.filter((attachment) => !isLink(attachment)),
  };
}

/**
 * The server's verdict on a status for its viewer (`filtered`, Mastodon 4.0+
 * and GoToSocial), kept as the filter's id, what decides its effect and what
 * matched. Spec 01 keeps only the titles; the ids and matches let the client
 * check the verdict against the filters as they are now, so an edit or a
 * deletion made elsewhere applies to posts already loaded.
 */
export interface StoredFilterResult {
  filter_id: string;
  title: string;
  context: FilterContext[];
  filter_action: FilterAction;
  expires_at: string | null;
  keyword_matches: string[];
  status_matches: string[];
}

export function toStoredFilterResults(
  filtered: Status["filtered"],
): StoredFilterResult[] {
  return filtered.map(({ filter, keyword_matches, status_matches }) => ({
    filter_id: filter.id,
    title: filter.title,
    context: filter.context,
    filter_action: filter.filter_action,
    expires_at: filter.expires_at,
    keyword_matches,
    status_matches,
  }));
}
