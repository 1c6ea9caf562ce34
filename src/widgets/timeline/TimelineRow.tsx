import { memo, useCallback, useEffect } from "react";
import styled from "styled-components";
import { gapMaxId, isGap } from "../../store/timelines/items";
import { StatusCard } from "../../features/status/StatusCard";
import { markFirstPost } from "./firstPost";
import { GapRow } from "./GapRow";

export interface TimelineRowProps {
  /** A status id or a gap marker. */
  item: string;
  index: number;
  /** aria-setsize: the number of rows, or -1 while more can be loaded. */
  setSize: number;
  /** The virtualiser's `measureElement`. */
  measureRef: (node: Element | null) => void;
  isGapLoading: boolean;
  onLoadGap: (gapId: string, from: "top" | "bottom") => void;
}

/**
 * One row of a feed (WAI-ARIA feed pattern): the positioned, measured box
 * around a status card or a gap. The card's own article is the feed's
 * article; it carries `data-status-id`, which the keyboard shortcuts
 * (j/k and the status keys) look for.
 */
export const TimelineRow = memo(function TimelineRow({
  item,
  index,
  setSize,
  measureRef,
  isGapLoading,
  onLoadGap,
}: TimelineRowProps) {
  const gap = isGap(item);
  useEffect(() => {
    if (!gap) markFirstPost();
  }, [gap]);
  // StatusCard takes no feed props: its article is made focusable and told
  // its position here, as the feed pattern asks of every article.
  const articleRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      node.tabIndex = 0;
      node.setAttribute("aria-posinset", String(index + 1));
      node.setAttribute("aria-setsize", String(setSize));
    },
    [index, setSize],
  );

  // The newest end of a trimmed window loads upwards from the posts below it.
  const isNewest = index === 0 && gap && gapMaxId(item) === null;
  return (
    <Row ref={measureRef} data-index={index} role="presentation">
      {gap ? (
        <GapRow
          position={index + 1}
          setSize={setSize}
          isNewest={isNewest}
          isLoading={isGapLoading}
          onLoad={() => onLoadGap(item, isNewest ? "bottom" : "top")}
        />
      ) : (
        <StatusCard id={item} ref={articleRef} showThread />
      )}
    </Row>
  );
});

/**
 * Placed by the virtualiser, which writes its transform (directDomUpdates).
 * A post a filter hides renders nothing: its row takes no room.
 */
const Row = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100%;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  &:empty {
    border-block-end: 0;
  }
`;
