import { useEffect, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  acceptNotificationRequest,
  dismissNotificationRequest,
  fetchNotificationRequests,
} from "../../store/notifications/thunks";
import { selectNotifications } from "../../store/notifications/selectors";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { AccountLine } from "./AccountLine";
import { StatusExcerpt } from "./StatusExcerpt";

/** Filtered notifications, one request per account: let them through or dismiss them. */
export function NotificationRequests() {
  const dispatch = useAppDispatch();
  const { items, next, isLoading } = useAppSelector(
    (s) => selectNotifications(s).requests,
  );
  const accountIds = useAppSelector((s) =>
    selectNotifications(s)
      .requests.items.map((r) => r.account_id)
      .join(","),
  );
  const accounts = useMemo(
    () => (accountIds === "" ? [] : accountIds.split(",")),
    [accountIds],
  );
  useRetained({ accounts });
  useEffect(() => {
    void dispatch(fetchNotificationRequests());
  }, [dispatch]);
  if (items.length === 0 && !isLoading) {
    return (
      <Message>
        <FormattedMessage
          id="notifications.requests.empty"
          defaultMessage="No filtered notifications."
        />
      </Message>
    );
  }
  return (
    <>
      <List>
        {items.map((request) => (
          <Item key={request.id}>
            <AccountLine accountId={request.account_id}>
              <Button
                size="sm"
                onClick={() =>
                  void dispatch(acceptNotificationRequest({ id: request.id }))
                }
              >
                <FormattedMessage
                  id="notifications.requests.accept"
                  defaultMessage="Accept"
                />
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void dispatch(dismissNotificationRequest({ id: request.id }))
                }
              >
                <FormattedMessage
                  id="notifications.requests.dismiss"
                  defaultMessage="Dismiss"
                />
              </Button>
            </AccountLine>
            <Count>
              <FormattedMessage
                id="notifications.requests.count"
                defaultMessage="{count, plural, one {# notification} other {# notifications}}"
                values={{ count: request.notifications_count }}
              />
            </Count>
            <StatusExcerpt statusId={request.last_status_id} />
          </Item>
        ))}
      </List>
      {next !== null && (
        <LoadMore
          isLoading={isLoading}
          onLoad={() =>
            void dispatch(fetchNotificationRequests({ more: true }))
          }
        />
      )}
    </>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
