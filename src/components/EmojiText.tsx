import { useMemo } from "react";
import { splitShortcodes, type CustomEmoji } from "../utils/emojify";

export interface EmojiTextProps {
  /** Plain text (not HTML), e.g. a display name or a poll option. */
  text: string;
  emojis?: readonly CustomEmoji[];
  autoPlayGif: boolean;
}

const NO_EMOJIS: readonly CustomEmoji[] = [];

/** Plain text with its custom emoji shortcodes shown as images (spec 01 section 5). */
export function EmojiText({
  text,
  emojis = NO_EMOJIS,
  autoPlayGif,
}: EmojiTextProps) {
  const tokens = useMemo(
    () => splitShortcodes(text, emojis, { autoPlayGif }),
    [text, emojis, autoPlayGif],
  );
  return tokens.map((token, index) => {
    if (typeof token === "string") return token;
    const code = `:${token.shortcode}:`;
    return (
      <img
        // Tokens never reorder: the index is a stable key.
        key={index}
        className="emojione"
        src={token.src}
        alt={code}
        title={code}
        draggable={false}
      />
    );
  });
}
