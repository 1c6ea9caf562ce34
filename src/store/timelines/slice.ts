import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { entitiesEvicted, dropKey } from "../entities";
import { statusDeleted, statusReceived } from "../events";
import type { ThunkFailure } from "../hooks";
import { fillGap, showPending } from "./items";
import {
  applyBackfill,
  applyPage,
  fitWindow,
  receive,
  removeStatuses,
  trimIdle,
} from "./changes";
import type {
  backfillTimeline as BackfillTimelineThunk,
  fetchTimeline as FetchTimelineThunk,
  loadGap as LoadGapThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const loadGap = thunkActions<typeof LoadGapThunk>("timelines/loadGap");
const fetchTimeline =
  thunkActions<typeof FetchTimelineThunk>("timelines/fetch");
const backfillTimeline =
  thunkActions<typeof BackfillTimelineThunk>("timelines/backfill");

/**
 * Ordered status ids per timeline key (see `keys.ts`), with paging
 * cursors, gap markers and a bounded window (see `timelines/changes.ts`).
 */
export interface TimelineState {
  /** Status ids and gap markers (`gap:<maxId>`), newest first. */
  items: string[];
  /** New posts held back while the reader is scrolled down, newest first. */
  pending: string[];
  /** Link cursor of the next older page. */
  next: string | null;
  prev: string | null;
  /** Set when the window was cut: older pages continue below this id. */
  olderThan: string | null;
  isLoading: boolean;
  isBackfilling: boolean;
  /** Why the last page failed: the server's message and status. */
  error: ThunkFailure | null;
  fetchedAt: number | null;
  atTop: boolean;
}

export type TimelinesState = Record<string, TimelineState>;

export function emptyTimeline(): TimelineState {
  return {
    items: [],
    pending: [],
    next: null,
    prev: null,
    olderThan: null,
    isLoading: false,
    isBackfilling: false,
    error: null,
    fetchedAt: null,
    atTop: true,
  };
}

function ensure(state: TimelinesState, key: string): TimelineState {
  const existing = state[key];
  if (existing) return existing;
  const created = emptyTimeline();
  state[key] = created;
  return created;
}

function failed(
  state: TimelinesState,
  key: string,
  error: { payload?: ThunkFailure; error: { message?: string } },
): void {
  const timeline = ensure(state, key);
  timeline.isLoading = false;
  timeline.error = error.payload ?? {
    message: error.error.message ?? "",
    status: null,
  };
}

const initialState: TimelinesState = {};

const timelinesSlice = createSlice({
  name: "timelines",
  initialState,
  reducers: {
    scrolled(state, action: PayloadAction<{ key: string; atTop: boolean }>) {
      const timeline = ensure(state, action.payload.key);
      timeline.atTop = action.payload.atTop;
      fitWindow(timeline, action.payload.key);
    },
    /** The reader asked to see the queued posts. */
    pendingShown(state, action: PayloadAction<{ key: string }>) {
      const timeline = state[action.payload.key];
      if (!timeline || timeline.pending.length === 0) return;
      timeline.items = showPending(timeline.pending, timeline.items);
      timeline.pending = [];
      fitWindow(timeline, action.payload.key);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(statusReceived, (state, action) => {
        const { id, timelines, ifLoaded = [] } = action.payload;
        for (const key of timelines) receive(ensure(state, key), key, [id]);
        for (const key of ifLoaded) {
          const timeline = state[key];
          if (timeline) receive(timeline, key, [id]);
        }
      })
      .addCase(fetchTimeline.pending, (state, action) => {
        const timeline = ensure(state, action.meta.arg.key);
        timeline.isLoading = true;
        timeline.error = null;
      })
      .addCase(fetchTimeline.fulfilled, (state, action) => {
        applyPage(ensure(state, action.payload.key), action.payload);
      })
      .addCase(fetchTimeline.rejected, (state, action) => {
        failed(state, action.meta.arg.key, action);
      })
      .addCase(backfillTimeline.pending, (state, action) => {
        ensure(state, action.meta.arg.key).isBackfilling = true;
      })
      .addCase(backfillTimeline.fulfilled, (state, action) => {
        applyBackfill(ensure(state, action.payload.key), action.payload);
      })
      .addCase(backfillTimeline.rejected, (state, action) => {
        const timeline = state[action.meta.arg.key];
        if (timeline) timeline.isBackfilling = false;
      })
      .addCase(loadGap.pending, (state, action) => {
        ensure(state, action.meta.arg.key).isLoading = true;
      })
      .addCase(loadGap.fulfilled, (state, action) => {
        const { key, gapId, result, closed, from } = action.payload;
        const timeline = ensure(state, key);
        timeline.isLoading = false;
        timeline.items = fillGap(timeline.items, gapId, result, closed, from);
        fitWindow(timeline, key);
      })
      .addCase(loadGap.rejected, (state, action) => {
        failed(state, action.meta.arg.key, action);
      })
      .addCase(statusDeleted, (state, action) => {
        const removed = new Set(action.payload.removed ?? [action.payload.id]);
        for (const timeline of Object.values(state)) {
          removeStatuses(timeline, removed);
        }
      })
      .addCase(entitiesEvicted, (state, action) => {
        for (const key of action.payload.timelines) dropKey(state, key);
        for (const key of action.payload.timelinesTrimmed) {
          const timeline = state[key];
          if (timeline) trimIdle(timeline, key);
        }
      });
  },
});

export const { scrolled: timelineScrolled, pendingShown } =
  timelinesSlice.actions;
export const timelinesReducer = timelinesSlice.reducer;
