import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Message } from "../../components/Message";
import type { ThunkFailure } from "../../store/hooks";

/** Whether the server refused the viewer's role (403), which the console says in place. */
export function isForbidden(failure: Pick<ThunkFailure, "status">): boolean {
  return failure.status === 403;
}

export interface AdminForbiddenProps {
  /** What the role cannot do, in the infinitive: "suspend accounts", "read the moderation log". */
  what: MessageDescriptor;
  /** Values of `what`'s placeholders (a choice among actions, say). */
  values?: Record<string, string>;
  /** A line of its own inside a form or a report, rather than a list's centred message. */
  inline?: boolean;
}

/**
 * A 403 explained in place (issue 16, "Who sees it"): "Your role cannot …",
 * never the server's raw error.
 */
export function AdminForbidden({
  what,
  values,
  inline = false,
}: AdminForbiddenProps) {
  const intl = useIntl();
  const text = (
    <FormattedMessage
      id="admin.forbidden"
      defaultMessage="Your role cannot {what}."
      values={{ what: intl.formatMessage(what, values) }}
    />
  );
  if (inline) return <p role="alert">{text}</p>;
  return <Message>{text}</Message>;
}
