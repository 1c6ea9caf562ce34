import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "./Button";
import { FailureReason, type FailureFacts } from "./FailureReason";

export interface MessageProps {
  children: ReactNode;
  /** Offers a "Try again" button (error states). */
  onRetry?: () => void;
  /** What the reader can do instead, below the text (a sign-in link). */
  action?: ReactNode;
  /** The failure behind an error state: its reason is said under the text. */
  failure?: FailureFacts | null;
}

/** The centred text that stands in for an empty or failed list. */
export function Message({ children, onRetry, action, failure }: MessageProps) {
  return (
    <Box role={onRetry ? "alert" : undefined}>
      <p>{children}</p>
      {failure && (
        <Reason>
          <FailureReason failure={failure} />
        </Reason>
      )}
      {action}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage
            id="timeline.retry.button"
            defaultMessage="Try again"
          />
        </Button>
      )}
    </Box>
  );
}

const Reason = styled.p`
  &:empty {
    display: none;
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;
