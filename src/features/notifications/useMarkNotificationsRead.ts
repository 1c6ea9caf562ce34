import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { saveMarker } from "../../store/markers/thunks";
import { selectNotifications } from "../../store/notifications/selectors";

/** How long the newest notification must be on screen before it counts as read. */
export const MARK_READ_DELAY_MS = 1500;

/**
 * Moves the notifications marker to the newest group while the unfiltered
 * list is on screen and the page is visible; the thunk only ever moves it
 * forward. A filtered list leaves it: unseen types stay unread.
 */
export function useMarkNotificationsRead(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const newest = useAppSelector((s) => {
    const { order, groups } = selectNotifications(s);
    const key = order[0];
    return key === undefined
      ? undefined
      : groups[key]?.most_recent_notification_id;
  });
  useEffect(() => {
    if (!enabled || newest === undefined) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "hidden") return;
      void dispatch(
        saveMarker({ timeline: "notifications", lastReadId: newest }),
      );
    }, MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, enabled, newest]);
}
