import { FormattedMessage } from "react-intl";
import type { StoredEvent } from "../../store/statusShape";

export interface JoinStateProps {
  state: StoredEvent["join_state"];
}

/** Where the member's participation stands, if they joined or asked to. */
export function JoinState({ state }: JoinStateProps) {
  switch (state) {
    case "accept":
      return (
        <FormattedMessage
          id="event.join.accepted"
          defaultMessage="You are going"
        />
      );
    case "pending":
      return (
        <FormattedMessage
          id="event.join.pending"
          defaultMessage="Your request is pending"
        />
      );
    case "reject":
      return (
        <FormattedMessage
          id="event.join.rejected"
          defaultMessage="Your request was declined"
        />
      );
    default:
      return null;
  }
}
