import { nanoid } from "@reduxjs/toolkit";
import type { ApiClient } from "../../api/client";
import { getCircles } from "../../api/endpoints/circles";
import { getLists } from "../../api/endpoints/lists";
import { putMedia } from "../../api/endpoints/media";
import { getSearch } from "../../api/endpoints/search";
import {
  getStatusSource,
  postStatus,
  putStatus,
} from "../../api/endpoints/statuses";
import { statusReceived } from "../events";
import { draftForEdit, idempotencyKey, statusBody } from "./body";
import {
  composeLimits,
  validateDraft,
  type ComposeMedia,
  type ComposerId,
} from "./draft";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccounts, normalizeStatus } from "../normalize";
import { groupTimelineKey, profileTimelineKeys } from "../keys";
import { normalizeScheduledStatus } from "../scheduled/normalize";
import { cancelScheduledStatus } from "../scheduled/thunks";

/**
 * Posting (spec 02 section 7.6): new, scheduled and edited statuses, and the
 * composer's look-ups. A failed post rejects with the server's message and
 * the compose slice keeps the draft.
 */

/** Sends alt texts and focal points changed since upload (a new post reads them from the media). */
async function describeMedia(
  client: ApiClient,
  media: readonly ComposeMedia[],
): Promise<void> {
  for (const item of media) {
    if (!item.dirty || item.id === null) continue;
    await putMedia(client, item.id, {
      description: item.description,
      focus: item.focus,
    });
  }
}

export type ComposeResult =
  | { kind: "posted"; id: string }
  | { kind: "edited"; id: string }
  | { kind: "scheduled"; id: string; scheduledAt: string };

/**
 * Posts (or schedules, or saves the edit of) a composer's draft. A new post
 * is absorbed and put at the top of home and of the author's loaded profile
 * timelines, in one `statusReceived`; a scheduled one is not a timeline post.
 */
export const submitCompose = createAppAsyncThunk(
  "compose/submit",
  async (
    { composerId }: { composerId: ComposerId },
    { extra, getState, dispatch },
  ) => {
    const state = getState();
    // The condition below let it through: the composer is in the store.
    const composer = state.compose?.composers[composerId];
    if (!composer) throw new Error("The composer is not loaded");
    const { draft, sessionId } = composer;
    const { features, server } = state.instance;
    const body = statusBody(draft, features);
    const nextSessionId = nanoid();
    if (draft.editingId) {
      const status = await putStatus(
        extra.client,
        server,
        draft.editingId,
        body,
      );
      const outcome: ComposeResult = { kind: "edited", id: status.id };
      return {
        composerId,
        outcome,
        nextSessionId,
        ...normalizeStatus(status),
      };
    }
    await describeMedia(extra.client, draft.media);
    const key = idempotencyKey(sessionId, body);
    const posted = await postStatus(extra.client, server, body, key);
    if (draft.scheduledId) {
      // The edited scheduled post is out (or scheduled anew): the old one
      // goes. Should that fail, its own notice says so; the post stands.
      void dispatch(cancelScheduledStatus({ id: draft.scheduledId }));
    }
    if (posted.kind === "scheduled") {
      const { id, scheduled_at } = posted.scheduled;
      const outcome: ComposeResult = {
        kind: "scheduled",
        id,
        scheduledAt: scheduled_at,
      };
      return {
        composerId,
        outcome,
        nextSessionId,
        ...normalizeScheduledStatus(posted.scheduled),
      };
    }
    const { status } = posted;
    dispatch(
      statusReceived({
        ...normalizeStatus(status),
        id: status.id,
        // A group's post belongs in the group's timeline, not home.
        timelines: draft.groupId ? [groupTimelineKey(draft.groupId)] : ["home"],
        ifLoaded: profileTimelineKeys(status),
      }),
    );
    const outcome: ComposeResult = { kind: "posted", id: status.id };
    return { composerId, outcome, nextSessionId };
  },
  {
    // The composer says why in place, beside the draft it keeps.
    silent: true,
    // The form shows why a draft cannot go; a stray submit of one does nothing.
    condition: ({ composerId }, { getState }) => {
      const state = getState();
      const composer = state.compose?.composers[composerId];
      const { data, features } = state.instance;
      const limits = composeLimits(data, features);
      return (
        composer !== undefined &&
        !composer.isSubmitting &&
        validateDraft(composer.draft, limits, Date.now()).length === 0
      );
    },
  },
);

/** How many suggestions the autocomplete shows. */
export const SUGGESTION_LIMIT = 5;

export type SuggestionKind = "accounts" | "hashtags";

/**
 * Accounts or hashtags starting with what is typed after @ or #. A failed
 * look-up rejects silently: the autocomplete just offers nothing (no error
 * notice while typing).
 */
export const fetchComposeSuggestions = createAppAsyncThunk(
  "compose/fetchSuggestions",
  async (
    { q, kind }: { q: string; kind: SuggestionKind },
    { extra, signal },
  ) => {
    const results = await getSearch(
      extra.client,
      { q, type: kind, limit: SUGGESTION_LIMIT, resolve: false },
      signal,
    );
    const { result, entities } = normalizeAccounts(results.accounts);
    return {
      q,
      kind,
      accountIds: result.slice(0, SUGGESTION_LIMIT),
      hashtags: results.hashtags
        .map((tag) => tag.name)
        .slice(0, SUGGESTION_LIMIT),
      entities,
    };
  },
  {
    silent: true,
  },
);

/**
 * The draft that edits a post: its source text (GET .../source) with its
 * media, poll and settings. The caller opens the composer with it.
 */
export const loadStatusForEdit = createAppAsyncThunk(
  "compose/loadForEdit",
  async ({ id }: { id: string }, { extra, getState }) => {
    const source = await getStatusSource(extra.client, id);
    const state = getState();
    const status = state.statuses.byId[id];
    if (!status) throw new Error("This post is no longer loaded");
    const poll = status.poll_id ? state.polls.byId[status.poll_id] : undefined;
    return { id, draft: draftForEdit(status, poll, source) };
  },
);

export type AudienceKind = "list" | "circle";

/** The viewer's lists or circles, for a list or circle post; kept by the composer. */
export const fetchComposeAudiences = createAppAsyncThunk(
  "compose/fetchAudiences",
  async ({ kind }: { kind: AudienceKind }, { extra }) => {
    const page =
      kind === "list"
        ? await getLists(extra.client)
        : await getCircles(extra.client);
    return {
      kind,
      items: page.items.map(({ id, title }) => ({ id, title })),
    };
  },
  { optional: ({ kind }) => (kind === "list" ? "lists" : "circles") },
);
