import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
  type WithSlice,
} from "@reduxjs/toolkit";
import { combinedReducer } from "../rootReducer";
import {
  dropKey,
  hasEntities,
  peekValues,
  type EntitiesAction,
} from "../entities";
import {
  notificationReceived,
  sessionEnded,
  statusDeleted,
  streamReconnected,
} from "../events";
import type { ThunkFailure } from "../hooks";
import {
  addPolicyCases,
  initialPolicyState,
  type NotificationPolicyState,
} from "./policy";
import {
  addNotification,
  addServerGroup,
  dropGroups,
  placeInOrder,
  type GroupingState,
} from "./grouping";
import { compareAge } from "../itemOrder";
import { isShownUnder, type NotificationFilter } from "./filters";
import type {
  clearNotifications as ClearNotificationsThunk,
  dismissNotification as DismissNotificationThunk,
} from "./thunks";
import type {
  fetchNotifications as FetchNotificationsThunk,
  fetchUnreadNotificationCount as FetchUnreadNotificationCountThunk,
} from "./thunks";
import {
  countReceived,
  countRemoved,
  markUnreadStale,
  type UnreadState,
} from "./unread";
import type {
  authorizeFollowRequest as AuthorizeFollowRequestThunk,
  rejectFollowRequest as RejectFollowRequestThunk,
} from "../relationships/thunks";
import { thunkActions } from "../thunkActions";

const dismissNotification = thunkActions<typeof DismissNotificationThunk>(
  "notifications/dismiss",
);
const clearNotifications = thunkActions<typeof ClearNotificationsThunk>(
  "notifications/clear",
);
const rejectFollowRequest = thunkActions<typeof RejectFollowRequestThunk>(
  "relationships/rejectFollowRequest",
);
const authorizeFollowRequest = thunkActions<typeof AuthorizeFollowRequestThunk>(
  "relationships/authorizeFollowRequest",
);

const fetchUnreadNotificationCount = thunkActions<
  typeof FetchUnreadNotificationCountThunk
>("notifications/fetchUnreadCount");
const fetchNotifications = thunkActions<typeof FetchNotificationsThunk>(
  "notifications/fetch",
);

/**
 * Notifications and their groups in one slice, so that a notification, the
 * group it joins and the `duplicate` flags change in the same reducer case
 * and cannot drift (as accounts keep byId and idByAcct together). The list is
 * bounded to MAX_GROUPS groups; older ones are paged in again on demand. It
 * holds one filter's list: changing the filter starts it afresh.
 */
export interface NotificationsState
  extends GroupingState, UnreadState, NotificationPolicyState {
  /** Link cursor of the next older page. */
  next: string | null;
  /** Set when the list was cut: older pages continue below this id. */
  olderThan: string | null;
  isLoading: boolean;
  /** Why the last fetch failed, for the list to say in place. */
  error: ThunkFailure | null;
  fetchedAt: number | null;
  /** The server merged notifications (`notifications_merged`): fetch again. */
  stale: boolean;
  filter: NotificationFilter;
  /** The fetch in flight, and those whose answers belong to a former filter. */
  loadingRequestId: string | null;
  ignoredRequestIds: string[];
  /** Groups out of `order` while answered, dismissed or cleared, by request id. */
  parked: Record<string, string[]>;
}

export const MAX_GROUPS = 400;

/** A list with nothing in it (fresh objects each time: state is never shared). */
const emptyList = () =>
  ({
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
    loadingRequestId: null,
    parked: {},
  }) satisfies Partial<NotificationsState>;

