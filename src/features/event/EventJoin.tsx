import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import { modalOpened } from "../../store/modals/slice";
import type { StoredEvent } from "../../store/statusShape";
import { selectIsLoggedIn } from "../../store/session/selectors";
import { EventMemberActions } from "./EventMemberActions";

export interface EventJoinProps {
  eventStatus: StoredStatus;
  event: StoredEvent;
}

/**
 * Visitors get a Join button (Request to join where the organiser approves)
 * that opens the UNAUTHORIZED modal; invite-only events have none. A member
 * sees where their participation stands and acts on it.
 */
export function EventJoin({ eventStatus, event }: EventJoinProps) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const acct = useAppSelector(
    (state) => state.accounts.byId[eventStatus.account_id]?.acct,
  );
  if (isLoggedIn) {
    return acct === undefined ? null : (
      <EventMemberActions eventStatus={eventStatus} event={event} acct={acct} />
    );
  }
  if (event.join_mode === "invite") return null;
  return (
    <Button
      onClick={() => {
        dispatch(
          modalOpened({
            type: "UNAUTHORIZED",
            props: {
              action: "JOIN",
              statusId: eventStatus.id,
              url: eventStatus.url ?? eventStatus.uri,
            },
          }),
        );
      }}
    >
      {event.join_mode === "restricted" ? (
        <FormattedMessage
          id="event.join.request"
          defaultMessage="Request to join"
        />
      ) : (
        <FormattedMessage id="event.join.button" defaultMessage="Join" />
      )}
    </Button>
  );
}
