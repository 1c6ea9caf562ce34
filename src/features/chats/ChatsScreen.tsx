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
import { selectChats } from "../../store/chats/selectors";
import { fetchChats } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import "./actionLabels";
import { ChatRow } from "./ChatRow";
import { chatMessages } from "./chatMessages";
import { useChatsLoader } from "./useChatsLoader";

/**
 * `/chats`: the member's Pleroma chats, the one with the newest message
 * first, each with its unread count; live over `chat_update`. A chat is
 * started from a profile's menu.
 */
export function ChatsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage(chatMessages.title);
  useDocumentTitle(title);
  // The screen asks for the first page itself, to tell its phase.
  const enabled = useChatsLoader({ load: false });
  const request = useRequest(fetchChats, undefined, { skip: !enabled });
  const { order, next, loadingMore, loadingId } = useAppSelector(selectChats);
  const shown = order.length > 0 || request.phase !== "loading";
  useEffect(() => {
    // The deferred parts (icons, side panels) wait for the first screen.
    if (shown) firstScreenPainted();
  }, [shown]);
  return (
    <Column>
      <ColumnHeader title={title} />
      {!enabled ? (
        <Message>
          <FormattedMessage {...chatMessages.unavailable} />
        </Message>
      ) : order.length === 0 ? (
        request.phase === "loading" || loadingId !== null ? (
          <Skeleton variant="account" />
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
              id="chats.empty"
              defaultMessage="No chats yet. Start one from a profile's menu."
            />
          </Message>
        )
      ) : (
        <ul aria-label={title}>
          {order.map((id) => (
            <ChatRow key={id} id={id} />
          ))}
        </ul>
      )}
      {enabled && next !== null && order.length > 0 && (
        <LoadMore
          isLoading={loadingMore}
          auto={getConfig().autoloadMore}
          onLoad={() => void dispatch(fetchChats({ more: true }))}
        />
      )}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 50vh;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
