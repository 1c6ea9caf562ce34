import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { firstScreenPainted } from "../../components/startup";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectScheduled,
  selectScheduledIds,
} from "../../store/scheduled/selectors";
import { fetchScheduledStatuses } from "../../store/scheduled/thunks";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { ScheduledRow } from "./ScheduledRow";

/**
 * `/scheduled`: the member's scheduled posts, soonest first, each to retime,
 * edit in the composer or delete. Servers change only a scheduled post's
 * time; an edit is scheduled as a new post and the old one deleted.
 */
export function ScheduledScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage({
    id: "scheduled.title",
    defaultMessage: "Scheduled posts",
  });
  useDocumentTitle(title);
  const request = useRequest(fetchScheduledStatuses, undefined);
  const ids = useAppSelector(selectScheduledIds);
  const { next, loadingMore } = useAppSelector(selectScheduled);
  const shown = ids.length > 0 || request.phase !== "loading";
  useEffect(() => {
    // The deferred parts (icons, side panels) wait for the first screen.
    if (shown) firstScreenPainted();
  }, [shown]);
  let body;
  if (ids.length > 0) {
    body = (
      <List aria-label={title}>
        {ids.map((id) => (
          <li key={id}>
            <ScheduledRow id={id} />
          </li>
        ))}
      </List>
    );
  } else if (request.phase === "loading") {
    body = <Skeleton variant="status" />;
  } else if (request.phase === "failed") {
    body = (
      <Message onRetry={request.retry} failure={request.failure}>
        <FormattedMessage
          id="pagedList.error"
          defaultMessage="This list could not be loaded."
        />
      </Message>
    );
  } else {
    body = (
      <Message>
        <FormattedMessage
          id="scheduled.empty"
          defaultMessage="You have no scheduled posts."
        />
      </Message>
    );
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      {body}
      {next !== null && ids.length > 0 && (
        <LoadMore
          isLoading={loadingMore}
          auto={getConfig().autoloadMore}
          onLoad={() => void dispatch(fetchScheduledStatuses({ more: true }))}
        />
      )}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
