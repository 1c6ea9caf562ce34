import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Message } from "../../components/Message";
import { firstScreenPainted } from "../../components/startup";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useCustomEmojis } from "../../store/customEmojis/useCustomEmojis";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  shoutboxClosed,
  shoutboxOpened,
  shoutboxSent,
} from "../../store/shoutbox/slice";
import { selectShoutbox } from "../../store/shoutbox/selectors";
import { ShoutRow } from "./ShoutRow";

/**
 * `/shoutbox`: the instance's public chat (Pleroma's shoutbox), live over
 * its own socket, which the streaming middleware opens while this screen
 * is shown. Everyone signed in reads and writes; nothing is kept beyond
 * the server's last messages.
 */
export function ShoutboxScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = intl.formatMessage({
    id: "shoutbox.title",
    defaultMessage: "Shoutbox",
  });
  useDocumentTitle(title);
  const enabled = useAppSelector((s) => s.instance.features.shoutbox);
  const { status, messages } = useAppSelector(selectShoutbox);
  // Shouts are plain text; `:shortcode:` in them is the server's emoji.
  const emojis = useCustomEmojis();
  const [text, setText] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    firstScreenPainted();
    if (!enabled) return;
    dispatch(shoutboxOpened());
    return () => {
      dispatch(shoutboxClosed());
    };
  }, [dispatch, enabled]);
  const newest = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [newest]);
  if (!enabled) {
    return (
      <Message>
        <FormattedMessage
          id="shoutbox.unavailable"
          defaultMessage="This server has no shoutbox."
        />
      </Message>
    );
  }
  const open = status === "open";
  const say = () => {
    if (!open || text.trim() === "") return;
    dispatch(shoutboxSent({ text: text.trim() }));
    setText("");
  };
  const field = intl.formatMessage({
    id: "shoutbox.field",
    defaultMessage: "Say something to everyone",
  });
  return (
    <Column>
      <ColumnHeader title={title}>
        {!open && (
          <Status role="status">
            <FormattedMessage
              id="shoutbox.connecting"
              defaultMessage="Connecting…"
            />
          </Status>
        )}
      </ColumnHeader>
      <Log ref={scroller} role="log" aria-label={title} tabIndex={0}>
        {messages.length === 0 && open ? (
          <Message>
            <FormattedMessage
              id="shoutbox.empty"
              defaultMessage="Nobody has said anything yet."
            />
          </Message>
        ) : (
          <ol>
            {messages.map((m) => (
              <ShoutRow key={m.id} shout={m} emojis={emojis} />
            ))}
          </ol>
        )}
      </Log>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          say();
        }}
      >
        <input
          type="text"
          aria-label={field}
          placeholder={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!open || text.trim() === ""}>
          <FormattedMessage id="admin.invites.send" defaultMessage="Send" />
        </Button>
      </Form>
    </Column>
  );
}

const Column = styled.section`
  display: flex;
  flex-direction: column;
  block-size: calc(100dvh - var(--pl-top-bar-height, 0px));
  background: ${({ theme }) => theme.colors.surface};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Log = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;

  ol {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 0;
    list-style: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const Form = styled.form`
  flex: none;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  input {
    flex: 1;
    min-inline-size: 0;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
