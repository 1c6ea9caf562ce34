import { nanoid } from "@reduxjs/toolkit";
import { useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { Button } from "../../components/Button";
import { IconButton } from "../../components/IconButton";
import closeIcon from "../../components/icons/close.svg";
import paperclipIcon from "../../components/icons/paperclip.svg";
import { sendChatMessage, uploadChatMedia } from "../../store/chats/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { EmojiPickerButton } from "../../widgets/EmojiPickerButton";
import { chatMessages } from "./chatMessages";
import { rejectionReason } from "../../store/failure";

/** What went wrong last: the send, or the upload of a file (with the server's reason). */
type Problem =
  { kind: "send" } | { kind: "upload"; name: string; reason: string } | null;

/**
 * Writes a message: text (custom emoji as `:shortcode:`, from the picker or
 * typed) and one attachment. Enter sends, Shift+Enter starts a new line;
 * the text stays until the server has the message, and a retry after a
 * failure posts it once (the same Idempotency-Key).
 */
export function ChatComposer({ chatId }: { chatId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const maxLength = useAppSelector(
    (s) => s.instance.data.configuration.chats.max_characters,
  );
  const [text, setText] = useState("");
  const [attachment, setAttachment] = useState<{
    media: MediaAttachment;
    name: string;
  } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [key, setKey] = useState(nanoid);
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend =
    !sending && !uploading && (text.trim() !== "" || attachment !== null);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setProblem(null);
    const result = await dispatch(
      sendChatMessage({
        chatId,
        content: text.trim(),
        mediaId: attachment?.media.id,
        idempotencyKey: key,
      }),
    );
    setSending(false);
    if (sendChatMessage.rejected.match(result)) {
      setProblem({ kind: "send" });
      return;
    }
    setText("");
    setAttachment(null);
    setKey(nanoid());
    field.current?.focus();
  };

  const upload = async (file: File) => {
    setUploading(true);
    setProblem(null);
    const result = await dispatch(uploadChatMedia({ file }));
    setUploading(false);
    if (uploadChatMedia.fulfilled.match(result))
      setAttachment({ media: result.payload.attachment, name: file.name });
    else
      setProblem({
        kind: "upload",
        name: file.name,
        reason: rejectionReason(result),
      });
  };

  const insert = (value: string) => {
    const node = field.current;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    const before = text.slice(0, start);
    const spaced = before === "" || /\s$/.test(before) ? value : ` ${value}`;
    setText(`${before}${spaced} ${text.slice(end)}`);
    node?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      event.key === "Enter" &&
      !event.shiftKey &&
      !event.nativeEvent.isComposing
    ) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {problem !== null && (
        <Problem role="alert">
          {problem.kind === "send" ? (
            <FormattedMessage
              id="chats.composer.sendFailed"
              defaultMessage="The message could not be sent. Try again."
            />
          ) : (
            <FormattedMessage
              id="compose.media.failed"
              defaultMessage="{name} could not be uploaded: {reason}"
              values={{ name: problem.name, reason: problem.reason }}
            />
          )}
        </Problem>
      )}
      {attachment && (
        <Attached>
          {attachment.media.preview_url && (
            <img
              src={attachment.media.preview_url}
              alt=""
              width={48}
              height={48}
            />
          )}
          <IconButton
            src={closeIcon}
            label={intl.formatMessage(
              { id: "compose.media.remove", defaultMessage: "Remove {name}" },
              { name: attachment.name },
            )}
            onClick={() => setAttachment(null)}
          />
        </Attached>
      )}
      <Row>
        <IconButton
          src={paperclipIcon}
          label={intl.formatMessage(chatMessages.attach)}
          disabled={uploading || attachment !== null}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/*,audio/*"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <EmojiPickerButton
          label={intl.formatMessage({
            id: "compose.toolbar.emoji",
            defaultMessage: "Insert emoji",
          })}
          withCustom
          onPick={(emoji) =>
            insert(
              emoji.kind === "custom" ? `:${emoji.shortcode}:` : emoji.value,
            )
          }
        />
        <Field
          ref={field}
          aria-label={intl.formatMessage(chatMessages.field)}
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={intl.formatMessage(chatMessages.field)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="submit"
          disabled={!canSend}
          loading={sending || uploading}
        >
          <FormattedMessage {...chatMessages.send} />
        </Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  flex: none;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Field = styled.textarea`
  flex: 1;
  min-inline-size: 0;
  max-block-size: 8rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: none;
  field-sizing: content;
`;

const Attached = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.xs};

  img {
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
