import type { PolicyEdition } from "../../api/endpoints/notifications";
import type { FeatureName } from "../../api/features";
import type { RootState } from "../rootReducer";
import { compareAge, type Aged } from "../itemOrder";
import { isNumericId } from "../timelines/items";
import { injectedNotificationsSlice } from "./slice";

/**
 * Read through the injected slice, which loads with the screens and tools
 * that select it (and the sockets): before, its initial state, empty.
 */
export const selectNotifications = (state: RootState) =>
  injectedNotificationsSlice.selectSlice(state);

/** Group keys, newest first; each row selects its group. */
export const selectNotificationGroupKeys = (state: RootState) =>
  selectNotifications(state).order;

export const selectNotificationGroup = (state: RootState, key: string) =>
  selectNotifications(state).groups[key];

export const selectNotificationById = (state: RootState, id: string) =>
  selectNotifications(state).byId[id];

/**
 * The badge's count: the server's where it counts (while the marker is where
 * it counted from), else the groups newer than the marker.
 */
export const selectNotificationBadgeCount = (state: RootState) => {
  const { unread } = selectNotifications(state);
  const lastReadId =
    state.markers.byTimeline.notifications?.last_read_id ?? null;
  if (unread !== null && unread.lastReadId === lastReadId) return unread.count;
  return selectUnreadNotificationCount(state);
};

/** Whether the server's unread count should be asked for (again). */
export const selectIsUnreadCountStale = (state: RootState) =>
  selectNotifications(state).unread?.stale ?? false;

/**
 * Groups with a notification newer than the notifications marker. Where ids
 * are not numbers the marker's notification is placed by its time: that of
 * the notification when it is held, else when the marker was saved.
 */
export const selectUnreadNotificationCount = (state: RootState) => {
  const marker = state.markers.byTimeline.notifications;
  if (marker === undefined) return 0;
  const { byId, order, groups } = selectNotifications(state);
  const lastRead: Aged = {
    id: marker.last_read_id,
    at: byId[marker.last_read_id]?.created_at ?? marker.updated_at,
  };
  // Nothing to place the marker by: no count rather than a wrong one.
  if (!lastRead.at && !isNumericId(lastRead.id)) return 0;
  let count = 0;
  for (const key of order) {
    const group = groups[key];
    if (!group) continue;
    const head = {
      id: group.most_recent_notification_id,
      at: group.latest_page_notification_at,
    };
    if (compareAge(head, lastRead) > 0) count += 1;
  }
  return count;
};

/** The gate of each edition of the notification policy API. */
export const POLICY_FEATURE = {
  v2: "notificationsPolicy",
  v1: "notificationsPolicyV1",
} as const satisfies Record<PolicyEdition, FeatureName>;

/** The policy API this server has, v2 before v1; null: none. */
export const selectPolicyEdition = (state: RootState): PolicyEdition | null => {
  const { features } = state.instance;
  if (features.notificationsPolicy) return "v2";
  return features.notificationsPolicyV1 ? "v1" : null;
};

export const selectNotificationPolicy = (state: RootState) =>
  selectNotifications(state).policy;
