import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  FailureReason,
  type FailureFacts,
} from "../../components/FailureReason";

export interface ProfileUnavailableProps {
  reason: "notFound" | "suspended" | "error";
  /** The handle to name, when the account is known. */
  acct?: string;
  /** Offered after an error. */
  onRetry?: () => void;
  /** Why the profile could not be loaded, said under the title. */
  failure?: FailureFacts | null;
}

/** Stands in for the header card when there is no profile to show. */
export function ProfileUnavailable({
  reason,
  acct,
  onRetry,
  failure = null,
}: ProfileUnavailableProps) {
  return (
    <Card role={reason === "error" ? "alert" : undefined}>
      {acct !== undefined && (
        <Handle>
          <FormattedMessage
            id="account.unavailable.handle"
            defaultMessage="@{acct}"
            values={{ acct }}
          />
        </Handle>
      )}
      <Title>
        {reason === "notFound" && (
          <FormattedMessage
            id="account.unavailable.notFound"
            defaultMessage="This account could not be found."
          />
        )}
        {reason === "suspended" && (
          <FormattedMessage
            id="account.unavailable.suspended"
            defaultMessage="This account has been suspended."
          />
        )}
        {reason === "error" && (
          <FormattedMessage
            id="account.unavailable.error"
            defaultMessage="This profile could not be loaded."
          />
        )}
      </Title>
      {reason === "error" && failure && (
        <p>
          <FailureReason failure={failure} />
        </p>
      )}
      {reason === "error" && onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage
            id="account.unavailable.retry"
            defaultMessage="Try again"
          />
        </Button>
      )}
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
`;

const Handle = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
