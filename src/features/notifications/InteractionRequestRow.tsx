import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectInteractionRequestById } from "../../store/interactionRequests/selectors";
import {
  authorizeInteractionRequest,
  rejectInteractionRequest,
} from "../../store/interactionRequests/thunks";
import { AccountLine } from "./AccountLine";
import { interactionRequestMessages as messages } from "./interactionRequestMessages";
import { StatusExcerpt } from "./StatusExcerpt";

export interface InteractionRequestRowProps {
  id: string;
}

/** Who asks, what they want to do to which post (and the reply they wrote), with Accept and Reject. */
export function InteractionRequestRow({ id }: InteractionRequestRowProps) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => selectInteractionRequestById(s, id));
  if (!request) return null;
  return (
    <Row>
      <AccountLine accountId={request.account_id}>
        <Button
          size="sm"
          onClick={() => void dispatch(authorizeInteractionRequest({ id }))}
        >
          <FormattedMessage {...messages.accept} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void dispatch(rejectInteractionRequest({ id }))}
        >
          <FormattedMessage {...messages.reject} />
        </Button>
      </AccountLine>
      <What>
        <FormattedMessage {...messages[request.type]} />
      </What>
      <StatusExcerpt statusId={request.status_id} />
      {request.reply_id !== null && (
        <Reply>
          <StatusExcerpt statusId={request.reply_id} />
        </Reply>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const What = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Reply = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;
