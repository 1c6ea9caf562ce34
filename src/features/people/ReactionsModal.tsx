import { useState } from "react";
import { FormattedNumber, useIntl } from "react-intl";
import styled from "styled-components";
import { Modal } from "../../components/Modal";
import { getConfig } from "../../config";
import { selectStatusReactions } from "../../store/accountLists/selectors";
import { fetchStatusReactions } from "../../store/accountLists/thunks";
import { useAppSelector } from "../../store/hooks";
import type { ModalProps } from "../../store/modals/slice";
import type { StoredReaction } from "../../store/normalize";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { PagedList } from "../../components/PagedList";
import { PersonRow } from "./PersonRow";
import { FollowButton } from "../../widgets/FollowButton";
import { useRelationshipsOf } from "./useRelationshipsOf";

export interface ReactionsModalProps {
  /** The post's id, as the modal stack carries it. */
  statusId?: ModalProps[string];
  onClose: () => void;
}

const NONE: StoredReaction[] = [];

/**
 * The REACTIONS modal: who reacted to a post, one emoji at a time (where
 * `emojiReactsList`). The emoji are toggle buttons with their counts; the
 * people under the chosen one are the shared people rows.
 */
export function ReactionsModal({ statusId, onClose }: ReactionsModalProps) {
  const intl = useIntl();
  const id = typeof statusId === "string" ? statusId : "";
  const request = useRequest(
    fetchStatusReactions,
    id === "" ? null : { statusId: id },
  );
  const reactions =
    useAppSelector((state) => selectStatusReactions(state, id))?.items ?? NONE;
  const [chosen, setChosen] = useState<string | null>(null);
  const current =
    reactions.find((reaction) => reaction.name === chosen) ?? reactions[0];
  const ids = current?.account_ids ?? [];
  useRetained({ accounts: ids });
  useRelationshipsOf(ids);
  const title = intl.formatMessage({
    id: "status.reactions.label",
    defaultMessage: "Reactions",
  });
  return (
    <Modal title={title} onClose={onClose}>
      {reactions.length > 1 && (
        <Choices>
          {reactions.map((reaction) => (
            <li key={reaction.name}>
              <Choice
                type="button"
                aria-pressed={reaction === current}
                onClick={() => setChosen(reaction.name)}
              >
                <Emoji reaction={reaction} />
                <FormattedNumber value={reaction.count} notation="compact" />
              </Choice>
            </li>
          ))}
        </Choices>
      )}
      <PagedList
        label={current ? reactionLabel(current) : title}
        phase={request.phase}
        onRetry={request.retry}
        failure={request.failure}
        count={ids.length}
        hasMore={false}
        isLoadingMore={false}
        moreFailed={false}
        onLoadMore={request.retry}
      >
        {ids.map((accountId) => (
          <li key={accountId}>
            <PersonRow
              id={accountId}
              action={(describedBy) => (
                <FollowButton
                  accountId={accountId}
                  size="sm"
                  describedBy={describedBy}
                />
              )}
            />
          </li>
        ))}
      </PagedList>
    </Modal>
  );
}

/** A custom emoji is named by its shortcode, a Unicode one by itself. */
const reactionLabel = (reaction: StoredReaction) =>
  reaction.url ? `:${reaction.name}:` : reaction.name;

function Emoji({ reaction }: { reaction: StoredReaction }) {
  const src = getConfig().autoPlayGif
    ? (reaction.url ?? reaction.static_url)
    : (reaction.static_url ?? reaction.url);
  if (!src) return <span>{reaction.name}</span>;
  const code = reactionLabel(reaction);
  return <Custom src={src} alt={code} title={code} draggable={false} />;
}

const Choices = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceHover};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Custom = styled.img`
  inline-size: 1.25em;
  block-size: 1.25em;
  object-fit: contain;
`;
