import { useLayoutEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import {
  selectChatMessageById,
  selectChatThread,
} from "../../store/chats/selectors";
import { fetchChatMessages } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { RequestState } from "../../store/useRequest";
import { ChatMessageItem } from "./ChatMessageItem";

/** Within this many pixels of the end the reader counts as following the chat. */
const AT_END_PX = 80;

const NONE: readonly string[] = [];

interface Position {
  oldest: string | undefined;
  newest: string | undefined;
  scrollHeight: number;
  scrollTop: number;
  atEnd: boolean;
}

/**
 * The messages, oldest at the top, in a scroller of their own. Older pages
 * load as the reader scrolls up, and what was in view stays in view as they
 * arrive above it; a new message scrolls into view when the reader was at
 * the end (or sent it).
 */
export function ChatLog({
  chatId,
  request,
}: {
  chatId: string;
  request: RequestState;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const thread = useAppSelector((s) => selectChatThread(s, chatId));
  const me = useAppSelector((s) => s.session.me);
  const newestAuthor = useAppSelector((s) => {
    const id = selectChatThread(s, chatId)?.ids[0];
    return id ? selectChatMessageById(s, id)?.account_id : undefined;
  });
  const ids = thread?.ids ?? NONE;
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<Position | null>(null);

  const remember = () => {
    const node = scroller.current;
    if (!node) return;
    seen.current = {
      oldest: ids[ids.length - 1],
      newest: ids[0],
      scrollHeight: node.scrollHeight,
      scrollTop: node.scrollTop,
      atEnd:
        node.scrollHeight - node.scrollTop - node.clientHeight <= AT_END_PX,
    };
  };

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = seen.current;
    const newest = ids[0];
    const oldest = ids[ids.length - 1];
    if (!before?.newest) {
      node.scrollTop = node.scrollHeight;
    } else if (newest !== before.newest) {
      if (before.atEnd || newestAuthor === me)
        node.scrollTop = node.scrollHeight;
    } else if (oldest !== before.oldest) {
      // Older messages came in above: keep the ones in view where they were.
      node.scrollTop =
        before.scrollTop + (node.scrollHeight - before.scrollHeight);
    }
    remember();
  });

  const ordered = [...ids].reverse();
  const label = intl.formatMessage({
    id: "chats.log.label",
    defaultMessage: "Messages",
  });
  return (
    <Scroller
      ref={scroller}
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={remember}
    >
      {thread?.next != null && (
        <LoadMore
          auto
          isLoading={thread.loadingMore}
          onLoad={() =>
            void dispatch(fetchChatMessages({ chatId, more: true }))
          }
        />
      )}
      {ids.length === 0 ? (
        request.phase === "loading" ? (
          <Centre>
            <Spinner size={24} />
          </Centre>
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
              id="chats.log.empty"
              defaultMessage="No messages yet. Say hello!"
            />
          </Message>
        )
      ) : (
        <ol>
          {ordered.map((id) => (
            <ChatMessageItem key={id} chatId={chatId} id={id} />
          ))}
        </ol>
      )}
    </Scroller>
  );
}

const Scroller = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  overflow-y: auto;
  /* The position is kept by hand as older pages come in. */
  overflow-anchor: none;
  overscroll-behavior: contain;

  /* A short chat sits at the bottom, by the composer. */
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: auto 0 0;
    padding: ${({ theme }) => theme.space.md};
    list-style: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
