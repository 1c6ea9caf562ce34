import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { firstScreenPainted } from "../../components/startup";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectAccountById } from "../../store/accounts/selectors";
import { selectChatById } from "../../store/chats/selectors";
import {
  fetchChat,
  fetchChatMessages,
  markChatRead,
} from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { failedLoadStatus, useRequest } from "../../store/useRequest";
import "./actionLabels";
import { ChatComposer } from "./ChatComposer";
import { ChatHeader } from "./ChatHeader";
import { chatMessages } from "./chatMessages";
import { ChatLog } from "./ChatLog";
import { useChatsLoader } from "./useChatsLoader";

/**
 * `/chats/:id`: one chat, its newest messages at the bottom and older ones
 * loaded as the member scrolls up; live over `chat_update`, read up to the
 * newest message while it is open, and caught up after a stream outage by
 * the streaming middleware's backfill.
 */
export function ChatScreen() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const enabled = useChatsLoader();
  const chat = useAppSelector((s) => selectChatById(s, id));
  const account = useAppSelector((s) =>
    chat ? selectAccountById(s, chat.account_id) : undefined,
  );
  useDocumentTitle(
    account
      ? `${account.display_name || account.username} · ${intl.formatMessage(chatMessages.title)}`
      : intl.formatMessage(chatMessages.title),
  );
  const chatRequest = useRequest(
    fetchChat,
    { id },
    { skip: !enabled || !!chat },
  );
  const messages = useRequest(
    fetchChatMessages,
    { chatId: id },
    { skip: !enabled },
  );
  useRetained({ accounts: chat ? [chat.account_id] : [] });
  useMarkRead(id);
  const shown = messages.phase !== "loading";
  useEffect(() => {
    if (shown) firstScreenPainted();
  }, [shown]);
  if (!enabled) {
    return (
      <Message>
        <FormattedMessage {...chatMessages.unavailable} />
      </Message>
    );
  }
  if (!chat) {
    if (chatRequest.phase !== "failed") return <Column aria-busy="true" />;
    return (
      <Message
        onRetry={
          failedLoadStatus(chatRequest.failure?.status) === "notFound"
            ? undefined
            : chatRequest.retry
        }
        failure={chatRequest.failure}
      >
        <FormattedMessage
          id="chats.notFound"
          defaultMessage="This chat could not be opened."
        />
      </Message>
    );
  }
  return (
    <Column>
      <ChatHeader chatId={id} />
      <ChatLog chatId={id} request={messages} />
      <ChatComposer chatId={id} />
    </Column>
  );
}

/** While the chat is open, whatever arrives is read up to the newest message. */
function useMarkRead(chatId: string): void {
  const dispatch = useAppDispatch();
  const chat = useAppSelector((s) => selectChatById(s, chatId));
  const unread = chat?.unread ?? 0;
  const newest = chat?.last_message_id ?? null;
  useEffect(() => {
    if (unread > 0 && newest !== null)
      void dispatch(markChatRead({ chatId, lastReadId: newest, unread }));
  }, [dispatch, chatId, unread, newest]);
}

/** The screen's height less the top bar: the log scrolls inside it. */
const Column = styled.section`
  display: flex;
  flex-direction: column;
  block-size: calc(100dvh - var(--pl-top-bar-height, 0px));
  background: ${({ theme }) => theme.colors.surface};
`;
