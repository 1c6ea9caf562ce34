import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { selectSuggestions } from "../../store/discovery/selectors";
import {
  dismissSuggestion,
  fetchSuggestions,
} from "../../store/discovery/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { PagedList } from "../../components/PagedList";
import { PersonRow } from "./PersonRow";
import { FollowButton } from "../../widgets/FollowButton";
import { useRelationshipsOf } from "./useRelationshipsOf";

/**
 * `/explore/suggestions`: accounts the server suggests following, each with
 * Follow and, where `suggestionsDismiss`, Dismiss (gone at once, back in
 * place if the server refuses).
 */
export function SuggestionsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchSuggestions, undefined);
  const { ids } = useAppSelector(selectSuggestions);
  const canDismiss = useAppSelector((state) =>
    selectSupports(state, "suggestionsDismiss"),
  );
  useRetained({ accounts: ids });
  useRelationshipsOf(ids);
  return (
    <PagedList
      label={intl.formatMessage({
        id: "search.tab.accounts",
        defaultMessage: "People",
      })}
      phase={request.phase}
      onRetry={request.retry}
      failure={request.failure}
      count={ids.length}
      hasMore={false}
      isLoadingMore={false}
      moreFailed={false}
      onLoadMore={request.retry}
    >
      {ids.map((id) => (
        <li key={id}>
          <PersonRow
            id={id}
            action={(describedBy) => (
              <Actions>
                <FollowButton
                  accountId={id}
                  size="sm"
                  describedBy={describedBy}
                />
                {canDismiss && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={describedBy}
                    onClick={() =>
                      void dispatch(dismissSuggestion({ accountId: id }))
                    }
                  >
                    <FormattedMessage
                      id="notifications.requests.dismiss"
                      defaultMessage="Dismiss"
                    />
                  </Button>
                )}
              </Actions>
            )}
          />
        </li>
      ))}
    </PagedList>
  );
}

const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;
