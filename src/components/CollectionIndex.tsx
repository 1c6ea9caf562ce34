import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "./ColumnHeader";
import { FailureMessage } from "./FailureMessage";
import type { FailureFacts } from "./FailureReason";
import { Message } from "./Message";
import { Skeleton } from "./Skeleton";
import { TitleForm } from "./TitleForm";

export interface CollectionIndexProps {
  title: string;
  /** The label of the new one's title, and of its button. */
  newLabel: ReactNode;
  createLabel: ReactNode;
  /** Creates by the trimmed title; resolves to the server's refusal, or null. */
  onCreate: (title: string) => Promise<string | null>;
  /** The collections' ids; null until loaded. */
  ids: string[] | null;
  failed: boolean;
  /** Why loading failed (the request's `failure`), said under `errorText`. */
  failure?: FailureFacts | null;
  onRetry: () => void;
  errorText: ReactNode;
  emptyText: ReactNode;
  /** One row (a `CollectionLink` and whatever else it offers). */
  renderRow: (id: string) => ReactNode;
}

/**
 * The screen of the member's circles or antennas: a form for a new one,
 * then each by title, or why there are none.
 */
export function CollectionIndex({
  title,
  newLabel,
  createLabel,
  onCreate,
  ids,
  failed,
  failure,
  onRetry,
  errorText,
  emptyText,
  renderRow,
}: CollectionIndexProps) {
  let body;
  if (ids !== null && ids.length > 0) {
    body = (
      <Rows aria-label={title}>
        {ids.map((id) => (
          <li key={id}>{renderRow(id)}</li>
        ))}
      </Rows>
    );
  } else if (failed) {
    body = (
      <Message onRetry={onRetry} failure={failure}>
        {errorText}
      </Message>
    );
  } else if (ids === null) {
    body = <Skeleton variant="account" rows={3} />;
  } else {
    body = <Message>{emptyText}</Message>;
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      <TitleForm
        label={newLabel}
        submitLabel={createLabel}
        onCreate={onCreate}
      />
      {body}
    </Column>
  );
}

export interface CollectionPendingProps {
  /** Why the collection could not be loaded; null while it loads. */
  failure: FailureFacts | null;
  isVisitor: boolean;
  onRetry: () => void;
  /** The screen's own "could not be loaded" text. */
  errorText: ReactNode;
}

/** A list, circle or antenna page before its collection is in: loading, or why not. */
export function CollectionPending({
  failure,
  isVisitor,
  onRetry,
  errorText,
}: CollectionPendingProps) {
  return (
    <Column>
      {failure ? (
        <FailureMessage
          isVisitor={isVisitor}
          failure={failure}
          subject="posts"
          onRetry={onRetry}
        >
          {errorText}
        </FailureMessage>
      ) : (
        <Skeleton variant="status" rows={3} />
      )}
    </Column>
  );
}

export const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const Rows = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A collection's row: its title, a link to its page. */
export const CollectionLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;
