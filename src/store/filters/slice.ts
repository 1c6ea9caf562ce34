import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { FilterApi } from "../../api/endpoints/filters";
import {
  dropKey,
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import type { StoredFilter } from "./normalize";
import type {
  addFilterStatus as AddFilterStatusThunk,
  createFilter as CreateFilterThunk,
  deleteFilter as DeleteFilterThunk,
  fetchFilters as FetchFiltersThunk,
  removeFilterStatus as RemoveFilterStatusThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const removeFilterStatus = thunkActions<typeof RemoveFilterStatusThunk>(
  "filters/removeStatus",
);
const fetchFilters = thunkActions<typeof FetchFiltersThunk>("filters/fetch");
const deleteFilter = thunkActions<typeof DeleteFilterThunk>("filters/delete");
const createFilter = thunkActions<typeof CreateFilterThunk>("filters/create");
const addFilterStatus =
  thunkActions<typeof AddFilterStatusThunk>("filters/addStatus");

/**
 * The viewer's filters (spec 02 section 7.5), which every screen showing
 * posts applies (selectors.ts). A streamed `filters_changed` records
 * `changedAt`; the loading hook (useViewerFilters.ts) then fetches them again.
 */
export interface FiltersState {
  /** When the server last said filters changed (ms), or null. */
  changedAt: number | null;
  /** The filters as entities (absorbed through the entities matcher). */
  byId: Record<string, StoredFilter>;
  /** The filters in the server's order; null until loaded. */
  order: string[] | null;
  /** Which API they came from: v1 filters hold one keyword each. */
  api: FilterApi | null;
  /** The `changedAt` the last load answered (or failed) for; null before any. */
  settledFor: { changedAt: number | null } | null;
  /** The load under way. */
  loadingId: string | null;
  /** When expiries are judged (ms): the last load, or the last expiry reached. */
  clock: number;
  /** Filters being deleted: gone at once, back if the server refuses. */
  deleting: Record<string, true>;
}

const initialState: FiltersState = {
  changedAt: null,
  byId: {},
  order: null,
  api: null,
  settledFor: null,
  loadingId: null,
  clock: 0,
  deleting: {},
};

const filtersSlice = createSlice({
  name: "filters",
  initialState,
  reducers: {
    changed(state, action: PayloadAction<{ at: number }>) {
      state.changedAt = action.payload.at;
    },
    /** A filter's expiry time has come: posts it held come back. */
    expiryReached(state, action: PayloadAction<{ at: number }>) {
      state.clock = Math.max(state.clock, action.payload.at);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFilters.pending, (state, { meta }) => {
        state.loadingId = meta.requestId;
      })
      .addCase(fetchFilters.fulfilled, (state, { meta, payload }) => {
        if (state.loadingId === meta.requestId) state.loadingId = null;
        state.order = payload.result;
        state.api = payload.api;
        state.settledFor = { changedAt: payload.changedAt };
        state.clock = Math.max(state.clock, payload.fetchedAt);
        // The list is the server's now: filters it no longer has go.
        const kept = new Set(payload.result);
        state.byId = removeEntities(
          state.byId,
          Object.keys(state.byId).filter((id) => !kept.has(id)),
        );
      })
      .addCase(fetchFilters.rejected, (state, { meta }) => {
        if (state.loadingId === meta.requestId) state.loadingId = null;
        if (meta.condition) return;
        state.settledFor = { changedAt: state.changedAt };
      })
      .addCase(createFilter.fulfilled, (state, { payload }) => {
        if (state.order && !state.order.includes(payload.result))
          state.order.push(payload.result);
      })
      .addCase(deleteFilter.pending, (state, { meta }) => {
        state.deleting[meta.arg.id] = true;
      })
      .addCase(deleteFilter.rejected, (state, { meta }) => {
        dropKey(state.deleting, meta.arg.id);
      })
      .addCase(deleteFilter.fulfilled, (state, { meta }) => {
        const { id } = meta.arg;
        dropKey(state.deleting, id);
        state.byId = removeEntities(state.byId, [id]);
        if (state.order) state.order = state.order.filter((f) => f !== id);
      })
      .addCase(addFilterStatus.fulfilled, (state, { meta, payload }) => {
        state.byId = updateEntity(state.byId, meta.arg.filterId, (filter) => ({
          ...filter,
          statuses: [...filter.statuses, payload],
        }));
      })
      .addCase(removeFilterStatus.fulfilled, (state, { meta }) => {
        state.byId = updateEntity(state.byId, meta.arg.filterId, (filter) => ({
          ...filter,
          statuses: filter.statuses.filter((s) => s.id !== meta.arg.id),
        }));
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(hasEntities, (state, { payload }) => {
        const filters = payload.entities.filters;
        if (filters) state.byId = upsertEntities(state.byId, filters);
      });
  },
});

export const { changed: filtersChanged, expiryReached: filterExpiryReached } =
  filtersSlice.actions;
export const filtersReducer = filtersSlice.reducer;
