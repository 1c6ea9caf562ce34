import {
  getTimeline,
  type CursorParams,
  type PageParams,
  type TimelineSource,
} from "../../api/endpoints/timelines";
import type { EntitiesPayload } from "../entities";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import { normalizeStatuses } from "../normalize";
import { gapMaxId, isGap, newestId } from "./items";
import { parseTimelineKey } from "../keys";

/** Statuses per page when reading; backfills and gaps take the server maximum. */
export const PAGE_SIZE = 20;
export const BACKFILL_PAGE_SIZE = 40;
/** A backfill fetches at most this many pages before leaving a gap marker. */
export const BACKFILL_MAX_PAGES = 5;

export interface TimelinePayload extends EntitiesPayload {
  key: string;
  /** Status ids, newest first. */
  result: string[];
  fetchedAt: number;
}

function sourceOf(key: string): TimelineSource {
  const source = parseTimelineKey(key);
  if (!source) throw new Error(`Unknown timeline: ${key}`);
  return source;
}

function pageParams(
  state: RootState,
  key: string,
  more: boolean,
): PageParams | CursorParams {
  const timeline = state.timelines[key];
  if (!more) return { limit: PAGE_SIZE };
  if (timeline?.next) return { url: timeline.next };
  return { max_id: timeline?.olderThan ?? undefined, limit: PAGE_SIZE };
}

/**
 * The first page of a timeline, or with `more` the next older page. Fresh
 * data (< 60 s) is not fetched again; a page already loading is not asked twice.
 */
export const fetchTimeline = createAppAsyncThunk(
  "timelines/fetch",
  async (
    { key, more = false }: { key: string; more?: boolean },
    { extra, getState, signal },
  ) => {
    const state = getState();
    const params = pageParams(state, key, more);
    const page = await getTimeline(
      extra.client,
      state.instance.server,
      sourceOf(key),
      params,
      signal,
    );
    const { result, entities } = normalizeStatuses(page.items);
    const payload: TimelinePayload = {
      key,
      result,
      entities,
      fetchedAt: Date.now(),
    };
    return {
      ...payload,
      more,
      next: page.items.length === 0 ? null : page.next,
      prev: page.prev,
      /** The page was short: nothing lies between it and what is held. */
      complete: page.items.length < PAGE_SIZE,
    };
  },
  {
    // The timeline shows a failed first page in place (or keeps the
    // posts it holds); a further page has only the toast to say so.
    silent: (_failure, { more }) => !more,
    condition: ({ key, more = false }, { getState }) => {
      const timeline = getState().timelines[key];
      if (!timeline) return true;
      if (timeline.isLoading) return false;
      if (more) return timeline.next !== null || timeline.olderThan !== null;
      return (
        !isFresh(timeline.fetchedAt, Date.now()) || timeline.error !== null
      );
    },
  },
);

async function fetchNewer(
  fetchPage: (params: PageParams) => Promise<{ items: { id: string }[] }>,
  since: string | null,
): Promise<{ connected: boolean; pages: number }> {
  let maxId: string | undefined;
  for (let page = 1; page <= BACKFILL_MAX_PAGES; page += 1) {
    const { items } = await fetchPage({
      since_id: since ?? undefined,
      max_id: maxId,
      limit: BACKFILL_PAGE_SIZE,
    });
    if (items.length < BACKFILL_PAGE_SIZE || since === null) {
      return { connected: true, pages: page };
    }
    maxId = items[items.length - 1]?.id;
  }
  return { connected: false, pages: BACKFILL_MAX_PAGES };
}

/**
 * Everything newer than the newest status a timeline holds (after a
 * reconnect, or as one poll while the socket is down). Pages are walked from
 * the newest down to what is held, so the reader sees the latest posts; past
 * the bound a gap marker is left between the fetched posts and the old ones.
 */
export const backfillTimeline = createAppAsyncThunk(
  "timelines/backfill",
  async ({ key }: { key: string }, { extra, getState, signal }) => {
    const state = getState();
    const timeline = state.timelines[key];
    const since = timeline
      ? (newestId(timeline.pending) ?? newestId(timeline.items))
      : null;
    const source = sourceOf(key);
    const statuses: Parameters<typeof normalizeStatuses>[0][number][] = [];
    const { connected } = await fetchNewer(async (params) => {
      const page = await getTimeline(
        extra.client,
        state.instance.server,
        source,
        params,
        signal,
      );
      statuses.push(...page.items);
      return page;
    }, since);
    const { result, entities } = normalizeStatuses(statuses);
    const payload: TimelinePayload = {
      key,
      result,
      entities,
      fetchedAt: Date.now(),
    };
    return { ...payload, since, connected, added: result.length };
  },
  {
    // Background work: the next poll or reconnect tries again.
    silent: true,
    // Only a timeline that holds a loaded page needs one: a timeline still
    // loading gets its newest posts from that load.
    condition: ({ key }, { getState }) => {
      const timeline = getState().timelines[key];
      return (
        timeline !== undefined &&
        !timeline.isBackfilling &&
        !timeline.isLoading &&
        timeline.fetchedAt !== null
      );
    },
  },
);

function gapBounds(items: readonly string[], gapId: string) {
  const index = items.indexOf(gapId);
  const below = items.slice(index + 1).find((item) => !isGap(item));
  return { found: index >= 0, maxId: gapMaxId(gapId), below: below ?? null };
}

/**
 * Fills a gap marker: `from: "top"` loads its newest part (what follows the
 * posts above it), `from: "bottom"` its oldest part (what precedes the posts
 * below it). A smaller marker stays while the gap is not closed.
 */
export const loadGap = createAppAsyncThunk(
  "timelines/loadGap",
  async (
    {
      key,
      gapId,
      from = "top",
    }: { key: string; gapId: string; from?: "top" | "bottom" },
    { extra, getState, signal },
  ) => {
    const state = getState();
    const items = state.timelines[key]?.items ?? [];
    const { maxId, below } = gapBounds(items, gapId);
    const side: "top" | "bottom" =
      from === "bottom" && below !== null ? "bottom" : "top";
    const params: PageParams = {
      max_id: maxId ?? undefined,
      limit: BACKFILL_PAGE_SIZE,
      ...(side === "top"
        ? { since_id: below ?? undefined }
        : { min_id: below ?? undefined }),
    };
    const page = await getTimeline(
      extra.client,
      state.instance.server,
      sourceOf(key),
      params,
      signal,
    );
    const { result, entities } = normalizeStatuses(page.items);
    const payload: TimelinePayload = {
      key,
      result,
      entities,
      fetchedAt: Date.now(),
    };
    const closed = page.items.length < BACKFILL_PAGE_SIZE;
    return { ...payload, gapId, from: side, closed };
  },
  {
    condition: ({ key, gapId }, { getState }) => {
      const timeline = getState().timelines[key];
      return (
        !!timeline && !timeline.isLoading && timeline.items.includes(gapId)
      );
    },
  },
);
