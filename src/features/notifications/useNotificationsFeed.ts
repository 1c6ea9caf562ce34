import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { notificationsFilterChanged } from "../../store/notifications/slice";
import { selectNotifications } from "../../store/notifications/selectors";
import type { NotificationFilter } from "../../store/notifications/thunks";
import { useMarkNotificationsRead } from "./useMarkNotificationsRead";
import { useNotificationsLoader } from "./useNotificationsLoader";

/**
 * Everything the notifications screen needs from the store: the list under
 * the route's filter (the slice starts afresh when it changes, and goes back
 * to "all" when the screen closes, so the badge counts every type), loaded
 * and live, and the marker moved as it is read.
 */
export function useNotificationsFeed(filter: NotificationFilter): void {
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => selectNotifications(s).filter);
  // Before the loader's effect, so its first fetch already uses this filter.
  useEffect(() => {
    if (current !== filter) dispatch(notificationsFilterChanged(filter));
  }, [dispatch, current, filter]);
  useEffect(
    () => () => {
      dispatch(notificationsFilterChanged("all"));
    },
    [dispatch],
  );
  useNotificationsLoader();
  useMarkNotificationsRead(filter === "all" && current === "all");
}
