import { useIntl } from "react-intl";
import { ReactionList, ReactionPill } from "../../components/ReactionPill";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { useStatusAction } from "./useStatusAction";

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
    <ReactionList
      aria-label={intl.formatMessage({
        id: "status.reactions.label",
        defaultMessage: "Reactions",
      })}
    >
      {reactions.map((reaction) => (
        <li key={reaction.name}>
          <ReactionPill
            reaction={reaction}
            disabled={
              action.isLoggedIn &&
              !reaction.me &&
              !!reaction.url &&
              !customReacts
            }
            onClick={() => action.react(reaction.name, reaction.url)}
          />
        </li>
      ))}
    </ReactionList>
  );
}
