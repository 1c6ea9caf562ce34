import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { registerActionLabels } from "../../components/actionLabels";
import { Button } from "../../components/Button";
import { PagedList } from "../../components/PagedList";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectParticipationRequests } from "../../store/calendar/selectors";
import {
  acceptParticipationRequest,
  fetchParticipationRequests,
  rejectParticipationRequest,
} from "../../store/calendar/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../../widgets/AccountRow";
import { eventMessages as messages } from "./eventMessages";
import { EventPanel } from "./EventPanel";
import { EventSection } from "./EventSection";

registerActionLabels({
  "calendar/acceptRequest": messages.accept,
  "calendar/rejectRequest": messages.reject,
});

/**
 * `/@user/events/:id/participation_requests`: the organiser's restricted
 * event's requests to join, each with its message, accepted or rejected
 * in place.
 */
export function EventRequestsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = "" } = useParams();
  const title = intl.formatMessage(messages.requests);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(fetchParticipationRequests, {
    id: statusId,
  });
  const requests = useAppSelector((s) =>
    selectParticipationRequests(s, statusId),
  );
  const accounts = useMemo(() => requests.map((r) => r.account_id), [requests]);
  useRetained({ accounts });
  return (
    <EventPanel>
      <EventSection title={title}>
        <PagedList
          label={title}
          phase={phase}
          onRetry={retry}
          failure={failure}
          count={requests.length}
          hasMore={false}
          isLoadingMore={false}
          moreFailed={false}
          onLoadMore={retry}
          empty={
            <FormattedMessage
              id="event.requests.empty"
              defaultMessage="No one is waiting to join."
            />
          }
        >
          {requests.map(({ account_id: accountId, message }) => (
            <Request key={accountId}>
              <AccountRow id={accountId} />
              {message && <Said>{message}</Said>}
              <Buttons>
                <Button
                  size="sm"
                  onClick={() =>
                    void dispatch(
                      acceptParticipationRequest({ id: statusId, accountId }),
                    )
                  }
                >
                  <FormattedMessage {...messages.accept} />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void dispatch(
                      rejectParticipationRequest({ id: statusId, accountId }),
                    )
                  }
                >
                  <FormattedMessage {...messages.reject} />
                </Button>
              </Buttons>
            </Request>
          ))}
        </PagedList>
      </EventSection>
    </EventPanel>
  );
}

const Request = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-end: ${({ theme }) => theme.space.sm};
`;

const Said = styled.blockquote`
  margin: 0 ${({ theme }) => theme.space.lg};
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
`;
