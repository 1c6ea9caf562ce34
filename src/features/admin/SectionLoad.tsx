import type { ReactNode } from "react";
import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import type { RequestState } from "../../store/useRequest";
import { AdminForbidden, isForbidden } from "./AdminForbidden";

export interface SectionLoadProps {
  request: RequestState;
  /** What a role the server refuses cannot do, for "Your role cannot …". */
  forbidden: MessageDescriptor;
  /** Whether there is anything to show; an empty list says so. */
  empty?: boolean;
  children: ReactNode;
}

/**
 * A section's list by its load: placeholders while it loads, the reason in
 * place when it failed (a 403 as what the role cannot do), else the list or
 * that it is empty.
 */
export function SectionLoad({
  request,
  forbidden,
  empty = false,
  children,
}: SectionLoadProps) {
  const { phase, failure, retry } = request;
  if (phase === "failed" && failure && isForbidden(failure))
    return <AdminForbidden what={forbidden} />;
  if (phase === "failed")
    return (
      <Message onRetry={retry} failure={failure}>
        <FormattedMessage
          id="admin.section.failed"
          defaultMessage="This list could not be loaded."
        />
      </Message>
    );
  if (phase === "loading" && empty) return <Skeleton variant="hashtag" />;
  if (empty)
    return (
      <Message>
        <FormattedMessage
          id="admin.section.empty"
          defaultMessage="Nothing here yet."
        />
      </Message>
    );
  return children;
}
