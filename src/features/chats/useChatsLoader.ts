import { useEffect } from "react";
import { selectChats } from "../../store/chats/selectors";
import { fetchChats } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useStream } from "../../store/streaming/useStream";

/**
 * Keeps the member's chats loaded and live while the calling component is
 * mounted, where the server has chats: the first page once (unless the
 * caller loads it itself), then
 * `chat_update` over the `user` stream (Pleroma tells chats there), and
 * after an outage the streaming middleware's backfill catches up.
 */
export function useChatsLoader({ load = true } = {}): boolean {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector(
    (s) =>
      s.session.accessToken !== null &&
      s.session.me !== null &&
      s.instance.features.chats,
  );
  const unloaded = useAppSelector((s) => selectChats(s).fetchedAt === null);
  useStream(enabled ? "user" : null);
  useEffect(() => {
    if (load && enabled && unloaded) void dispatch(fetchChats());
  }, [dispatch, load, enabled, unloaded]);
  return enabled;
}
