import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { PagedList } from "../../components/PagedList";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectJoinedEventIds } from "../../store/calendar/selectors";
import { fetchJoinedEvents } from "../../store/calendar/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { EventDate } from "./EventDate";
import { eventMessages as messages } from "./eventMessages";
import { JoinState } from "./JoinState";

const NONE: string[] = [];

/** `/events`: the events the member joined or asked to join, and a new one. */
export function EventsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.events);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchJoinedEvents, undefined);
  const ids = useAppSelector(selectJoinedEventIds) ?? NONE;
  useRetained({ statuses: ids });
  return (
    <Column>
      <ColumnHeader title={title}>
        <Link to={paths.newEvent()}>
          <FormattedMessage {...messages.newEvent} />
        </Link>
      </ColumnHeader>
      <PagedList
        label={title}
        phase={phase}
        onRetry={retry}
        failure={failure}
        count={ids.length}
        hasMore={false}
        isLoadingMore={false}
        moreFailed={false}
        onLoadMore={retry}
        skeleton="status"
        empty={
          <FormattedMessage
            id="events.empty"
            defaultMessage="You have not joined any events yet."
          />
        }
      >
        {ids.map((id) => (
          <EventRow key={id} id={id} />
        ))}
      </PagedList>
    </Column>
  );
}

function EventRow({ id }: { id: string }) {
  const status = useAppSelector((s) => s.statuses.byId[id]);
  const acct = useAppSelector((s) =>
    status ? s.accounts.byId[status.account_id]?.acct : undefined,
  );
  const event = status?.event;
  if (!event || acct === undefined) return null;
  return (
    <Row>
      <Name to={paths.event(acct, id)}>{event.name}</Name>
      {event.start_time !== null && (
        <EventDate start={event.start_time} end={event.end_time} />
      )}
      <JoinState state={event.join_state} />
    </Row>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;
