import { FormattedNumber, useIntl } from "react-intl";
import styled from "styled-components";
import type { StoredReaction, StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { useStatusAction } from "./useStatusAction";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface EmojiReactionsProps {
  status: StoredStatus;
}

/**
 * The reactions under a post: emoji (custom ones as images), counts, the
 * reader's own marked. Members press one to join it or take theirs back
 * (joining a custom one needs `customEmojiReacts`); visitors are asked to
 * sign in.
 */
export function EmojiReactions({ status }: EmojiReactionsProps) {
  const intl = useIntl();
  const action = useStatusAction(status);
  const customReacts = useAppSelector(
    (state) => state.instance.features.customEmojiReacts,
  );
  const reactions = status.emoji_reactions.filter((r) => r.count > 0);
  if (reactions.length === 0) return null;
  return (
    <List
      aria-label={intl.formatMessage({
        id: "status.reactions.label",
        defaultMessage: "Reactions",
      })}
    >
      {reactions.map((reaction) => (
        <li key={reaction.name}>
          <Reaction
            type="button"
            aria-pressed={reaction.me}
            $me={reaction.me}
            disabled={
              action.isLoggedIn &&
              !reaction.me &&
              !!reaction.url &&
              !customReacts
            }
            onClick={() => action.react(reaction.name, reaction.url)}
          >
            <ReactionEmoji reaction={reaction} />
            <FormattedNumber value={reaction.count} notation="compact" />
          </Reaction>
        </li>
      ))}
    </List>
  );
}

function ReactionEmoji({ reaction }: { reaction: StoredReaction }) {
  const { autoPlayGif } = useStatusConfig();
  const src = autoPlayGif
    ? (reaction.url ?? reaction.static_url)
    : (reaction.static_url ?? reaction.url);
  if (!src) return <span>{reaction.name}</span>;
  const code = `:${reaction.name}:`;
  return <Custom src={src} alt={code} title={code} draggable={false} />;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Reaction = styled.button<{ $me: boolean }>`
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
