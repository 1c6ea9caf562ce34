import {
  getGroupedNotifications,
  getNotifications,
  type NotificationPaging,
} from "../../api/endpoints/notifications";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import type { RootState } from "../index";
import {
  normalizeGroupedNotifications,
  normalizeNotifications,
} from "../normalizeNotifications";
import { toFailure } from "./failure";

export const NOTIFICATIONS_PAGE_SIZE = 40;

function paging(state: RootState, more: boolean): NotificationPaging {
  const { next, olderThan } = state.notifications;
  if (!more) return { limit: NOTIFICATIONS_PAGE_SIZE };
  if (next) return { url: next };
  return { max_id: olderThan ?? undefined, limit: NOTIFICATIONS_PAGE_SIZE };
}

/**
 * The newest notifications, or with `more` the next older page: grouped by
 * the server where it can (features.groupedNotifications), else single
 * notifications grouped by the notifications slice.
 */
export const fetchNotifications = createAppAsyncThunk(
  "notifications/fetch",
  async (
    arg: { more?: boolean } | undefined,
    { extra, getState, rejectWithValue, signal },
  ) => {
    const more = arg?.more ?? false;
    try {
      const state = getState();
      const params = paging(state, more);
      const fetchedAt = Date.now();
      if (state.instance.features.groupedNotifications) {
        const page = await getGroupedNotifications(
          extra.client,
          params,
          signal,
        );
        const { result, entities } = normalizeGroupedNotifications(page);
        const next = result.length === 0 ? null : page.next;
        return { grouped: true, more, result, entities, next, fetchedAt };
      }
      const page = await getNotifications(extra.client, params, signal);
      const { result, entities } = normalizeNotifications(page.items);
      const next = page.items.length === 0 ? null : page.next;
      return { grouped: false, more, result, entities, next, fetchedAt };
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  {
    condition: (arg, { getState }) => {
      const more = arg?.more ?? false;
      const state = getState().notifications;
      if (state.isLoading) return false;
      if (more) return state.next !== null || state.olderThan !== null;
      return state.stale || !isFresh(state.fetchedAt, Date.now());
    },
  },
);
