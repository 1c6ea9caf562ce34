import type { Features } from "../../api/features";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import type { Instance } from "../../api/schemas/instance";
import { VISIBILITIES, type Visibility } from "../../api/schemas/visibility";

/**
 * The composer's draft (plain data, kept in the compose slice and in
 * localStorage) and the server's limits it is checked against (spec 01
 * section 9, read from the instance: spec 02 section 3).
 */

/** The inline/screen composer, and the one in the COMPOSE modal (reply, quote, edit). */
export type ComposerId = "main" | "modal";

export const COMPOSER_IDS: readonly ComposerId[] = ["main", "modal"];

/** A post's visibility the composer can choose (see `COMPOSE_VISIBILITIES`). */
export type ComposeVisibility = Exclude<Visibility, "subscribers" | "limited">;

/**
 * The composer's visibilities, derived from the schema's list: a post's own
 * but Mitra's `subscribers` (never offered: a reply to such a post goes to
 * followers) and kmyblue's other `limited` scopes (set by the server).
 * `list` and `circle` are scopes whose audience is picked when posting.
 */
export const COMPOSE_VISIBILITIES: readonly ComposeVisibility[] =
  VISIBILITIES.flatMap((visibility): ComposeVisibility[] =>
    visibility === "subscribers" || visibility === "limited"
      ? []
      : [visibility],
  );

/**
 * A post's visibility as the composer's: Mitra's `subscribers` as
 * followers-only, kmyblue's other limited scopes as a private mention.
 */
export function asComposeVisibility(visibility: Visibility): ComposeVisibility {
  if (visibility === "subscribers") return "private";
  return visibility === "limited" ? "direct" : visibility;
}

export interface ComposeFocus {
  x: number;
  y: number;
}

export type UploadState = "uploading" | "processing" | "ready" | "failed";

export interface ComposeMedia {
  /** The client's key, stable from the first byte sent. */
  key: string;
  /** The server's id, once uploaded. */
  id: string | null;
  name: string;
  type: MediaAttachment["type"] | null;
  url: string | null;
  previewUrl: string | null;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  state: UploadState;
  error: string | null;
  description: string;
  focus: ComposeFocus | null;
  /** Alt text or focal point changed since the server last had them. */
  dirty: boolean;
}

export interface ComposePoll {
  options: string[];
  /** Seconds. */
  expiresIn: number;
  multiple: boolean;
}

export interface ComposeDraft {
  text: string;
  /** The content-warning field is shown. */
  spoiler: boolean;
  spoilerText: string;
  sensitive: boolean;
  visibility: ComposeVisibility;
  /** The list or circle a `list` or `circle` post goes to. */
  audienceId: string | null;
  /** Null: the server decides. */
  language: string | null;
  contentType: string;
  media: ComposeMedia[];
  poll: ComposePoll | null;
  /** ISO date-time; set: the post is scheduled. */
  scheduledAt: string | null;
  inReplyToId: string | null;
  quoteId: string | null;
  /** Set while editing a posted status. */
  editingId: string | null;
  /**
   * Set while editing a scheduled post. Servers change only a scheduled
   * post's time, so the edit is scheduled as a new post and this one is
   * cancelled once that succeeded.
   */
  scheduledId: string | null;
  /** The group a new post goes to (gate `groups`). */
  groupId: string | null;
}

export const DEFAULT_CONTENT_TYPE = "text/plain";

/** A day, Mastodon's default poll duration. */
export const DEFAULT_POLL_DURATION = 86_400;

export function emptyDraft(): ComposeDraft {
  return {
    text: "",
    spoiler: false,
    spoilerText: "",
    sensitive: false,
    visibility: "public",
    audienceId: null,
    language: null,
    contentType: DEFAULT_CONTENT_TYPE,
    media: [],
    poll: null,
    scheduledAt: null,
    inReplyToId: null,
    quoteId: null,
    editingId: null,
    scheduledId: null,
    groupId: null,
  };
}

export function emptyPoll(): ComposePoll {
  return {
    options: ["", ""],
    expiresIn: DEFAULT_POLL_DURATION,
    multiple: false,
  };
}

/** Whether the writer has put anything in (context alone does not count). */
export function hasContent(draft: ComposeDraft): boolean {
  return (
    draft.text.trim() !== "" ||
    draft.spoilerText.trim() !== "" ||
    draft.media.length > 0 ||
    draft.poll !== null
  );
}

export interface ComposeLimits {
  maxCharacters: number;
  /** Every URL counts as this many characters, when the server says so. */
  charactersReservedPerUrl: number | null;
  maxMedia: number;
  descriptionLimit: number;
  pollMaxOptions: number;
  pollMaxCharacters: number;
  pollMinExpiration: number;
  pollMaxExpiration: number;
  /** The server refuses a poll on a post with attachments. */
  pollExcludesMedia: boolean;
}

/**
 * Families whose API refuses a poll with attachments (Mastodon's documents
 * it: "If media_ids is provided, poll cannot be used"; Pleroma, Akkoma,
 * GoToSocial and Misskey forks take both). Family data, like familyPaths.ts.
 */
