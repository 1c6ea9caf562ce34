import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { RelativeTime } from "../../components/RelativeTime";
import { getConfig } from "../../config";
import { selectAccountById } from "../../store/accounts/selectors";
import {
  selectChatById,
  selectChatMessageById,
} from "../../store/chats/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";
import { excerpt, htmlToText } from "../../utils/statusText";

/** One chat in the list: who with, the newest message and when, the unread count. */
export function ChatRow({ id }: { id: string }) {
  const chat = useAppSelector((s) => selectChatById(s, id));
  const account = useAppSelector((s) =>
    chat ? selectAccountById(s, chat.account_id) : undefined,
  );
  const last = useAppSelector((s) =>
    chat?.last_message_id
      ? selectChatMessageById(s, chat.last_message_id)
      : undefined,
  );
  const me = useAppSelector((s) => s.session.me);
  const localDomain = useAppSelector(selectLocalDomain);
  const text = useMemo(
    () => (last ? excerpt(htmlToText(last.content), 80) : ""),
    [last],
  );
  if (!chat || !account) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  const shown =
    text !== "" || !last?.attachment ? (
      text
    ) : (
      <FormattedMessage id="chats.row.attachment" defaultMessage="Attachment" />
    );
  return (
    <li>
      <Row to={paths.chat(id)} data-unread={chat.unread > 0}>
        <Avatar account={account} size={44} animate={autoPlayGif} alt="" />
        <Body>
          <Top>
            <DisplayName
              account={account}
              displayFqn={displayFqn}
              localDomain={localDomain}
              autoPlayGif={autoPlayGif}
              withHandle={false}
            />
            {last && <RelativeTime date={last.created_at} />}
          </Top>
          <Preview dir="auto">
            {last?.account_id === me ? (
              <FormattedMessage
                id="chats.row.you"
                defaultMessage="You: {text}"
                values={{ text: shown }}
              />
            ) : (
              shown
            )}
          </Preview>
        </Body>
        {chat.unread > 0 && (
          <Unread>
            <FormattedMessage
              id="chats.row.unread"
              defaultMessage="{count, plural, one {# unread} other {# unread}}"
              values={{ count: chat.unread }}
            />
          </Unread>
        )}
      </Row>
    </li>
  );
}

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[data-unread="true"] {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;

  time {
    flex: none;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Preview = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.mutedText};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Unread = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.5rem;
`;
