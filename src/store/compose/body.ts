import type { StatusBody } from "../../api/endpoints/statuses";
import { focusParam } from "../../api/endpoints/media";
import type { Features } from "../../api/features";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import type { StatusSource } from "../../api/schemas/statusSource";
import type { StoredPoll, StoredStatus } from "../normalize";
import type { StoredScheduledStatus } from "../scheduled/normalize";
import {
  asComposeVisibility,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_POLL_DURATION,
  emptyDraft,
  type ComposeDraft,
  type ComposeMedia,
} from "./draft";
import { parseInert } from "../../utils/sanitize";

/**
 * Between drafts and the server: the body a draft is sent as, the
 * Idempotency-Key, and the drafts that edit and delete-and-redraft start
 * from.
 */

/** Where the family has them, local-only and list or circle scopes (spec 01 section 3). */
function scope(
  draft: ComposeDraft,
  features: Features,
): Pick<StatusBody, "visibility" | "local_only" | "circle_id"> {
  const { visibility, audienceId } = draft;
  switch (visibility) {
    case "local":
      // Pleroma, Akkoma and Iceshrimp.NET have a scope; GoToSocial and Hometown a flag.
      return features.createStatusLocalScope
        ? { visibility: "local" }
        : { visibility: "public", local_only: true };
    case "list":
      return { visibility: `list:${audienceId ?? ""}` };
    case "circle":
      return { visibility: "circle", circle_id: audienceId ?? undefined };
    case "mutuals_only":
      // GoToSocial's spelling, or kmyblue's limited scope.
      return {
        visibility: features.createStatusMutualScope ? "mutual" : visibility,
      };
    default:
      return { visibility };
  }
}

const readyIds = (media: readonly ComposeMedia[]) =>
  media.flatMap((m) => (m.id === null ? [] : [m.id]));

/** The body of POST /api/v1/statuses (or of PUT for an edit) for a draft. */
export function statusBody(
  draft: ComposeDraft,
  features: Features,
): StatusBody {
  const body: StatusBody = {
    status: draft.text,
    spoiler_text: draft.spoiler ? draft.spoilerText.trim() : "",
    sensitive: draft.media.length > 0 && draft.sensitive,
    media_ids: readyIds(draft.media),
  };
  if (draft.language) body.language = draft.language;
  if (features.richText && draft.contentType !== DEFAULT_CONTENT_TYPE) {
    body.content_type = draft.contentType;
  }
  if (draft.poll) {
    body.poll = {
      options: draft.poll.options.map((option) => option.trim()),
      expires_in: draft.poll.expiresIn,
      multiple: draft.poll.multiple,
    };
  }
  if (draft.editingId) {
    // An edit keeps its audience and thread; described media travel along.
    const described = draft.media.filter((m) => m.dirty && m.id !== null);
    if (described.length > 0) {
      body.media_attributes = described.map((m) => ({
        id: m.id ?? "",
        description: m.description,
        ...(m.focus ? { focus: focusParam(m.focus) } : {}),
      }));
    }
    return body;
  }
  Object.assign(body, scope(draft, features));
  if (draft.inReplyToId) body.in_reply_to_id = draft.inReplyToId;
  if (draft.quoteId) body.quote = draft.quoteId;
  if (draft.groupId) body.group_id = draft.groupId;
  if (draft.scheduledAt) body.scheduled_at = draft.scheduledAt;
  return body;
}

/** FNV-1a, 32 bits: a short, stable fingerprint of a body. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * The same draft sent again (after a lost answer) gets the same key, so the
 * server returns the first post; a changed draft, or a new one after a
 * success (new session), gets a new key.
 */
export function idempotencyKey(sessionId: string, body: StatusBody): string {
  return `${sessionId}-${fingerprint(JSON.stringify(body))}`;
}

/** Plain text of server HTML, for posts whose source the server did not send back. */
export function plainText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n");
  const doc = parseInert(marked);
  return doc.body.textContent.trim();
}

function mediaOf(attachments: readonly MediaAttachment[]): ComposeMedia[] {
  return attachments.map((m) => ({
    key: m.id,
    id: m.id,
    name: m.description ?? m.id,
    type: m.type,
    url: m.url,
    previewUrl: m.preview_url ?? m.url,
    progress: 1,
    state: "ready",
    error: null,
    description: m.description ?? "",
    focus: m.meta.focus ?? null,
    dirty: false,
  }));
}

/** The poll duration a redraft starts with: the original's, else a day. */
function durationOf(status: StoredStatus, poll: StoredPoll): number {
  if (!poll.expires_at) return DEFAULT_POLL_DURATION;
  const seconds = Math.round(
    (Date.parse(poll.expires_at) - Date.parse(status.created_at)) / 1000,
  );
  return Number.isFinite(seconds) && seconds > 0
    ? seconds
    : DEFAULT_POLL_DURATION;
}

/** What a posted status looked like in the composer (text given separately). */
function draftOf(
  status: StoredStatus,
  poll: StoredPoll | undefined,
  text: string,
  spoilerText: string,
): ComposeDraft {
  return {
    ...emptyDraft(),
    text,
    spoiler: spoilerText !== "",
    spoilerText,
    sensitive: status.sensitive,
    visibility: asComposeVisibility(status.visibility),
    language: status.language,
    contentType: status.content_type ?? DEFAULT_CONTENT_TYPE,
    media: mediaOf(status.media_attachments),
    poll: poll
      ? {
          options: poll.options.map((o) => o.title),
          expiresIn: durationOf(status, poll),
          multiple: poll.multiple,
        }
      : null,
    inReplyToId: status.in_reply_to_id,
    quoteId: status.quote_id,
  };
}

/** Delete and redraft: the deleted post back in the composer, its media reused. */
export function draftForRedraft(
  status: StoredStatus,
  poll: StoredPoll | undefined,
): ComposeDraft {
  const text = status.text ?? plainText(status.content);
  return draftOf(status, poll, text, status.spoiler_text);
}

/** Editing: the post's source text in the composer, marked as an edit. */
export function draftForEdit(
  status: StoredStatus,
  poll: StoredPoll | undefined,
  source: StatusSource,
): ComposeDraft {
  return {
    ...draftOf(status, poll, source.text, source.spoiler_text),
    contentType: source.content_type,
    editingId: status.id,
  };
}

/**
 * Editing a scheduled post: its parameters in the composer, its time kept.
 * Sent, the draft is scheduled anew and the old one cancelled (`scheduledId`).
 */
export function draftForScheduled(item: StoredScheduledStatus): ComposeDraft {
  const { params } = item;
  const spoilerText = params.spoiler_text ?? "";
  return {
    ...emptyDraft(),
    text: params.text,
    spoiler: spoilerText !== "",
    spoilerText,
    sensitive: params.sensitive,
    visibility: asComposeVisibility(params.visibility),
    language: params.language,
    media: mediaOf(item.media_attachments),
    poll: params.poll
      ? {
          options: params.poll.options,
          // A duration the server did not send (read as 0) is the default's.
          expiresIn: params.poll.expires_in || DEFAULT_POLL_DURATION,
          multiple: params.poll.multiple,
        }
      : null,
    scheduledAt: item.scheduled_at,
    inReplyToId: params.in_reply_to_id,
    scheduledId: item.id,
  };
}
