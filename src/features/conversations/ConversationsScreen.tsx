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
import { selectConversations } from "../../store/conversations/selectors";
import { fetchConversations } from "../../store/conversations/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useStream } from "../../store/streaming/useStream";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { ConversationRow } from "./ConversationRow";

/**
 * `/conversations`: the member's direct-message conversations, most recently
 * active first, unread ones marked. Live over the `direct` stream: a new
 * message moves its conversation to the top. Replying from a conversation's
 * post keeps it direct and addressed to the same people (the composer's
 * reply context).
 */
export function ConversationsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage({
    id: "conversations.title",
    defaultMessage: "Direct messages",
  });
  useDocumentTitle(title);
  useStream("direct");
  const request = useRequest(fetchConversations, undefined);
  const { order, next, loadingMore, stale } =
    useAppSelector(selectConversations);
  useEffect(() => {
    // Back from a dropped socket: what came meanwhile is on the first page.
    if (stale) void dispatch(fetchConversations());
  }, [dispatch, stale]);
  const shown = order.length > 0 || request.phase !== "loading";
  useEffect(() => {
    // The deferred parts (icons, side panels) wait for the first screen.
    if (shown) firstScreenPainted();
  }, [shown]);
  return (
    <Column>
      <ColumnHeader title={title} />
      {order.length === 0 ? (
        request.phase === "loading" ? (
          <Skeleton variant="status" />
        ) : request.phase === "failed" ? (
          <Message onRetry={request.retry} failure={request.failure}>
            <FormattedMessage
              id="pagedList.error"
              defaultMessage="This list could not be loaded."
            />
          </Message>
        ) : (
          <Message>
            <FormattedMessage
              id="conversations.empty"
              defaultMessage="No direct messages yet."
            />
          </Message>
        )
      ) : (
        <div
          role="feed"
          aria-label={title}
          aria-busy={request.phase === "loading"}
        >
          {order.map((id, index) => (
            <ConversationRow
              key={id}
              id={id}
              position={index + 1}
              setSize={next === null ? order.length : -1}
            />
          ))}
        </div>
      )}
      {next !== null && order.length > 0 && (
        <LoadMore
          isLoading={loadingMore}
          auto={getConfig().autoloadMore}
          onLoad={() => void dispatch(fetchConversations({ more: true }))}
        />
      )}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
