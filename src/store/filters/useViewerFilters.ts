import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../hooks";
import { socketUrl } from "../streaming/selectors";
import { useStream } from "../streaming/useStream";
import { selectFilterApi, selectNextFilterExpiry } from "./selectors";
import { filterExpiryReached } from "./slice";
import { fetchFilters } from "./thunks";

/** setTimeout's longest delay; a later expiry is looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Keeps the viewer's filters current while a screen that shows posts is
 * mounted: loads them once, again after each `filters_changed` (the thunk's
 * condition makes every caller after the first a no-op), and marks the moment
 * the next one expires, so what it held comes back without a reload. The
 * server says `filters_changed` on the user stream only, so that stream is
 * followed meanwhile, whatever the screen shows (a list, a thread), where
 * there is a socket.
 */
export function useViewerFilters(): void {
  const dispatch = useAppDispatch();
  const changedAt = useAppSelector((state) => state.filters.changedAt);
  const isLoading = useAppSelector((state) => state.filters.loadingId !== null);
  const signedIn = useAppSelector(
    (state) => state.session.accessToken !== null,
  );
  const hasFilters = useAppSelector((state) => selectFilterApi(state) !== null);
  // Without a socket no filters_changed comes (and the stream would be polled).
  const hasSocket = useAppSelector((state) => socketUrl(state) !== null);
  useStream(signedIn && hasFilters && hasSocket ? "user" : null);
  const nextExpiry = useAppSelector(selectNextFilterExpiry);
  const clock = useAppSelector((state) => state.filters.clock);
  // After a load, asks again if a change was announced while it ran.
  useEffect(() => {
    if (signedIn && !isLoading) void dispatch(fetchFilters());
  }, [dispatch, signedIn, changedAt, isLoading]);
  useEffect(() => {
    if (nextExpiry === null) return;
    const delay = Math.min(Math.max(nextExpiry - Date.now(), 0), MAX_DELAY_MS);
    const timer = setTimeout(() => {
      dispatch(filterExpiryReached({ at: Date.now() }));
    }, delay);
    return () => {
      clearTimeout(timer);
    };
    // A timer that fired early (or was capped) is set again from the new clock.
  }, [dispatch, nextExpiry, clock]);
}
