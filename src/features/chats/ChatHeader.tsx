import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DisplayName } from "../../components/DisplayName";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import chevronLeftIcon from "../../components/icons/chevron-left.svg";
import trashIcon from "../../components/icons/trash.svg";
import { getConfig } from "../../config";
import { selectAccountById } from "../../store/accounts/selectors";
import { selectChatById } from "../../store/chats/selectors";
import { removeChat } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";
import { chatMessages } from "./chatMessages";

/** Back to the list, who the chat is with (a link to the profile), and deleting it where the server can. */
export function ChatHeader({ chatId }: { chatId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const chat = useAppSelector((s) => selectChatById(s, chatId));
  const account = useAppSelector((s) =>
    chat ? selectAccountById(s, chat.account_id) : undefined,
  );
  const canDelete = useAppSelector((s) => s.instance.features.chatsDelete);
  const localDomain = useAppSelector(selectLocalDomain);
  const [confirming, setConfirming] = useState(false);
  if (!account) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  const title = intl.formatMessage(chatMessages.title);
  return (
    <Bar>
      <Back to={paths.chats()} aria-label={title} title={title}>
        <Icon src={chevronLeftIcon} size={20} />
      </Back>
      <Who to={paths.account(account.acct)}>
        <Avatar account={account} size={36} animate={autoPlayGif} alt="" />
        <h1>
          <DisplayName
            account={account}
            displayFqn={displayFqn}
            localDomain={localDomain}
            autoPlayGif={autoPlayGif}
          />
        </h1>
      </Who>
      {canDelete && (
        <IconButton
          src={trashIcon}
          label={intl.formatMessage(chatMessages.deleteChat)}
          onClick={() => setConfirming(true)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          danger
          title={<FormattedMessage {...chatMessages.deleteChat} />}
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            void dispatch(removeChat({ id: chatId }));
            void navigate(paths.chats());
          }}
        >
          <FormattedMessage
            id="chats.deleteConfirm"
            defaultMessage="Delete this chat and its messages for you?"
          />
        </ConfirmDialog>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;

const Who = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  h1 {
    min-inline-size: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
