import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { fetchMarkers } from "../../store/markers/thunks";
import { fetchNotifications } from "../../store/notifications/thunks";
import { useStream } from "../../store/streaming/useStream";

/**
 * Keeps the notifications list and the notifications marker loaded while the
 * calling component is mounted and someone is signed in: the newest page
 * when there is none, or when the server merged some in or the socket missed
 * some (the slice's `stale`), and live over `user:notification`.
 */
export function useNotificationsLoader(): void {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((s) => s.session.accessToken !== null);
  const isWanted = useAppSelector(
    (s) => s.notifications.fetchedAt === null || s.notifications.stale,
  );
  useStream(isSignedIn ? "user:notification" : null);
  useEffect(() => {
    if (isSignedIn) void dispatch(fetchMarkers());
  }, [dispatch, isSignedIn]);
  useEffect(() => {
    if (isSignedIn && isWanted) void dispatch(fetchNotifications());
  }, [dispatch, isSignedIn, isWanted]);
}
