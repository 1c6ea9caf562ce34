import { useId, useState } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { durationLabel } from "../../components/durationLabel";
import { Modal } from "../../components/Modal";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { muteAccount } from "../../store/relationships/thunks";
import { DialogButtons } from "../../components/ConfirmDialog";

/** Mute lengths offered where the server has `mutesDuration` (seconds; 0 is until unmuted). */
export const MUTE_DURATIONS = [
  0, 300, 1800, 3600, 21600, 86400, 259200, 604800,
] as const;

/** A mute's length as the choice names it; 0 lasts until unmuted. */
function muteLabel(intl: IntlShape, seconds: number): string {
  if (seconds === 0) {
    return intl.formatMessage({
      id: "account.mute.indefinitely",
      defaultMessage: "Until I unmute them",
    });
  }
  return durationLabel(intl, seconds);
}

export interface MuteDialogProps {
  accountId: string;
  acct: string;
  onClose: () => void;
}

/** Mute someone: their notifications too or not, for a while where the server allows. */
export function MuteDialog({ accountId, acct, onClose }: MuteDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const hasDuration = useAppSelector((s) => s.instance.features.mutesDuration);
  const [notifications, setNotifications] = useState(true);
  const [duration, setDuration] = useState(0);
  const durationId = useId();
  const mute = () => {
    void dispatch(
      muteAccount({
        id: accountId,
        notifications,
        ...(hasDuration ? { duration } : {}),
      }),
    );
    onClose();
  };
  return (
    <Modal
      size="sm"
      onClose={onClose}
      title={
        <FormattedMessage
          id="account.mute.title"
          defaultMessage="Mute @{acct}?"
          values={{ acct }}
        />
      }
    >
      <p>
        <FormattedMessage
          id="account.mute.body"
          defaultMessage="You will not see their posts. They can still follow you and will not know they are muted."
        />
      </p>
      <Field>
        <input
          type="checkbox"
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
        />
        <FormattedMessage
          id="account.mute.notifications"
          defaultMessage="Hide notifications from them"
        />
      </Field>
      {hasDuration && (
        <Column>
          <label htmlFor={durationId}>
            <FormattedMessage
              id="account.mute.duration"
              defaultMessage="Duration"
            />
          </label>
          <select
            id={durationId}
            value={duration}
            onChange={(event) => setDuration(Number(event.target.value))}
          >
            {MUTE_DURATIONS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {muteLabel(intl, seconds)}
              </option>
            ))}
          </select>
        </Column>
      )}
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage
            id="account.confirm.cancel"
            defaultMessage="Cancel"
          />
        </Button>
        <Button variant="danger" onClick={mute}>
          <FormattedMessage id="account.mute.confirm" defaultMessage="Mute" />
        </Button>
      </DialogButtons>
    </Modal>
  );
}

const Field = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
