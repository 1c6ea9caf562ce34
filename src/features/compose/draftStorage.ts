import * as z from "zod/mini";
import {
  COMPOSE_VISIBILITIES,
  emptyDraft,
  hasContent,
  type ComposeDraft,
  type ComposerId,
} from "../../store/compose/draft";

/**
 * Drafts kept in localStorage (`potluck:draft:<account>:<composer>`) so that a
 * reload loses nothing. What comes back is checked: anything malformed is
 * dropped. Uploads still under way are not kept (the file is gone on reload).
 */

const key = (me: string, composerId: ComposerId) =>
  `potluck:draft:${me}:${composerId}`;

const id = z.string().check(z.minLength(1));
const focus = z.nullable(z.object({ x: z.number(), y: z.number() }));

const storedMediaSchema = z.object({
  key: id,
  id,
  name: z.string(),
  type: z.nullable(z.enum(["image", "video", "gifv", "audio", "unknown"])),
  url: z.nullable(z.string()),
  previewUrl: z.nullable(z.string()),
  description: z.string(),
  focus,
  dirty: z.boolean(),
});

const storedDraftSchema = z.object({
  text: z.string(),
  spoiler: z.boolean(),
  spoilerText: z.string(),
  sensitive: z.boolean(),
  visibility: z.enum(COMPOSE_VISIBILITIES),
  audienceId: z.nullable(id),
  language: z.nullable(z.string()),
  contentType: z.string().check(z.minLength(1)),
  media: z.array(storedMediaSchema),
  poll: z.nullable(
    z.object({
      options: z.array(z.string()),
      expiresIn: z.number(),
      multiple: z.boolean(),
    }),
  ),
  scheduledAt: z.nullable(z.string()),
  inReplyToId: z.nullable(id),
  quoteId: z.nullable(id),
  editingId: z.nullable(id),
  // Drafts saved before scheduled posts could be edited lack it.
  scheduledId: z.optional(z.nullable(id)),
  // Drafts saved before posting to groups lack it.
  groupId: z.optional(z.nullable(id)),
});

/** The draft saved for this account and composer, or null. */
export function loadDraft(
  me: string,
  composerId: ComposerId,
): ComposeDraft | null {
  try {
    const text = window.localStorage.getItem(key(me, composerId));
    if (text === null) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const media = parsed.data.media.map((m) => ({
      ...m,
      progress: 1,
      state: "ready" as const,
      error: null,
    }));
    const scheduledId = parsed.data.scheduledId ?? null;
    const groupId = parsed.data.groupId ?? null;
    return { ...emptyDraft(), ...parsed.data, media, scheduledId, groupId };
  } catch {
    return null;
  }
}

/** Saves a draft; an empty one removes what was saved. Storage may be missing. */
export function saveDraft(
  me: string,
  composerId: ComposerId,
  draft: ComposeDraft,
): void {
  try {
    const media = draft.media.filter(
      (m) => m.state === "ready" && m.id !== null,
    );
    const kept = { ...draft, media };
    if (!hasContent(kept) && !kept.inReplyToId && !kept.quoteId) {
      window.localStorage.removeItem(key(me, composerId));
      return;
    }
    window.localStorage.setItem(key(me, composerId), JSON.stringify(kept));
  } catch {
    // Nothing is kept where nothing can be stored (private windows, quotas).
  }
}
