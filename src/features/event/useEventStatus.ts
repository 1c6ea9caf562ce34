import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import type { StoredEvent } from "../../store/statusShape";
import { fetchStatus } from "../../store/statuses/thunks";
import { parseAcctSegment, paths } from "../../utils/paths";
import {
  failedLoadStatus,
  type RouteLoadStatus,
} from "../account/useAccountFromRoute";
import { useRetained } from "../../store/retained/useRetained";

export interface RouteEventStatus {
  /** The event's post. */
  eventStatus: StoredStatus | undefined;
  /** Its event, null when the post has none (the route is then left). */
  event: StoredEvent | null | undefined;
}

export interface EventStatusLoad extends RouteEventStatus {
  status: RouteLoadStatus;
  retry: () => void;
}

/**
 * The event post the route names, read from the cache only: for the tabs and
 * screens inside the event layout, whose header does the loading.
 */
export function useRouteEventStatus(): RouteEventStatus {
  const { statusId } = useParams();
  const eventStatus = useAppSelector((state) =>
    statusId === undefined ? undefined : state.statuses.byId[statusId],
  );
  return { eventStatus, event: eventStatus?.event };
}

/**
 * Loads the event post of the route (`:statusId`), keeps it (and with it its
 * thread) from garbage collection while mounted, and leaves for the post
 * route when the post has no event (spec 01 section 2). Call it once per
 * event page (the header does).
 */
export function useEventStatus(): EventStatusLoad {
  const dispatch = useAppDispatch();
  const { statusId } = useParams();
  const { eventStatus, event } = useRouteEventStatus();
  const [failed, setFailed] = useState<{
    id: string;
    status: RouteLoadStatus;
  }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (statusId === undefined) return;
    const request = dispatch(fetchStatus({ id: statusId }));
    void request.then((action) => {
      if (!fetchStatus.rejected.match(action)) return;
      if (action.meta.aborted || action.meta.condition) return;
      setFailed({
        id: statusId,
        status: failedLoadStatus(action.payload?.status),
      });
    });
    return () => {
      request.abort();
    };
  }, [statusId, attempt, dispatch]);

  const heldId = eventStatus?.id;
  const retained = useMemo(
    () => (heldId === undefined ? [] : [heldId]),
    [heldId],
  );
  useRetained({ statuses: retained });
  useLeaveWithoutEvent(eventStatus);

  const retry = useCallback(() => {
    setFailed(undefined);
    setAttempt((n) => n + 1);
  }, []);
  let status: RouteLoadStatus = "loading";
  if (statusId === undefined) status = "notFound";
  else if (eventStatus) status = "ready";
  else if (failed?.id === statusId) status = failed.status;
  return { eventStatus, event, status, retry };
}

function useLeaveWithoutEvent(eventStatus: StoredStatus | undefined): void {
  const navigate = useNavigate();
  const { acct: segment } = useParams();
  const author = useAppSelector((state) =>
    eventStatus ? state.accounts.byId[eventStatus.account_id]?.acct : undefined,
  );
  const acct = author ?? parseAcctSegment(segment);
  const target =
    eventStatus?.event === null && acct !== null
      ? paths.status(acct, eventStatus.id)
      : null;
  useEffect(() => {
    if (target !== null) void navigate(target, { replace: true });
  }, [target, navigate]);
}
