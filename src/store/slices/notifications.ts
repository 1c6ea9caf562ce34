import { createAction, createSlice } from "@reduxjs/toolkit";
import { hasEntities, peekValues, type EntitiesPayload } from "../entities";
import {
  addNotification,
  addServerGroup,
  dropGroups,
  type GroupingState,
} from "../notificationGrouping";
import { compareIds } from "../timelineItems";
import { fetchNotifications } from "../thunks/notifications";
import { statusDeleted } from "./statuses";

/**
 * Notifications and their groups in one slice, so that a notification, the
 * group it joins and the `duplicate` flags change in the same reducer case
 * and cannot drift (as accounts keep byId and idByAcct together). The list is
 * bounded to MAX_GROUPS groups; older ones are paged in again on demand.
 */
export interface NotificationsState extends GroupingState {
  /** Link cursor of the next older page. */
  next: string | null;
  /** Set when the list was cut: older pages continue below this id. */
  olderThan: string | null;
  isLoading: boolean;
  error: string | null;
  fetchedAt: number | null;
  /** The server merged notifications (`notifications_merged`): fetch again. */
  stale: boolean;
}

export const MAX_GROUPS = 400;

const initialState: NotificationsState = {
  byId: {},
  groups: {},
  order: [],
  groupOf: {},
  members: {},
  tuples: {},
  next: null,
  olderThan: null,
  isLoading: false,
  error: null,
  fetchedAt: null,
  stale: false,
};

function trim(state: NotificationsState): void {
  if (state.order.length <= MAX_GROUPS) return;
  dropGroups(state, state.order.slice(MAX_GROUPS));
  const last = state.groups[state.order[state.order.length - 1] ?? ""];
  state.olderThan = last
    ? (last.page_min_id ?? last.most_recent_notification_id)
    : null;
  state.next = null;
}

/** A streamed `notification`: the entities carry it; the matcher groups it. */
export const notificationReceived = createAction<
  EntitiesPayload & { id: string }
>("notifications/received");

const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    /** The server merged filtered notifications in: the list must be fetched again. */
    merged(state) {
      state.stale = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchNotifications.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        const { more, next, fetchedAt } = action.payload;
        state.isLoading = false;
        state.stale = false;
        state.fetchedAt = fetchedAt;
        if (more || state.order.length === 0) {
          state.next = next;
          state.olderThan = null;
        }
      })
      .addCase(fetchNotifications.rejected, (state, action) => {
        state.isLoading = false;
        state.error = action.payload?.message ?? action.error.message ?? "";
      })
      .addCase(statusDeleted, (state, action) => {
        const removed = new Set(action.payload.removed ?? [action.payload.id]);
        const keys = peekValues(state.groups)
          .filter((g) => g.status_id !== null && removed.has(g.status_id))
          .map((g) => g.group_key);
        if (keys.length > 0) dropGroups(state, keys);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { notifications, notificationGroups } = action.payload.entities;
        if (!notifications && !notificationGroups) return;
        const singles = Object.values(notifications ?? {}).sort((a, b) =>
          compareIds(b.id, a.id),
        );
        for (const n of singles) addNotification(state, n);
        for (const g of Object.values(notificationGroups ?? {})) {
          addServerGroup(state, g);
        }
        trim(state);
      });
  },
});

export const { merged: notificationsMerged } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
