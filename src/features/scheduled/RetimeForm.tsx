import { useId, useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { SCHEDULE_MIN_MS } from "../../store/compose/draft";
import { useAppDispatch } from "../../store/hooks";
import type { StoredScheduledStatus } from "../../store/scheduled/normalize";
import { retimeScheduledStatus } from "../../store/scheduled/thunks";
import { fromLocalInput, toLocalInput } from "../../utils/localDateTime";

export interface RetimeFormProps {
  item: StoredScheduledStatus;
  /** Called when saved or given up. */
  onDone: () => void;
}

/**
 * A new time for a scheduled post, in the reader's time zone. The server
 * may refuse it (servers want five minutes ahead at least): the reason is
 * said here, and the form stays.
 */
export function RetimeForm({ item, onDone }: RetimeFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState(() =>
    toLocalInput(Date.parse(item.scheduled_at)),
  );
  // The earliest time offered, as of when the form opened.
  const [earliest] = useState(() => Date.now() + SCHEDULE_MIN_MS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const at = fromLocalInput(value);

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (at === null || busy) return;
    setBusy(true);
    const done = await dispatch(
      retimeScheduledStatus({ id: item.id, scheduledAt: at }),
    );
    setBusy(false);
    if (retimeScheduledStatus.fulfilled.match(done)) {
      onDone();
      return;
    }
    const failure = done.payload;
    setError(
      failure?.status === null || !failure?.message
        ? intl.formatMessage({
            id: "app.notices.network",
            defaultMessage:
              "Could not reach the server. Check your connection and try again.",
          })
        : failure.message,
    );
  };

  return (
    <Form
      aria-label={intl.formatMessage({
        id: "scheduled.retime",
        defaultMessage: "Change time",
      })}
      onSubmit={(event) => void save(event)}
    >
      <label htmlFor={fieldId}>
        <FormattedMessage
          id="compose.schedule.label"
          defaultMessage="Post at"
        />
      </label>
      <input
        id={fieldId}
        type="datetime-local"
        value={value}
        min={toLocalInput(earliest)}
        required
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : errorId}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="sm" loading={busy} disabled={at === null}>
        <FormattedMessage id="compose.form.save" defaultMessage="Save" />
      </Button>
      <Button size="sm" variant="secondary" onClick={onDone}>
        <FormattedMessage id="account.confirm.cancel" defaultMessage="Cancel" />
      </Button>
      {error !== null && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  text-align: end;
`;
