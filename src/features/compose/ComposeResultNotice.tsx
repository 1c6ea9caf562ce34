import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { ComposeResult } from "../../store/compose/thunks";

/** What became of the last submission: posted, saved, or scheduled for a time (not in any timeline yet). */
export function ComposeResultNotice({ result }: { result: ComposeResult }) {
  const intl = useIntl();
  return (
    <Notice role="status">
      {result.kind === "scheduled" ? (
        <FormattedMessage
          id="compose.result.scheduled"
          defaultMessage="Scheduled for {date}"
          values={{
            date: intl.formatDate(result.scheduledAt, {
              dateStyle: "medium",
              timeStyle: "short",
            }),
          }}
        />
      ) : result.kind === "edited" ? (
        <FormattedMessage
          id="compose.result.edited"
          defaultMessage="Your changes are saved."
        />
      ) : (
        <FormattedMessage
          id="compose.result.posted"
          defaultMessage="Your post is live."
        />
      )}
    </Notice>
  );
}

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
