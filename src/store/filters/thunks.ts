import {
  deleteFilter as deleteFilterCall,
  deleteFilterStatus,
  getFilters,
  postFilter,
  postFilterStatus,
  putFilter,
  type FilterApi,
  type FilterParams,
} from "../../api/endpoints/filters";
import type { Features } from "../../api/features";
import { rejectOptional } from "../failure";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../rootReducer";
import { normalizeFilter, normalizeFilters } from "./normalize";

/**
 * The viewer's filters (spec 02 section 7.5): v2 where the server has
 * `filtersV2`, else the v1 API where it has `filters` (one keyword each; the
 * endpoint sends only the first). Members only.
 */

/** Which filter API the server speaks, or null for none. */
export function filterApiOf(features: Features): FilterApi | null {
  if (features.filtersV2) return "v2";
  return features.filters ? "v1" : null;
}

const featureOf = (api: FilterApi) => (api === "v2" ? "filtersV2" : "filters");

function apiOf(state: RootState): FilterApi {
  const api = filterApiOf(state.instance.features);
  // The screens and hooks that dispatch these ask the same gate first.
  if (api === null) throw new Error("The server has no filters");
  return api;
}

/**
 * The viewer's filters, fetched again after the server says they changed.
 * Background work: a failure leaves posts as the server's results say.
 */
export const fetchFilters = createAppAsyncThunk(
  "filters/fetch",
  async (_arg: undefined, { extra, getState, dispatch, rejectWithValue }) => {
    const state = getState();
    const api = apiOf(state);
    const { changedAt } = state.filters;
    try {
      const page = await getFilters(extra.client, api);
      const fetchedAt = Date.now();
      return { ...normalizeFilters(page.items), api, changedAt, fetchedAt };
    } catch (error) {
      return rejectOptional(featureOf(api), error, {
        dispatch,
        rejectWithValue,
      });
    }
  },
  {
    // Once per change the server announces, one load at a time.
    condition: (_arg, { getState }) => {
      const state = getState();
      const { filters, session } = state;
      if (session.accessToken === null) return false;
      if (filterApiOf(state.instance.features) === null) return false;
      if (filters.loadingId !== null) return false;
      return filters.settledFor?.changedAt !== filters.changedAt;
    },
  },
);

export const createFilter = createAppAsyncThunk(
  "filters/create",
  async ({ params }: { params: FilterParams }, { extra, getState }) => {
    const filter = await postFilter(extra.client, apiOf(getState()), params);
    return normalizeFilter(filter);
  },
  {
    // The editor says why in place.
    silent: true,
  },
);

export const updateFilter = createAppAsyncThunk(
  "filters/update",
  async (
    { id, params }: { id: string; params: FilterParams },
    { extra, getState },
  ) => {
    const api = apiOf(getState());
    return normalizeFilter(await putFilter(extra.client, api, id, params));
  },
  {
    silent: true,
  },
);

export const deleteFilter = createAppAsyncThunk(
  "filters/delete",
  async ({ id }: { id: string }, { extra, getState }) => {
    await deleteFilterCall(extra.client, apiOf(getState()), id);
    return { id };
  },
);

/** "Filter this post": the post joins a v2 filter's posts. */
export const addFilterStatus = createAppAsyncThunk(
  "filters/addStatus",
  async (
    { filterId, statusId }: { filterId: string; statusId: string },
    { extra },
  ) => {
    return await postFilterStatus(extra.client, filterId, statusId);
  },
  {
    silent: true,
  },
);

/** A post leaves a v2 filter; `id` is the filter-status record's. */
export const removeFilterStatus = createAppAsyncThunk(
  "filters/removeStatus",
  async ({ id }: { filterId: string; id: string }, { extra }) => {
    await deleteFilterStatus(extra.client, id);
    return { id };
  },
);
