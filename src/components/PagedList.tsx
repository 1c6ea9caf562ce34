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

/** What a list that asks for its further pages itself holds of them. */
export interface FurtherPages {
  /** A further page being asked for; null when none is. */
  loading: unknown;
  /** Why the last further page failed; null when it did not. */
  failure: unknown;
}

/**
 * PagedList's props for a screen's first page (its `useRequest`) and the
 * list's further pages, whose loading and failure show once the first page
 * is in.
 */
export function pagingProps(
  request: {
    phase: PagedListProps["phase"];
    failure: FailureFacts | null;
    retry: () => void;
  },
  list: FurtherPages,
  more: { hasMore: boolean; load: () => void },
): Pick<
  PagedListProps,
  | "phase"
  | "onRetry"
  | "failure"
  | "hasMore"
  | "isLoadingMore"
  | "moreFailed"
  | "onLoadMore"
> {
  const done = request.phase === "done";
  return {
    phase: request.phase,
    onRetry: request.retry,
    failure: request.failure,
    hasMore: more.hasMore,
    isLoadingMore: done && list.loading !== null,
    moreFailed: done && list.failure !== null,
    onLoadMore: more.load,
  };
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
