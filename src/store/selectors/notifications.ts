import type { RootState } from "../rootReducer";
import { compareIds } from "../timelineItems";

/** Group keys, newest first; each row selects its group. */
export const selectNotificationGroupKeys = (state: RootState) =>
  state.notifications.order;

export const selectNotificationGroup = (state: RootState, key: string) =>
  state.notifications.groups[key];

export const selectNotificationById = (state: RootState, id: string) =>
  state.notifications.byId[id];

/** Groups with a notification newer than the notifications marker. */
export const selectUnreadNotificationCount = (state: RootState) => {
  const lastRead = state.markers.byTimeline.notifications?.last_read_id;
  if (lastRead === undefined) return 0;
  let count = 0;
  for (const key of state.notifications.order) {
    const group = state.notifications.groups[key];
    if (group && compareIds(group.most_recent_notification_id, lastRead) > 0) {
      count += 1;
    }
  }
  return count;
};
