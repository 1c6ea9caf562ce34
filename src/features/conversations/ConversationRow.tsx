import { useCallback, useId, useState } from "react";
import { FormattedList, FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { getConfig } from "../../config";
import { selectAccountById } from "../../store/accounts/selectors";
import { selectConversationById } from "../../store/conversations/selectors";
import {
  markConversationRead,
  removeConversation,
} from "../../store/conversations/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { StatusCard } from "../status/StatusCard";

export interface ConversationRowProps {
  id: string;
  /** Position in the feed, from 1. */
  position: number;
  /** The feed's size, or -1 while more can be loaded. */
  setSize: number;
}

/**
 * One conversation as an article of the feed: who it is with, whether it
 * has unread posts, its latest post (reply from there), and marking it read
 * or taking it off the list.
 */
export function ConversationRow({
  id,
  position,
  setSize,
}: ConversationRowProps) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const conversation = useAppSelector((s) => selectConversationById(s, id));
  const [confirming, setConfirming] = useState(false);
  const articleRef = useCallback(
    (node: HTMLElement | null) => {
      node?.setAttribute("aria-posinset", String(position));
      node?.setAttribute("aria-setsize", String(setSize));
    },
    [position, setSize],
  );
  if (!conversation) return null;
  const { unread, account_ids: accountIds } = conversation;
  const last = conversation.last_status_id;
  return (
    <Row
      ref={articleRef}
      tabIndex={0}
      aria-labelledby={headingId}
      data-unread={unread}
    >
      <Header>
        <Avatars accountIds={accountIds} />
        <Heading id={headingId}>
          <Participants accountIds={accountIds} />
          {unread && (
            <Unread>
              <FormattedMessage
                id="conversations.unread"
                defaultMessage="Unread"
              />
            </Unread>
          )}
        </Heading>
      </Header>
      {last !== null && <StatusCard id={last} />}
      <Actions>
        {unread && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void dispatch(markConversationRead({ id }))}
          >
            <FormattedMessage
              id="conversations.markRead"
              defaultMessage="Mark as read"
            />
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage
            id="conversations.delete"
            defaultMessage="Delete conversation"
          />
        </Button>
      </Actions>
      {confirming && (
        <ConfirmDialog
          danger
          title={
            <FormattedMessage
              id="conversations.delete"
              defaultMessage="Delete conversation"
            />
          }
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={() => setConfirming(false)}
          onConfirm={() => void dispatch(removeConversation({ id }))}
        >
          <FormattedMessage
            id="conversations.deleteConfirm"
            defaultMessage="Remove this conversation from your list? Its messages are not deleted."
          />
        </ConfirmDialog>
      )}
    </Row>
  );
}

/** The names of the others in the conversation, as a list in the reader's language. */
function Participants({ accountIds }: { accountIds: readonly string[] }) {
  return (
    <FormattedMessage
      id="conversations.with"
      defaultMessage="With {names}"
      values={{
        names: (
          <FormattedList
            type="conjunction"
            value={accountIds.map((accountId) => (
              <ParticipantName key={accountId} accountId={accountId} />
            ))}
          />
        ),
      }}
    />
  );
}

function ParticipantName({ accountId }: { accountId: string }) {
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  if (!account) return null;
  return (
    <EmojiText
      text={account.display_name || account.username}
      emojis={account.emojis}
      autoPlayGif={getConfig().autoPlayGif}
    />
  );
}

const MAX_AVATARS = 3;

function Avatars({ accountIds }: { accountIds: readonly string[] }) {
  return (
    <Stack aria-hidden="true">
      {accountIds.slice(0, MAX_AVATARS).map((accountId) => (
        <ParticipantAvatar key={accountId} accountId={accountId} />
      ))}
    </Stack>
  );
}

function ParticipantAvatar({ accountId }: { accountId: string }) {
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  if (!account) return null;
  return (
    <Avatar
      account={account}
      size={28}
      alt=""
      animate={getConfig().autoPlayGif}
    />
  );
}

const Row = styled.article`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid transparent;

  &[data-unread="true"] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
`;

const Stack = styled.span`
  display: flex;

  > * + * {
    margin-inline-start: -${({ theme }) => theme.space.xs};
  }
`;

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
`;
