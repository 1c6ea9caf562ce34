import { useState } from "react";
import { FormattedMessage, FormattedTime, useIntl } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { IconButton } from "../../components/IconButton";
import trashIcon from "../../components/icons/trash.svg";
import { RichText } from "../../components/RichText";
import { VisuallyHidden } from "../../components/VisuallyHidden";
import { getConfig } from "../../config";
import { selectChatMessageById } from "../../store/chats/selectors";
import { removeChatMessage } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useMediaModal } from "../../store/modals/useMediaModal";
import { chatMessages } from "./chatMessages";
import { externalLink, safeUrl } from "../../utils/safeUrl";

/** One message: the member's own on the end side, with "Delete message". */
export function ChatMessageItem({
  chatId,
  id,
}: {
  chatId: string;
  id: string;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const message = useAppSelector((s) => selectChatMessageById(s, id));
  const own = useAppSelector((s) => s.session.me === message?.account_id);
  const [confirming, setConfirming] = useState(false);
  if (!message) return null;
  const { autoPlayGif } = getConfig();
  return (
    <Item data-own={own}>
      <Bubble>
        {own && (
          <VisuallyHidden>
            <FormattedMessage id="chats.message.own" defaultMessage="You:" />
          </VisuallyHidden>
        )}
        {message.content !== "" && (
          <RichText
            html={message.content}
            emojis={message.emojis}
            autoPlayGif={autoPlayGif}
          />
        )}
        {message.attachment && <Attachment media={message.attachment} />}
      </Bubble>
      <Meta>
        <time dateTime={message.created_at}>
          <FormattedTime value={message.created_at} />
        </time>
        {own && (
          <IconButton
            src={trashIcon}
            iconSize={14}
            label={intl.formatMessage(chatMessages.deleteMessage)}
            onClick={() => setConfirming(true)}
          />
        )}
      </Meta>
      {confirming && (
        <ConfirmDialog
          danger
          title={<FormattedMessage {...chatMessages.deleteMessage} />}
          confirmLabel={
            <FormattedMessage id="status.more.delete" defaultMessage="Delete" />
          }
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void dispatch(removeChatMessage({ chatId, messageId: id }))
          }
        >
          <FormattedMessage
            id="chats.message.deleteConfirm"
            defaultMessage="Delete this message for both of you?"
          />
        </ConfirmDialog>
      )}
    </Item>
  );
}

/** A picture opens large; any other file is a link to it. */
function Attachment({ media }: { media: MediaAttachment }) {
  const openMedia = useMediaModal();
  const link = externalLink(media.url ?? media.remote_url);
  if (!link) return null;
  const url = link.href;
  const size = media.meta.small ?? media.meta.original;
  if (media.type !== "image" && media.type !== "gifv") {
    return <a {...link}>{media.description ?? url.split("/").pop()}</a>;
  }
  return (
    <a
      href={link.href}
      target={link.target}
      rel={link.rel}
      onClick={(event) => {
        openMedia(event, {
          url,
          type: media.type,
          description: media.description,
        });
      }}
    >
      <Picture
        src={safeUrl(media.preview_url) ?? url}
        alt={media.description ?? ""}
        width={size?.width}
        height={size?.height}
        loading="lazy"
      />
    </a>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  max-inline-size: 80%;

  &[data-own="true"] {
    align-self: flex-end;
    align-items: flex-end;
  }
`;

const Bubble = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;

  [data-own="true"] > & {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  [data-own="true"] > & a {
    color: inherit;
  }

  p {
    margin: 0;
  }
`;

const Picture = styled.img`
  display: block;
  max-inline-size: 100%;
  max-block-size: 16rem;
  block-size: auto;
  margin-block-start: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
