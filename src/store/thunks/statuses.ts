import {
  getStatus,
  getStatusContext,
  getStatusHistory,
} from "../../api/endpoints/statuses";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import {
  normalizeStatus,
  normalizeStatuses,
  normalizeStatusHistory,
} from "../normalize";
import { toFailure } from "./failure";

/** One status by id; fresh data (< 60 s) is not fetched again. */
export const fetchStatus = createAppAsyncThunk(
  "statuses/fetch",
  async ({ id }: { id: string }, { extra, rejectWithValue, signal }) => {
    try {
      const status = await getStatus(extra.client, id, signal);
      return { ...normalizeStatus(status), fetchedAt: Date.now() };
    } catch (error) {
      // The post and event screens say it in place (gone, or a retry).
      return rejectWithValue(toFailure(error), { silent: true });
    }
  },
  {
    condition: ({ id }, { getState }) =>
      !isFresh(getState().statuses.fetchedAt[id], Date.now()),
  },
);

/**
 * The thread around a status. The focus's own parent is passed along when the
 * status is already held, so the tree links it even when the server's
 * ancestors are not a plain chain (Pleroma returns the whole conversation).
 */
export const fetchStatusContext = createAppAsyncThunk(
  "statuses/fetchContext",
  async (
    { id }: { id: string },
    { extra, getState, rejectWithValue, signal },
  ) => {
    try {
      const context = await getStatusContext(extra.client, id, signal);
      const { result, entities } = normalizeStatuses([
        ...context.ancestors,
        ...context.descendants,
      ]);
      const split = context.ancestors.length;
      return {
        id,
        ancestors: result.slice(0, split),
        descendants: result.slice(split),
        focusParent: getState().statuses.byId[id]?.in_reply_to_id,
        entities,
        fetchedAt: Date.now(),
      };
    } catch (error) {
      // The thread and the event discussion say it in place, with a retry.
      return rejectWithValue(toFailure(error), { silent: true });
    }
  },
  {
    condition: ({ id }, { getState }) =>
      !isFresh(getState().contexts.fetchedAt[id], Date.now()),
  },
);

/**
 * The edit history of a status, oldest first. Not kept in state (screens
 * show it from the fulfilled payload); the authors are absorbed as entities.
 */
export const fetchStatusHistory = createAppAsyncThunk(
  "statuses/fetchHistory",
  async ({ id }: { id: string }, { extra, rejectWithValue, signal }) => {
    try {
      const page = await getStatusHistory(extra.client, id, signal);
      const { result, entities } = normalizeStatusHistory(page.items);
      return { id, result, entities, fetchedAt: Date.now() };
    } catch (error) {
      // The history dialog says it in place, with a retry.
      return rejectWithValue(toFailure(error), { silent: true });
    }
  },
);
