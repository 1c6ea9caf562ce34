import { useCallback, useEffect, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { Skeleton } from "../../components/Skeleton";
import { firstScreenPainted } from "../../components/startup";
import { getConfig } from "../../config";
import type { StatusListKey } from "../../store/bookmarks/lists";
import { selectStatusList } from "../../store/bookmarks/selectors";
import { fetchStatusList } from "../../store/bookmarks/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import { StatusCard } from "../status/StatusCard";
import "./actionLabels";

export interface StatusListFeedProps {
  listKey: StatusListKey;
  /** The feed's accessible name. */
  label: string;
  /** Said once loaded when the list is empty. */
  empty: ReactNode;
}

/**
 * The member's bookmarks, likes or one folder's bookmarks, newest first, as
 * a feed: loaded afresh on every visit, paged with "Load more", and kept up
 * to date as the member bookmarks or likes posts anywhere in the app.
 */
export function StatusListFeed({ listKey, label, empty }: StatusListFeedProps) {
  const dispatch = useAppDispatch();
  const request = useRequest(fetchStatusList, { key: listKey });
  const list = useAppSelector((state) => selectStatusList(state, listKey));
  useRetained({ statuses: list.ids });
  const shown = list.ids.length > 0 || request.phase !== "loading";
  useEffect(() => {
    // The deferred parts (icons, side panels) wait for the first screen.
    if (shown) firstScreenPainted();
  }, [shown]);

  if (list.ids.length === 0) {
    if (request.phase === "loading") return <Skeleton variant="status" />;
    if (request.phase === "failed") {
      return (
        <Message onRetry={request.retry} failure={request.failure}>
          <FormattedMessage
            id="pagedList.error"
            defaultMessage="This list could not be loaded."
          />
        </Message>
      );
    }
    return <Message>{empty}</Message>;
  }
  const setSize = list.next === null ? list.ids.length : -1;
  return (
    <>
      <Feed
        role="feed"
        aria-label={label}
        aria-busy={request.phase === "loading"}
      >
        {list.ids.map((id, index) => (
          <FeedItem key={id} id={id} index={index} setSize={setSize} />
        ))}
      </Feed>
      {list.next !== null && (
        <LoadMore
          isLoading={list.loadingMore}
          auto={getConfig().autoloadMore}
          onLoad={() =>
            void dispatch(fetchStatusList({ key: listKey, more: true }))
          }
        />
      )}
    </>
  );
}

interface FeedItemProps {
  id: string;
  index: number;
  setSize: number;
}

/** A card as an article of the feed pattern: focusable, with its position. */
function FeedItem({ id, index, setSize }: FeedItemProps) {
  const articleRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      node.tabIndex = 0;
      node.setAttribute("aria-posinset", String(index + 1));
      node.setAttribute("aria-setsize", String(setSize));
    },
    [index, setSize],
  );
  return (
    <Row>
      <StatusCard id={id} ref={articleRef} showThread />
    </Row>
  );
}

const Feed = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
