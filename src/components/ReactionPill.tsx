import { FormattedNumber } from "react-intl";
import styled from "styled-components";
import { useStatusConfig } from "./useStatusConfig";

/** An emoji reaction as posts and announcements carry it. */
export interface ReactionShape {
  name: string;
  count: number;
  me: boolean;
  url: string | null;
  static_url: string | null;
}

export interface ReactionPillProps {
  reaction: ReactionShape;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * One reaction: its emoji (a custom one as an image) and count, pressed when
 * it is the reader's own. Posts and announcements show theirs alike.
 */
export function ReactionPill({
  reaction,
  disabled,
  onClick,
}: ReactionPillProps) {
  return (
    <Pill
      type="button"
      aria-pressed={reaction.me}
      $me={reaction.me}
      disabled={disabled}
      onClick={onClick}
    >
      <ReactionEmoji reaction={reaction} />
      <FormattedNumber value={reaction.count} notation="compact" />
    </Pill>
  );
}

function ReactionEmoji({ reaction }: { reaction: ReactionShape }) {
  const { autoPlayGif } = useStatusConfig();
  const src = autoPlayGif
    ? (reaction.url ?? reaction.static_url)
    : (reaction.static_url ?? reaction.url);
  if (!src) return <span>{reaction.name}</span>;
  const code = `:${reaction.name}:`;
  return <Custom src={src} alt={code} title={code} draggable={false} />;
}

/** The row the pills sit in. */
export const ReactionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Pill = styled.button<{ $me: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid
    ${({ theme, $me }) => ($me ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $me }) => ($me ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    cursor: default;
  }
`;

const Custom = styled.img`
  inline-size: 1.25em;
  block-size: 1.25em;
  object-fit: contain;
`;
