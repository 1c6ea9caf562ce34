import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { SignInLink } from "./SignInLink";
import { Message } from "./Message";
import type { FailureFacts } from "./FailureReason";

/** What a public screen failed to show a visitor. */
export type MembersOnlySubject = "posts" | "search" | "directory";

const MEMBERS_ONLY: Record<MembersOnlySubject, ReactNode> = {
  posts: (
    <FormattedMessage
      id="timeline.membersOnly.posts"
      defaultMessage="This server shows its posts only to signed-in members."
    />
  ),
  search: (
    <FormattedMessage
      id="timeline.membersOnly.search"
      defaultMessage="This server lets only signed-in members search."
    />
  ),
  directory: (
    <FormattedMessage
      id="timeline.membersOnly.directory"
      defaultMessage="This server shows its directory only to signed-in members."
    />
  ),
};

export interface FailureMessageProps {
  /** What went wrong: the HTTP status, or null when no answer came. */
  failure: FailureFacts;
  /** No one is signed in (the caller reads it from the session). */
  isVisitor: boolean;
  subject: MembersOnlySubject;
  onRetry: () => void;
  /** The screen's own "could not be loaded" text. */
  children: ReactNode;
}

/**
 * A public list that failed to load, said in place. A server that answers a
 * visitor 401 or 403 keeps it for its members (some servers require a token
 * for public timelines and search): that is said in the visitor's words,
 * with "Sign in" instead of a retry that could only fail again.
 */
export function FailureMessage({
  failure,
  isVisitor,
  subject,
  onRetry,
  children,
}: FailureMessageProps) {
  const refused = failure.status === 401 || failure.status === 403;
  if (isVisitor && refused) {
    return (
      <Message action={<SignInLink asButton />}>
        {MEMBERS_ONLY[subject]}
      </Message>
    );
  }
  return (
    <Message onRetry={onRetry} failure={failure}>
      {children}
    </Message>
  );
}
