import {
  createSlice,
  isAnyOf,
  type PayloadAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { composeOpened, hasPostingDefaults } from "../events";
import {
  asComposeVisibility,
  emptyDraft,
  hasContent,
  type ComposeDraft,
  type ComposeFocus,
  type ComposeMedia,
  type ComposerId,
} from "./draft";
import type { ComposeResult } from "./thunks";
import type { submitCompose as SubmitComposeThunk } from "./thunks";
import { attachDriveFile, uploadComposeMedia, uploadProgressed } from "./media";
import { thunkActions } from "../thunkActions";
import { rejectionReason } from "../failure";
import { combinedReducer } from "../rootReducer";

const submitCompose = thunkActions<typeof SubmitComposeThunk>("compose/submit");

/**
 * The composers' drafts (see `compose/draft.ts`): what is being written, its
 * uploads with their progress, and how the last submission went. A failed
 * post keeps the draft and says why; a successful one empties it.
 */
export interface ComposerState {
  draft: ComposeDraft;
  /** Salts the Idempotency-Key; a new one after each success. */
  sessionId: string;
  isSubmitting: boolean;
  /** Why the last submission failed (the server's message). */
  error: string | null;
  /** The last success, until the writer starts again. */
  result: ComposeResult | null;
  /** The draft saved in this browser has been looked at (see draftStorage). */
  isRestored: boolean;
}

export interface ComposeState {
  composers: Record<ComposerId, ComposerState>;
  /** What a new draft starts with, as the server keeps it for the member. */
  defaults?: DraftDefaults;
}

type DraftDefaults = Pick<
  ComposeDraft,
  "visibility" | "sensitive" | "language"
>;

/** An empty draft with the member's posting defaults. */
function newDraft(state: ComposeState): ComposeDraft {
  return { ...emptyDraft(), ...state.defaults };
}

function freshComposer(sessionId: string): ComposerState {
  return {
    draft: emptyDraft(),
    sessionId,
    isSubmitting: false,
    error: null,
    result: null,
    isRestored: false,
  };
}

const initialState: ComposeState = {
  composers: { main: freshComposer("main"), modal: freshComposer("modal") },
};

/** A draft's fields other than its media, which change through their own actions. */
export type DraftChanges = Partial<Omit<ComposeDraft, "media">>;

interface MediaTarget {
  composerId: ComposerId;
  key: string;
}

function mediaItem(
  state: ComposeState,
  { composerId, key }: MediaTarget,
): ComposeMedia | undefined {
  return state.composers[composerId].draft.media.find((m) => m.key === key);
}

function fromAttachment(
  item: ComposeMedia,
  attachment: MediaAttachment,
): ComposeMedia {
  return {
    ...item,
    id: attachment.id,
    type: attachment.type,
    url: attachment.url,
    previewUrl: attachment.preview_url ?? attachment.url,
    progress: 1,
    state: "ready",
    error: null,
  };
}

/** A file on its way into the draft: uploading, or read from the drive. */
function pushPending(
  state: ComposeState,
  composerId: ComposerId,
  key: string,
  name: string,
): void {
  const composer = state.composers[composerId];
  composer.result = null;
  composer.draft.media.push({
    key,
    id: null,
    name,
    type: null,
    url: null,
    previewUrl: null,
    progress: 0,
    state: "uploading",
    error: null,
    description: "",
    focus: null,
    dirty: false,
  });
}

const composeSlice = createSlice({
  name: "compose",
  initialState,
  reducers: {
    changed(
      state,
      action: PayloadAction<{ composerId: ComposerId; changes: DraftChanges }>,
    ) {
      const composer = state.composers[action.payload.composerId];
      Object.assign(composer.draft, action.payload.changes);
      composer.result = null;
    },
    /** The writer threw the draft away. */
    /** `sessionId`: the next draft's (discardComposer makes it). */
    discarded(
      state,
      action: PayloadAction<{ composerId: ComposerId; sessionId: string }>,
    ) {
      const { composerId, sessionId } = action.payload;
      const { isRestored } = state.composers[composerId];
      state.composers[composerId] = {
        ...freshComposer(sessionId),
        draft: newDraft(state),
        isRestored,
      };
    },
    /** The draft saved in this browser (or none) was read back. */
    restored(
      state,
      action: PayloadAction<{
        composerId: ComposerId;
        draft: ComposeDraft | null;
      }>,
    ) {
      const { composerId, draft } = action.payload;
      const composer = state.composers[composerId];
      const pristine =
        !hasContent(composer.draft) &&
        composer.draft.inReplyToId === null &&
        composer.draft.quoteId === null &&
        composer.draft.editingId === null;
      if (draft && pristine && !composer.isRestored) composer.draft = draft;
      composer.isRestored = true;
    },
    mediaDescribed(
      state,
      action: PayloadAction<MediaTarget & { description: string }>,
    ) {
      const item = mediaItem(state, action.payload);
      if (!item) return;
      item.description = action.payload.description;
      item.dirty = true;
    },
    mediaFocused(
      state,
      action: PayloadAction<MediaTarget & { focus: ComposeFocus }>,
    ) {
      const item = mediaItem(state, action.payload);
      if (!item) return;
      item.focus = action.payload.focus;
      item.dirty = true;
    },
    mediaRemoved(state, action: PayloadAction<MediaTarget>) {
      const { composerId, key } = action.payload;
      const { draft } = state.composers[composerId];
      draft.media = draft.media.filter((m) => m.key !== key);
    },
  },
  extraReducers: (builder) => {
    builder
      // The modal composer opens: for a reply, a quote, a mention, an edit or a redraft.
      .addCase(composeOpened, (state, action) => {
        const { replyTo, quoteOf, mention, draft, sessionId } = action.payload;
        const composer = state.composers.modal;
        const isPlain = !replyTo && !quoteOf && !mention && !draft;
        // A plain "new post" reopens what was being written.
        if (isPlain && hasContent(composer.draft)) {
          composer.result = null;
          return;
        }
        state.composers.modal = {
          ...freshComposer(sessionId),
          isRestored: composer.isRestored,
          draft: {
            ...newDraft(state),
            text: mention ? `@${mention} ` : "",
            ...draft,
            inReplyToId: replyTo ?? draft?.inReplyToId ?? null,
            quoteId: quoteOf ?? draft?.quoteId ?? null,
          },
        };
      })
      .addCase(uploadComposeMedia.pending, (state, action) => {
        const { composerId, key, file } = action.meta.arg;
        pushPending(state, composerId, key, file.name);
      })
      .addCase(attachDriveFile.pending, (state, action) => {
        const { composerId, key, name } = action.meta.arg;
        pushPending(state, composerId, key, name);
      })
      .addCase(uploadProgressed, (state, action) => {
        const item = mediaItem(state, action.payload);
        if (!item || item.state === "ready") return;
        item.progress = action.payload.progress;
        if (action.payload.processing) item.state = "processing";
      })

      .addCase(submitCompose.pending, (state, action) => {
        const composer = state.composers[action.meta.arg.composerId];
        composer.isSubmitting = true;
        composer.error = null;
        composer.result = null;
      })
      .addCase(submitCompose.fulfilled, (state, action) => {
        const { composerId, outcome, nextSessionId } = action.payload;
        const { draft } = state.composers[composerId];
        // The main composer keeps the writer's audience and language.
        const kept =
          composerId === "main"
            ? {
                visibility: draft.visibility,
                audienceId: draft.audienceId,
                language: draft.language,
              }
            : {};
        state.composers[composerId] = {
          ...freshComposer(nextSessionId),
          isRestored: true,
          draft: { ...newDraft(state), ...kept },
          result: outcome,
        };
      })
      .addCase(submitCompose.rejected, (state, action) => {
        const composer = state.composers[action.meta.arg.composerId];
        composer.isSubmitting = false;
        composer.error = rejectionReason(action);
      })
      .addMatcher(
        isAnyOf(uploadComposeMedia.fulfilled, attachDriveFile.fulfilled),
        (state, action) => {
          const { composerId, key, attachment } = action.payload;
          const { draft } = state.composers[composerId];
          draft.media = draft.media.map((m) =>
            m.key === key ? fromAttachment(m, attachment) : m,
          );
        },
      )
      .addMatcher(
        isAnyOf(uploadComposeMedia.rejected, attachDriveFile.rejected),
        (state, action) => {
          const item = mediaItem(state, action.meta.arg);
          if (!item) return;
          item.state = "failed";
          item.error = rejectionReason(action);
        },
      )
      // New posting defaults: drafts not yet begun take them at once.
      .addMatcher(hasPostingDefaults, (state, action) => {
        const { visibility, sensitive, language } =
          action.payload.postingDefaults;
        const defaults: DraftDefaults = {
          visibility: asComposeVisibility(visibility),
          sensitive,
          language,
        };
        state.defaults = defaults;
        for (const composer of Object.values(state.composers))
          if (!hasContent(composer.draft) && composer.draft.editingId === null)
            Object.assign(composer.draft, defaults);
      });
  },
});

export const {
  changed: composeChanged,
  discarded: composeDiscarded,
  restored: composeRestored,
  mediaDescribed,
  mediaFocused,
  mediaRemoved,
} = composeSlice.actions;

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof composeSlice> {}
}

/**
 * Joins the store with the composer's code (store/compose/open.ts), never
 * before the homepage's first post (issue 22). Joining after the member's
 * account came in, it takes the posting defaults with its
 * `store/lazySliceLoaded` (rootReducer.ts).
 */
export const injectedComposeSlice = composeSlice.injectInto(combinedReducer);
