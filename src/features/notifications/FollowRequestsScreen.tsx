import { useEffect, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Skeleton } from "../../components/Skeleton";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { fetchFollowRequests } from "../../store/relationships/thunks";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { AccountLine } from "./AccountLine";
import { FollowRequestButtons } from "./FollowRequestButtons";

/** Accounts asking to follow the member (`/follow_requests`), to accept or reject. */
export function FollowRequestsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((s) => s.session.accessToken !== null);
  const { ids, next, isLoading, fetchedAt } = useAppSelector(
    (s) => s.relationships.followRequests,
  );
  const title = intl.formatMessage({
    id: "notifications.followRequests.title",
    defaultMessage: "Follow requests",
  });
  useDocumentTitle(title);
  const key = ids.join(",");
  const accounts = useMemo(() => (key === "" ? [] : key.split(",")), [key]);
  useRetained({ accounts });
  useEffect(() => {
    if (isSignedIn) void dispatch(fetchFollowRequests());
  }, [dispatch, isSignedIn]);
  return (
    <Column>
      <ColumnHeader title={title} />
      {ids.length > 0 ? (
        <List aria-label={title}>
          {ids.map((id) => (
            <li key={id}>
              <AccountLine accountId={id}>
                <FollowRequestButtons accountId={id} />
              </AccountLine>
            </li>
          ))}
        </List>
      ) : isLoading || (isSignedIn && fetchedAt === null) ? (
        <Skeleton variant="account" />
      ) : (
        <Message>
          <FormattedMessage
            id="notifications.followRequests.empty"
            defaultMessage="No one is asking to follow you."
          />
        </Message>
      )}
      {next !== null && ids.length > 0 && (
        <LoadMore
          isLoading={isLoading}
          onLoad={() => void dispatch(fetchFollowRequests({ more: true }))}
        />
      )}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
