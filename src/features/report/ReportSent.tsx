import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectRelationshipById } from "../../store/relationships/selectors";
import { blockAccount, muteAccount } from "../../store/relationships/thunks";
import { messages } from "./reportMessages";

export interface ReportSentProps {
  accountId: string;
  acct: string;
  onClose: () => void;
}

/** The report went: thanks, and muting or blocking the account at once. */
export function ReportSent({ accountId, acct, onClose }: ReportSentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const canMute = useAppSelector((s) => s.instance.features.mutes);
  const r = useAppSelector((s) => selectRelationshipById(s, accountId));
  const held = r?.muting === true || r?.blocking === true;
  const thanks = useRef<HTMLParagraphElement>(null);
  // The form is gone: the focus goes to what replaced it.
  useEffect(() => {
    thanks.current?.focus();
  }, []);
  return (
    <>
      <p ref={thanks} tabIndex={-1}>
        {intl.formatMessage(messages.sent)}
      </p>
      <Actions>
        {held
          ? null
          : canMute && (
              <Button
                variant="secondary"
                onClick={() =>
                  void dispatch(
                    muteAccount({ id: accountId, notifications: true }),
                  )
                }
              >
                {intl.formatMessage(messages.mute, { acct })}
              </Button>
            )}
        {!r?.blocking && (
          <Button
            variant="danger"
            onClick={() => void dispatch(blockAccount({ id: accountId }))}
          >
            {intl.formatMessage(messages.block, { acct })}
          </Button>
        )}
      </Actions>
      <p role="status">
        {held &&
          intl.formatMessage(messages.done, {
            action: r.blocking ? "block" : "mute",
            acct,
          })}
      </p>
      <Actions>
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </Actions>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
