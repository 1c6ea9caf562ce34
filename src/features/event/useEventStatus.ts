import { useEffect, useMemo } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useAppSelector } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import type { StoredEvent } from "../../store/statusShape";
import { fetchStatus } from "../../store/statuses/thunks";
import {
  failedLoadStatus,
  useRequest,
  type RouteLoadStatus,
} from "../../store/useRequest";
import { parseAcctSegment, paths } from "../../utils/paths";
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
  const { statusId } = useParams();
  const { eventStatus, event } = useRouteEventStatus();
  const { phase, failure, retry } = useRequest(
    fetchStatus,
    statusId === undefined ? null : { id: statusId },
  );

  const heldId = eventStatus?.id;
  const retained = useMemo(
    () => (heldId === undefined ? [] : [heldId]),
    [heldId],
  );
  useRetained({ statuses: retained });
  useLeaveWithoutEvent(eventStatus);

  let status: RouteLoadStatus = "loading";
  if (statusId === undefined) status = "notFound";
  else if (eventStatus) status = "ready";
  else if (phase === "failed") status = failedLoadStatus(failure?.status);
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
