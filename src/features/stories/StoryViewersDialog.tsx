import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Modal } from "../../components/Modal";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { selectStoryViewers } from "../../store/stories/selectors";
import { fetchStoryViewers } from "../../store/stories/thunks";
import { useRequest } from "../../store/useRequest";
import { AccountRow } from "../../widgets/AccountRow";
import { storyMessages as messages } from "./storyMessages";

export interface StoryViewersDialogProps {
  storyId: string;
  onClose: () => void;
}

const NONE: string[] = [];

/** Who saw one of the member's stories, newest first, ten at a time. */
export function StoryViewersDialog({
  storyId,
  onClose,
}: StoryViewersDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchStoryViewers, { storyId });
  const viewers = useAppSelector((s) => selectStoryViewers(s, storyId));
  const ids = viewers?.ids ?? NONE;
  useRetained({ accounts: ids });
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    setLoadingMore(true);
    await dispatch(fetchStoryViewers({ storyId, more: true }));
    setLoadingMore(false);
  };
  return (
    <Modal
      title={intl.formatMessage(messages.viewers)}
      onClose={onClose}
      size="sm"
    >
      {request.phase === "failed" ? (
        <Message onRetry={request.retry} failure={request.failure}>
          {intl.formatMessage(messages.viewersFailed)}
        </Message>
      ) : request.phase === "done" && ids.length === 0 ? (
        <Message>{intl.formatMessage(messages.noViewers)}</Message>
      ) : (
        <List>
          {ids.map((id) => (
            <li key={id}>
              <AccountRow id={id} />
            </li>
          ))}
        </List>
      )}
      {viewers && !viewers.done && ids.length > 0 && (
        <LoadMore isLoading={loadingMore} onLoad={() => void loadMore()} />
      )}
    </Modal>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
