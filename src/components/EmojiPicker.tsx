import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { COMMON_EMOJI } from "./commonEmoji";
import type { CustomEmoji } from "../api/schemas/emoji";

/** A picked emoji: Unicode, or one of the server's custom ones. */
export type PickedEmoji =
  | { kind: "unicode"; value: string }
  | { kind: "custom"; shortcode: string; url: string };

export interface EmojiPickerProps {
  onPick: (emoji: PickedEmoji) => void;
  /** The server's custom emoji (the store's, which the caller selects). */
  custom: readonly CustomEmoji[];
  /** Offer the server's custom emoji (reactions need `customEmojiReacts`). */
  withCustom?: boolean;
}

const shortcodeOf = (shortcode: string) => `:${shortcode}:`;

/**
 * The common Unicode emoji and the server's custom ones (visible in pickers),
 * filtered by shortcode. Keyboard: Tab through the grid, Enter picks.
 */
export function EmojiPicker({
  onPick,
  custom,
  withCustom = true,
}: EmojiPickerProps) {
  const intl = useIntl();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/:/g, "");
    return custom.filter(
      (emoji) =>
        emoji.visible_in_picker &&
        emoji.url !== "" &&
        (q === "" || emoji.shortcode.toLowerCase().includes(q)),
    );
  }, [custom, query]);
  return (
    <Panel>
      <Search
        type="search"
        aria-label={intl.formatMessage({
          id: "compose.emoji.search",
          defaultMessage: "Search emoji",
        })}
        value={query}
        placeholder={intl.formatMessage({
          id: "compose.emoji.searchPlaceholder",
          defaultMessage: "Search custom emoji",
        })}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Grid
        role="group"
        aria-label={intl.formatMessage({
          id: "compose.emoji.label",
          defaultMessage: "Emoji",
        })}
      >
        {query.trim() === "" &&
          COMMON_EMOJI.map((emoji) => (
            <Cell
              key={emoji}
              type="button"
              title={emoji}
              onClick={() => onPick({ kind: "unicode", value: emoji })}
            >
              {emoji}
            </Cell>
          ))}
        {withCustom &&
          shown.map((emoji) => (
            <Cell
              key={emoji.shortcode}
              type="button"
              title={shortcodeOf(emoji.shortcode)}
              onClick={() =>
                onPick({
                  kind: "custom",
                  shortcode: emoji.shortcode,
                  url: emoji.url,
                })
              }
            >
              <img src={emoji.static_url} alt={shortcodeOf(emoji.shortcode)} />
            </Cell>
          ))}
      </Grid>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 18rem;
  max-inline-size: calc(100vw - 2rem);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const Search = styled.input`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.25rem, 1fr));
  max-block-size: 14rem;
  overflow-y: auto;
`;

const Cell = styled.button`
  display: grid;
  place-items: center;
  block-size: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font-size: 1.35rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  img {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    object-fit: contain;
  }
`;
