import { FormattedMessage } from "react-intl";

/** What a failed request's rejection says about why (store/hooks.ts ThunkFailure, read structurally). */
export interface FailureFacts {
  status: number | null;
  kind?: "timeout" | "network" | "unreadable" | "stale";
}

/**
 * Why a request failed, in the member's words, under a screen's own "could
 * not be loaded": a time-out, no connection, a reply that could not be
 * read, a busy server (429) or a server error (5xx). Nothing for a refusal
 * (4xx), which the screen's own text covers.
 */
export function FailureReason({ failure }: { failure: FailureFacts }) {
  const { status, kind } = failure;
  if (kind === "timeout")
    return (
      <FormattedMessage
        id="failure.reason.timeout"
        defaultMessage="The server did not answer in time."
      />
    );
  if (kind === "network")
    return (
      <FormattedMessage
        id="failure.reason.network"
        defaultMessage="The server could not be reached."
      />
    );
  if (kind === "unreadable")
    return (
      <FormattedMessage
        id="failure.reason.unreadable"
        defaultMessage="The server's reply could not be read."
      />
    );
  if (status === 429)
    return (
      <FormattedMessage
        id="failure.reason.busy"
        defaultMessage="The server is busy. Wait a moment and try again."
      />
    );
  if (status !== null && status >= 500)
    return (
      <FormattedMessage
        id="failure.reason.server"
        defaultMessage="The server had an error ({status})."
        values={{ status }}
      />
    );
  return null;
}