const initialState: NotificationsState = {
  ...emptyList(),
  ...initialPolicyState,
  filter: "all",
  ignoredRequestIds: [],
  unread: null,
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

const isAnswer = isPending(authorizeFollowRequest, rejectFollowRequest);
const isAnswerRejected = isRejected(
  authorizeFollowRequest,
  rejectFollowRequest,
);

const isRemoved = isFulfilled(dismissNotification, clearNotifications);
const isRemovalRejected = isRejected(dismissNotification, clearNotifications);

/** Former filters' fetches remembered, to ignore their late answers. */
const IGNORED_KEPT = 8;

const isIgnored = (state: NotificationsState, action: EntitiesAction) =>
  fetchNotifications.fulfilled.match(action) &&
  state.ignoredRequestIds.includes(action.meta.requestId);

/**
 * The entities of a map in the server's order where the action has it (a
 * fetched page's `result`), else in the map's; then newest first, ties
 * keeping that order (see `compareAge`).
 */
function newestFirst<T>(
  map: Record<string, T> | undefined,
  action: EntitiesAction,
  aged: (item: T) => { id: string; at: string | null },
): T[] {
  if (!map) return [];
  const served = fetchNotifications.fulfilled.match(action)
    ? action.payload.result.flatMap((key) => map[key] ?? [])
    : [];
  const items = served.length > 0 ? served : Object.values(map);
  return items.sort((a, b) => compareAge(aged(b), aged(a)));
}

function absorb(state: NotificationsState, action: EntitiesAction): void {
  const { notifications, notificationGroups } = action.payload.entities;
  if (!notifications && !notificationGroups) return;
  if (isIgnored(state, action)) return;
  const shown = (type: Parameters<typeof isShownUnder>[1]) =>
    isShownUnder(state.filter, type);
  const singles = newestFirst(notifications, action, (n) => ({
    id: n.id,
    at: n.created_at,
  }));
  for (const n of singles) if (shown(n.type)) addNotification(state, n);
  const groups = newestFirst(notificationGroups, action, (g) => ({
    id: g.most_recent_notification_id,
    at: g.latest_page_notification_at,
  }));
  for (const g of groups) if (shown(g.type)) addServerGroup(state, g);
  trim(state);
}

/** Takes groups out of the list while a request about them is answered. */
function park(state: NotificationsState, requestId: string, keys: string[]) {
  if (keys.length === 0) return;
  const parked = new Set(keys);
  state.parked[requestId] = keys;
  state.order = state.order.filter((key) => !parked.has(key));
}

/** The follow-request groups an account heads. */
const requestGroups = (state: NotificationsState, id: string) =>
  state.order.filter((key) => {
    const group = state.groups[key];
    return (
      group?.type === "follow_request" && group.sample_account_ids.includes(id)
    );
  });

/** The server answered: the parked groups go for good. */
function dropParked(state: NotificationsState, requestId: string) {
  dropGroups(state, state.parked[requestId] ?? []);
  dropKey(state.parked, requestId);
}

/** The server refused: the parked groups come back in their places. */
function restoreParked(state: NotificationsState, requestId: string) {
  for (const key of state.parked[requestId] ?? []) placeInOrder(state, key);
  dropKey(state.parked, requestId);
}

const notificationsSlice = createSlice({
  name: "notifications",
  initialState,
  reducers: {
    /** The server merged filtered notifications in: the list must be fetched again. */
    merged(state) {
      state.stale = true;
    },
    /** Another quick filter: the list starts afresh; a fetch in flight is ignored. */
    filterChanged(state, action: PayloadAction<NotificationFilter>) {
      if (state.filter === action.payload) return;
      const { loadingRequestId } = state;
      Object.assign(state, emptyList());
      state.filter = action.payload;
      if (loadingRequestId !== null) {
        state.ignoredRequestIds = [
          ...state.ignoredRequestIds,
          loadingRequestId,
        ].slice(-IGNORED_KEPT);
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchNotifications.pending, (state, action) => {
        state.isLoading = true;
        state.error = null;
        state.loadingRequestId = action.meta.requestId;
      })
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        if (state.ignoredRequestIds.includes(action.meta.requestId)) return;
        const { more, next, fetchedAt } = action.payload;
        state.isLoading = false;
        state.loadingRequestId = null;
        state.stale = false;
        state.fetchedAt = fetchedAt;
        if (more || state.order.length === 0) {
          state.next = next;
          state.olderThan = null;
        }
      })
      .addCase(fetchNotifications.rejected, (state, action) => {
        if (state.ignoredRequestIds.includes(action.meta.requestId)) return;
        state.isLoading = false;
        state.loadingRequestId = null;
        state.error = action.payload ?? {
          message: action.error.message ?? "",
          status: null,
        };
      })
      // Another member's notifications must never show.
      .addCase(sessionEnded, () => initialState)
      .addCase(statusDeleted, (state, action) => {
        const removed = new Set(action.payload.removed ?? [action.payload.id]);
        const keys = peekValues(state.groups)
          .filter((g) => g.status_id !== null && removed.has(g.status_id))
          .map((g) => g.group_key);
        if (keys.length > 0) dropGroups(state, keys);
      })
      .addCase(streamReconnected, (state, action) => {
        // The socket missed what came while it was down: fetch the newest again.
        const { streams } = action.payload;
        if (streams.includes("user") || streams.includes("user:notification"))
          state.stale = true;
      })
      .addCase(authorizeFollowRequest.fulfilled, (state, action) => {
        dropParked(state, action.meta.requestId);
      })
      .addCase(rejectFollowRequest.fulfilled, (state, action) => {
        dropParked(state, action.meta.requestId);
      })
      .addCase(fetchUnreadNotificationCount.fulfilled, (state, action) => {
        state.unread = { ...action.payload, stale: false };
      })
      .addCase(notificationReceived, (state, action) => {
        countReceived(state, action.payload);
      })
      .addCase(dismissNotification.pending, (state, action) => {
        countRemoved(state, [action.meta.arg.key]);
        park(state, action.meta.requestId, [action.meta.arg.key]);
      })
      .addCase(clearNotifications.pending, (state, action) => {
        if (state.unread) state.unread.count = 0;
        park(state, action.meta.requestId, [...state.order]);
      })
      .addCase(clearNotifications.fulfilled, (state) => {
        // Nothing older is left to page to.
        state.next = null;
        state.olderThan = null;
      });
    addPolicyCases(builder);
    builder
      .addMatcher(isAnswer, (state, action) => {
        const { requestId, arg } = action.meta;
        park(state, requestId, requestGroups(state, arg.id));
      })
      .addMatcher(isAnswerRejected, (state, action) => {
        restoreParked(state, action.meta.requestId);
      })
      .addMatcher(isRemoved, (state, action) => {
        dropParked(state, action.meta.requestId);
        markUnreadStale(state);
      })
      .addMatcher(isRemovalRejected, (state, action) => {
        restoreParked(state, action.meta.requestId);
        markUnreadStale(state);
      })
      .addMatcher(hasEntities, absorb);
  },
});

export const {
  merged: notificationsMerged,
  filterChanged: notificationsFilterChanged,
} = notificationsSlice.actions;

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

/**
 * Joins the store when its code first loads (see rootReducer.ts): with the
 * members' tools (the badge), the notifications and notification settings
 * screens, or the sockets, whose frame mapper imports it, so that it is in
 * before the first streamed notification is dispatched (issue 22).
 */
export const injectedNotificationsSlice =
  notificationsSlice.injectInto(combinedReducer);
