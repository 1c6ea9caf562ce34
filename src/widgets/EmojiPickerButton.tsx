import { useId } from "react";
import { IconButton } from "../components/IconButton";
import emojiIcon from "../components/icons/emoji-smile.svg";
import { Popover, usePopover } from "../components/Popover";
import {
  EmojiPicker,
  type EmojiPickerProps,
  type PickedEmoji,
} from "../components/EmojiPicker";
import { useCustomEmojis } from "../store/customEmojis/useCustomEmojis";

export interface EmojiPickerButtonProps {
  label: string;
  onPick: (emoji: PickedEmoji) => void;
  withCustom?: boolean;
  disabled?: boolean;
  /** Keep the picker open after a pick (the composer inserts several). */
  stayOpen?: boolean;
  /** Float at the end of the page (in feed rows); false inside a modal. */
  portal?: boolean;
}

/** A button that opens the emoji picker below it; Escape or a press outside closes it. */
export function EmojiPickerButton({
  label,
  onPick,
  withCustom,
  disabled,
  stayOpen = false,
  portal = true,
}: EmojiPickerButtonProps) {
  const panelId = useId();
  const { open, anchor, setAnchor, close, toggle } = usePopover();
  return (
    <>
      <IconButton
        ref={setAnchor}
        src={emojiIcon}
        label={label}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      />
      {open && (
        <Popover
          anchor={anchor}
          id={panelId}
          onClose={close}
          placement="bottom-start"
          portal={portal}
        >
          <CustomEmojiPicker
            withCustom={withCustom}
            onPick={(emoji) => {
              onPick(emoji);
              if (!stayOpen) close(true);
            }}
          />
        </Popover>
      )}
    </>
  );
}

/** The picker with the server's custom emoji, fetched when it opens. */
function CustomEmojiPicker(props: Omit<EmojiPickerProps, "custom">) {
  const custom = useCustomEmojis();
  return <EmojiPicker {...props} custom={custom} />;
}
