import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { registerActionLabels } from "../../components/actionLabels";
import { ColumnHeader } from "../../components/ColumnHeader";
import { PagedList } from "../../components/PagedList";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectInteractionRequests } from "../../store/interactionRequests/selectors";
import { fetchInteractionRequests } from "../../store/interactionRequests/thunks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { interactionRequestMessages as messages } from "./interactionRequestMessages";
import { InteractionRequestRow } from "./InteractionRequestRow";

registerActionLabels({
  "interactionRequests/authorize": messages.accept,
  "interactionRequests/reject": messages.reject,
});

/**
 * `/interaction_requests` (where `interactionRequests`, GoToSocial): the
 * likes, boosts and replies of the member's posts that wait for approval,
 * each accepted or rejected in place.
 */
export function InteractionRequestsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(
    fetchInteractionRequests,
    undefined,
  );
  const list = useAppSelector(selectInteractionRequests);
  const retained = useMemo(() => {
    const accounts: string[] = [];
    const statuses: string[] = [];
    for (const id of list.ids) {
      const request = list.byId[id];
      if (!request) continue;
      accounts.push(request.account_id);
      for (const ref of [request.status_id, request.reply_id])
        if (ref !== null) statuses.push(ref);
    }
    return { accounts, statuses };
  }, [list.ids, list.byId]);
  useRetained(retained);
  return (
    <Column>
      <ColumnHeader title={title} />
      <PagedList
        label={title}
        phase={phase}
        onRetry={retry}
        failure={failure}
        count={list.ids.length}
        hasMore={list.next !== null}
        isLoadingMore={list.isLoading}
        moreFailed={list.moreFailed}
        onLoadMore={() =>
          void dispatch(fetchInteractionRequests({ more: true }))
        }
        empty={
          <FormattedMessage
            id="interactionRequests.empty"
            defaultMessage="Nothing is waiting for your approval."
          />
        }
      >
        {list.ids.map((id) => (
          <li key={id}>
            <InteractionRequestRow id={id} />
          </li>
        ))}
      </PagedList>
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