/** The instance's limits; the defaults of spec 01 section 9 where it says nothing. */
export function composeLimits(
  instance: Instance,
  features: Pick<Features, "pollsExcludeMedia">,
): ComposeLimits {
  const { statuses, media_attachments, polls } = instance.configuration;
  return {
    maxCharacters: statuses.max_characters || 500,
    charactersReservedPerUrl: statuses.characters_reserved_per_url ?? null,
    maxMedia: statuses.max_media_attachments || 4,
    descriptionLimit:
      media_attachments.description_limit ??
      instance.pleroma.metadata.description_limit,
    pollMaxOptions: polls.max_options || 4,
    pollMaxCharacters: polls.max_characters_per_option || 25,
    pollMinExpiration: polls.min_expiration,
    pollMaxExpiration: polls.max_expiration || 2_629_746,
    pollExcludesMedia: features.pollsExcludeMedia,
  };
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** `@user@domain` counts as `@user`, as Mastodon counts it. */
const REMOTE_MENTION = /(^|[^\w/@])@(\w+)@[\w.-]+\w/g;

const segmenter =
  typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/** Characters as servers count them: grapheme clusters (an emoji is one). */
export function graphemes(text: string): number {
  if (!segmenter) return Array.from(text).length;
  const segments = segmenter.segment(text)[Symbol.iterator]();
  let count = 0;
  while (!segments.next().done) count += 1;
  return count;
}

/** The length of a text for the counter: URLs at their reserved length, remote mentions by their local part. */
export function countCharacters(
  text: string,
  reservedPerUrl: number | null,
): number {
  const countable = text
    .replace(URL_PATTERN, (url) =>
      reservedPerUrl === null ? url : "x".repeat(reservedPerUrl),
    )
    .replace(REMOTE_MENTION, "$1@$2");
  return graphemes(countable);
}

/** What counts against the limit: the text and the content warning. */
export function draftLength(draft: ComposeDraft, limits: ComposeLimits) {
  const reserved = limits.charactersReservedPerUrl;
  return (
    countCharacters(draft.text, reserved) +
    (draft.spoiler ? countCharacters(draft.spoilerText, reserved) : 0)
  );
}

/** Scheduled posts must lie at least five minutes ahead (Mastodon's rule). */
export const SCHEDULE_MIN_MS = 5 * 60 * 1000;

export type ComposeProblem =
  | { code: "empty" }
  | { code: "tooLong"; over: number }
  | { code: "tooManyMedia"; max: number }
  | { code: "uploading" }
  | { code: "uploadFailed" }
  | { code: "altTooLong"; max: number }
  | { code: "pollWithMedia" }
  | { code: "pollOptionCount"; min: number; max: number }
  | { code: "pollOptionEmpty" }
  | { code: "pollOptionTooLong"; max: number }
  | { code: "pollOptionDuplicate" }
  | { code: "pollDuration"; min: number; max: number }
  | { code: "scheduleTooSoon" }
  | { code: "audienceMissing" };

function pollProblems(
  poll: ComposePoll,
  limits: ComposeLimits,
): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const titles = poll.options.map((option) => option.trim());
  if (titles.length < 2 || titles.length > limits.pollMaxOptions) {
    problems.push({
      code: "pollOptionCount",
      min: 2,
      max: limits.pollMaxOptions,
    });
  }
  if (titles.some((title) => title === "")) {
    problems.push({ code: "pollOptionEmpty" });
  }
  if (titles.some((title) => graphemes(title) > limits.pollMaxCharacters)) {
    problems.push({ code: "pollOptionTooLong", max: limits.pollMaxCharacters });
  }
  const filled = titles.filter((title) => title !== "");
  if (new Set(filled).size !== filled.length) {
    problems.push({ code: "pollOptionDuplicate" });
  }
  const min = Math.max(limits.pollMinExpiration, 0);
  if (poll.expiresIn < min || poll.expiresIn > limits.pollMaxExpiration) {
    problems.push({
      code: "pollDuration",
      min,
      max: limits.pollMaxExpiration,
    });
  }
  return problems;
}

function mediaProblems(
  draft: ComposeDraft,
  limits: ComposeLimits,
): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const { media } = draft;
  if (media.length > limits.maxMedia) {
    problems.push({ code: "tooManyMedia", max: limits.maxMedia });
  }
  if (media.some((m) => m.state === "uploading" || m.state === "processing")) {
    problems.push({ code: "uploading" });
  }
  if (media.some((m) => m.state === "failed")) {
    problems.push({ code: "uploadFailed" });
  }
  if (media.some((m) => graphemes(m.description) > limits.descriptionLimit)) {
    problems.push({ code: "altTooLong", max: limits.descriptionLimit });
  }
  if (limits.pollExcludesMedia && media.length > 0 && draft.poll) {
    problems.push({ code: "pollWithMedia" });
  }
  return problems;
}

/** Everything that stops a draft from being posted; empty when it can go. */
export function validateDraft(
  draft: ComposeDraft,
  limits: ComposeLimits,
  now: number,
): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  if (draft.text.trim() === "" && draft.media.length === 0) {
    problems.push({ code: "empty" });
  }
  const over = draftLength(draft, limits) - limits.maxCharacters;
  if (over > 0) problems.push({ code: "tooLong", over });
  problems.push(...mediaProblems(draft, limits));
  if (draft.poll) problems.push(...pollProblems(draft.poll, limits));
  if (
    draft.scheduledAt !== null &&
    !(Date.parse(draft.scheduledAt) >= now + SCHEDULE_MIN_MS)
  ) {
    problems.push({ code: "scheduleTooSoon" });
  }
  if (
    (draft.visibility === "list" || draft.visibility === "circle") &&
    !draft.audienceId
  ) {
    problems.push({ code: "audienceMissing" });
  }
  return problems;
}
