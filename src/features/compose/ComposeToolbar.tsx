import { nanoid } from "@reduxjs/toolkit";
import { useRef, useState, type RefObject } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { IconButton } from "../../components/IconButton";
import alertIcon from "../../components/icons/alert.svg";
import calendarIcon from "../../components/icons/calendar.svg";
import pollIcon from "../../components/icons/poll.svg";
import { emptyPoll } from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { uploadComposeMedia } from "../../store/compose/media";
import { DrivePickerButton } from "../drive/DrivePickerButton";
import { insertAt } from "./caretToken";
import { EmojiPickerButton } from "../../widgets/EmojiPickerButton";
import type { PickedEmoji } from "../../components/EmojiPicker";
import type { Composer } from "./useComposer";

const messages = defineMessages({
  media: {
    id: "compose.toolbar.media",
    defaultMessage: "Add images, video or audio",
  },
  poll: { id: "compose.toolbar.poll", defaultMessage: "Add a poll" },
  spoiler: { id: "compose.toolbar.spoiler", defaultMessage: "Content warning" },
  emoji: { id: "compose.toolbar.emoji", defaultMessage: "Insert emoji" },
  schedule: { id: "compose.toolbar.schedule", defaultMessage: "Schedule" },
});

export interface ComposeToolbarProps {
  composer: Composer;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  caretRef: RefObject<number>;
  scheduling: boolean;
  onScheduling: (on: boolean) => void;
}

const emojiText = (emoji: PickedEmoji) =>
  emoji.kind === "unicode" ? emoji.value : `:${emoji.shortcode}:`;

/** Attach media, poll, content warning, emoji and schedule, as the server allows. */
export function ComposeToolbar({
  composer,
  textareaRef,
  caretRef,
  scheduling,
  onScheduling,
}: ComposeToolbarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const features = useAppSelector(selectFeatures);
  const accept = useAppSelector((s) =>
    s.instance.data.configuration.media_attachments.supported_mime_types.join(
      ",",
    ),
  );
  const fileRef = useRef<HTMLInputElement>(null);
  const [tooMany, setTooMany] = useState(false);
  const { composerId, draft, limits, change } = composer;
  const room = limits.maxMedia - draft.media.length;
  const editing = draft.editingId !== null;

  const onFiles = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    setTooMany(chosen.length > room);
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      void dispatch(uploadComposeMedia({ composerId, key: nanoid(), file }));
    }
    if (fileRef.current) fileRef.current.value = "";
  };

  const insertEmoji = (emoji: PickedEmoji) => {
    const next = insertAt(draft.text, caretRef.current, `${emojiText(emoji)} `);
    caretRef.current = next.caret;
    change({ text: next.text });
    textareaRef.current?.focus();
  };

  return (
    <Bar>
      <input
        ref={fileRef}
        type="file"
        multiple
        hidden
        accept={accept || "image/*,video/*,audio/*"}
        aria-label={intl.formatMessage(messages.media)}
        onChange={(event) => onFiles(event.target.files)}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={
          room <= 0 || (limits.pollExcludesMedia && draft.poll !== null)
        }
        onClick={() => fileRef.current?.click()}
      >
        {intl.formatMessage(messages.media)}
      </Button>
      {features.drive && (
        <DrivePickerButton
          composerId={composerId}
          disabled={
            room <= 0 || (limits.pollExcludesMedia && draft.poll !== null)
          }
        />
      )}
      {features.polls && (
        <IconButton
          src={pollIcon}
          label={intl.formatMessage(messages.poll)}
          pressed={draft.poll !== null}
          disabled={limits.pollExcludesMedia && draft.media.length > 0}
          onClick={() => change({ poll: draft.poll ? null : emptyPoll() })}
        />
      )}
      {features.spoilers && (
        <IconButton
          src={alertIcon}
          label={intl.formatMessage(messages.spoiler)}
          pressed={draft.spoiler}
          onClick={() => change({ spoiler: !draft.spoiler })}
        />
      )}
      <EmojiPickerButton
        label={intl.formatMessage(messages.emoji)}
        onPick={insertEmoji}
        stayOpen
        portal={false}
      />
      {features.scheduledStatuses && !editing && (
        <IconButton
          src={calendarIcon}
          label={intl.formatMessage(messages.schedule)}
          pressed={scheduling}
          onClick={() => {
            if (scheduling) change({ scheduledAt: null });
            onScheduling(!scheduling);
          }}
        />
      )}
      {tooMany && (
        <Hint role="status">
          <FormattedMessage
            id="compose.toolbar.tooMany"
            defaultMessage="You can attach up to {max, plural, one {# file} other {# files}}."
            values={{ max: limits.maxMedia }}
          />
        </Hint>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
