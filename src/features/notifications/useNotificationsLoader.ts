import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { fetchMarkers } from "../../store/markers/thunks";
import {
  selectIsUnreadCountStale,
  selectNotifications,
} from "../../store/notifications/selectors";
import {
  fetchNotifications,
  fetchUnreadNotificationCount,
  unreadCountSource,
} from "../../store/notifications/thunks";
import { useStream } from "../../store/streaming/useStream";

/**
 * Keeps the notifications list and the notifications marker loaded while the
 * calling component is mounted and someone is signed in: the newest page
 * when there is none, or when the server merged some in or the socket missed
 * some (the slice's `stale`), and live over `user:notification`. Where the
 * server counts unread notifications, the count is asked for again whenever
 * the marker moves, the list is fetched, or a dismissal makes it stale.
 */
export function useNotificationsLoader(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.accessToken);
  const isSignedIn = token !== null;
  const isWanted = useAppSelector((s) => {
    const { fetchedAt, stale } = selectNotifications(s);
    return fetchedAt === null || stale;
  });
  const countSource = useAppSelector(unreadCountSource);
  const lastReadId = useAppSelector(
    (s) => s.markers.byTimeline.notifications?.last_read_id ?? null,
  );
  const listFetchedAt = useAppSelector((s) => selectNotifications(s).fetchedAt);
  const isCountStale = useAppSelector(selectIsUnreadCountStale);
  useStream(isSignedIn ? "user:notification" : null);
  // Again for each account: a switch keeps someone signed in, and the new
  // account's marker is what its unread count is read against.
  useEffect(() => {
    if (token !== null) void dispatch(fetchMarkers());
  }, [dispatch, token]);
  useEffect(() => {
    if (isSignedIn && isWanted) void dispatch(fetchNotifications());
  }, [dispatch, isSignedIn, isWanted]);
  useEffect(() => {
    if (countSource !== null) void dispatch(fetchUnreadNotificationCount());
  }, [dispatch, countSource, lastReadId, listFetchedAt, isCountStale]);
}
