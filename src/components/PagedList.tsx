import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { getConfig } from "../config";
import { LoadMore } from "./LoadMore";
import type { FailureFacts } from "./FailureReason";
import { Message } from "./Message";
import { Skeleton, type SkeletonVariant } from "./Skeleton";

export interface PagedListProps {
  /** The list's accessible name. */
  label: string;
  /** Where the first page's request stands (a screen's `useRequest`). */
  phase: "loading" | "done" | "failed";
  onRetry: () => void;
  /** Why the first page failed (the request's `failure`), said under the text. */
  failure?: FailureFacts | null;
  /** How many rows are held. */
  count: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** A further page failed: said under the rows, with Try again. */
  moreFailed: boolean;
  onLoadMore: () => void;
  /** Said once loaded when there are no rows; by default "No one to show here." */
  empty?: ReactNode;
  /** Rows, each an `<li>`. */
  children: ReactNode;
  /** The placeholder rows' shape while the first page loads. */
  skeleton?: SkeletonVariant;
}

/**
 * A list paged from the server: placeholder rows while the first page
 * loads, the failure in place with Try again, the empty message, then the
 * rows with "Load more" while the server has more.
 */
export function PagedList({
  label,
  phase,
  onRetry,
  failure,
  count,
  hasMore,
  isLoadingMore,
  moreFailed,
  onLoadMore,
  empty,
  children,
  skeleton = "account",
}: PagedListProps) {
  if (count === 0) {
    if (phase === "loading") return <Skeleton variant={skeleton} />;
    if (phase === "failed") {
      return (
        <Message onRetry={onRetry} failure={failure}>
          <FormattedMessage
            id="pagedList.error"
            defaultMessage="This list could not be loaded."
          />
        </Message>
      );
    }
    return (
      <Message>
        {empty ?? (
          <FormattedMessage
            id="directory.empty.message"
            defaultMessage="No one to show here."
          />
        )}
      </Message>
    );
  }
  return (
    <>
      <List aria-label={label}>{children}</List>
      {moreFailed && !isLoadingMore ? (
        <Message onRetry={onLoadMore}>
          <FormattedMessage
            id="pagedList.error"
            defaultMessage="This list could not be loaded."
          />
        </Message>
      ) : (
        hasMore && (
          <LoadMore
            isLoading={isLoadingMore}
            auto={getConfig().autoloadMore}
            onLoad={onLoadMore}
          />
        )
      )}
    </>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
