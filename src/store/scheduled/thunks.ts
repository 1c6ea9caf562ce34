import {
  deleteScheduledStatus,
  getScheduledStatuses,
  putScheduledStatus,
} from "../../api/endpoints/scheduledStatuses";
import type { PagedListArg } from "../pagedList";
import { createAppAsyncThunk } from "../hooks";
import {
  normalizeScheduledStatus,
  normalizeScheduledStatuses,
} from "./normalize";
import { scheduledOf } from "./state";

/** Scheduled posts (spec 02 section 7.7): list, retime, cancel. */

/** Mastodon's largest page, so that most members see all of theirs at once. */
const PAGE_SIZE = 40;

export const fetchScheduledStatuses = createAppAsyncThunk(
  "scheduled/fetch",
  async (arg: PagedListArg, { extra, getState, signal }) => {
    const more = arg?.more ?? false;
    const { next } = scheduledOf(getState());
    const paging = more && next ? { url: next } : { limit: PAGE_SIZE };
    const page = await getScheduledStatuses(extra.client, paging, signal);
    const fetchedAt = Date.now();
    return {
      ...normalizeScheduledStatuses(page.items),
      next: page.next,
      fetchedAt,
    };
  },
  {
    // The first page says why in place; "Load more" is the reader's action.
    silent: (_failure, arg) => arg?.more !== true,
    condition: (arg, { getState }) => {
      if (!arg?.more) return true;
      const state = scheduledOf(getState());
      return state.next !== null && !state.loadingMore;
    },
  },
);

/**
 * Moves a post's publication time (ISO 8601). The row shows a refusal in
 * place (servers want at least five minutes ahead).
 */
export const retimeScheduledStatus = createAppAsyncThunk(
  "scheduled/retime",
  async (
    { id, scheduledAt }: { id: string; scheduledAt: string },
    { extra },
  ) => {
    const item = await putScheduledStatus(extra.client, id, scheduledAt);
    return normalizeScheduledStatus(item);
  },
  {
    silent: true,
  },
);

/** Cancels a scheduled post: it will not be posted. */
export const cancelScheduledStatus = createAppAsyncThunk(
  "scheduled/cancel",
  async ({ id }: { id: string }, { extra }) => {
    await deleteScheduledStatus(extra.client, id);
    return { id };
  },
);
