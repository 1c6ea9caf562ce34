import { useCallback, useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { registerActionLabels } from "../../components/actionLabels";
import { Button } from "../../components/Button";
import { TextArea } from "../../components/FormControls";
import {
  fetchEventIcs,
  joinEvent,
  leaveEvent,
} from "../../store/calendar/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import { selectSignedInAccount } from "../../store/session/selectors";
import type { StoredEvent } from "../../store/statusShape";
import { paths } from "../../utils/paths";
import { eventMessages as messages } from "./eventMessages";
import { JoinState } from "./JoinState";

registerActionLabels({
  "calendar/join": messages.join,
  "calendar/leave": messages.leave,
  "calendar/ics": messages.ics,
});

export interface EventMemberActionsProps {
  eventStatus: StoredStatus;
  event: StoredEvent;
  /** The organiser's acct, for the event's own paths. */
  acct: string;
}

/**
 * What a member does with an event: join (a restricted event asks the
 * organiser, with a message), leave, add it to their calendar; the
 * organiser edits it and sees who takes part and who asks to.
 */
export function EventMemberActions({
  eventStatus,
  event,
  acct,
}: EventMemberActionsProps) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSignedInAccount);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { id } = eventStatus;
  const isOrganiser = me?.id === eventStatus.account_id;
  const joined =
    event.join_state === "accept" || event.join_state === "pending";
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const saveIcs = async () => {
    const done = await dispatch(fetchEventIcs({ id }));
    if (!fetchEventIcs.fulfilled.match(done)) return;
    const url = URL.createObjectURL(
      new Blob([done.payload.text], { type: "text/calendar" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = `${event.name.replace(/[^\p{L}\p{N}]+/gu, "-") || "event"}.ics`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Wrap>
      <JoinState state={event.join_state} />
      <Row>
        {!isOrganiser && !joined && event.join_mode === "free" && (
          <Button
            loading={busy}
            onClick={() => void run(() => dispatch(joinEvent({ id })))}
          >
            <FormattedMessage {...messages.join} />
          </Button>
        )}
        {!isOrganiser &&
          !joined &&
          event.join_mode === "restricted" &&
          !asking && (
            <Button onClick={() => setAsking(true)}>
              <FormattedMessage {...messages.requestToJoin} />
            </Button>
          )}
        {!isOrganiser && joined && (
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => void run(() => dispatch(leaveEvent({ id })))}
          >
            <FormattedMessage {...messages.leave} />
          </Button>
        )}
        <Button variant="secondary" onClick={() => void saveIcs()}>
          <FormattedMessage {...messages.ics} />
        </Button>
        {isOrganiser && (
          <>
            <Link to={paths.editEvent(id)}>
              <FormattedMessage {...messages.edit} />
            </Link>
            <Link to={paths.eventParticipations(acct, id)}>
              <FormattedMessage {...messages.participants} />
            </Link>
            {event.join_mode === "restricted" && (
              <Link to={paths.eventParticipationRequests(acct, id)}>
                <FormattedMessage {...messages.requests} />
              </Link>
            )}
          </>
        )}
      </Row>
      {asking && !joined && (
        <RequestForm
          onSend={(message) =>
            run(async () => {
              const done = await dispatch(joinEvent({ id, message }));
              if (joinEvent.fulfilled.match(done)) setAsking(false);
            })
          }
          busy={busy}
        />
      )}
    </Wrap>
  );
}

/** The request's message, focused as it opens (the reader asked for it). */
function RequestForm({
  onSend,
  busy,
}: {
  onSend: (message: string) => Promise<void>;
  busy: boolean;
}) {
  const intl = useIntl();
  const fieldId = useId();
  const [message, setMessage] = useState("");
  const focusOnOpen = useCallback((field: HTMLTextAreaElement | null) => {
    field?.focus();
  }, []);
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    void onSend(message.trim());
  };
  return (
    <Form onSubmit={send}>
      <label htmlFor={fieldId}>{intl.formatMessage(messages.message)}</label>
      <TextArea
        id={fieldId}
        ref={focusOnOpen}
        value={message}
        maxLength={500}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div>
        <Button type="submit" loading={busy}>
          <FormattedMessage {...messages.send} />
        </Button>
      </div>
    </Form>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
