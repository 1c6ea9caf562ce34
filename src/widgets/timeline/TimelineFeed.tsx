import { useCallback, useState } from "react";
import styled from "styled-components";
import { getConfig } from "../../config";
import { selectIsFilteredOut } from "../../store/filters/selectors";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { filterContextOfTimeline } from "../../store/keys";
import type { TimelineState } from "../../store/timelines/slice";
import { fetchTimeline, loadGap } from "../../store/timelines/thunks";
import { isGap } from "../../store/timelines/items";
import { LoadMore } from "../../components/LoadMore";
import { NewPostsBar } from "./NewPostsBar";
import { TimelineRow } from "./TimelineRow";
import { useScrollAnchor } from "./useScrollAnchor";
import { useShowPending } from "./useShowPending";
import { useTimelineVirtualizer } from "./useTimelineVirtualizer";
import { useTopReporter } from "./useTopReporter";

export interface TimelineFeedProps {
  timelineKey: string;
  timeline: TimelineState;
  /** The feed's accessible name. */
  label?: string;
}

/**
 * The rows of a loaded timeline, virtualised against the window: only the
 * rows near the viewport are in the DOM, each measured as it renders.
 */
export function TimelineFeed({
  timelineKey,
  timeline,
  label,
}: TimelineFeedProps) {
  const dispatch = useAppDispatch();
  const { items, pending, atTop, isLoading } = timeline;
  const [loadingGap, setLoadingGap] = useState<string | null>(null);
  // Posts a filter hides are not news.
  const pendingCount = useAppSelector(
    (state) =>
      pending.filter(
        (id) =>
          !isGap(id) &&
          !selectIsFilteredOut(state, id, filterContextOfTimeline(timelineKey)),
      ).length,
  );
  const hasMore = timeline.next !== null || timeline.olderThan !== null;

  const { virtualizer, feedRef, setFeed, measureRef } = useTimelineVirtualizer(
    timelineKey,
    items,
  );
  useTopReporter(timelineKey, feedRef, atTop, pendingCount);
  useScrollAnchor(virtualizer, items, !atTop);

  const virtualRows = virtualizer.getVirtualItems();
  const showPending = useShowPending(timelineKey, feedRef, virtualRows);
  const onLoadGap = useCallback(
    (gapId: string, from: "top" | "bottom") => {
      setLoadingGap(gapId);
      void dispatch(loadGap({ key: timelineKey, gapId, from }));
    },
    [dispatch, timelineKey],
  );
  const setSize = hasMore ? -1 : items.length;

  return (
    <>
      <NewPostsBar count={pendingCount} onShow={showPending} />
      <Feed ref={setFeed} role="feed" aria-label={label} aria-busy={isLoading}>
        {virtualRows.map((row) => {
          const item = items[row.index] ?? "";
          return (
            <TimelineRow
              key={row.key}
              item={item}
              index={row.index}
              setSize={setSize}
              measureRef={measureRef}
              isGapLoading={isLoading && loadingGap === item}
              onLoadGap={onLoadGap}
            />
          );
        })}
      </Feed>
      {hasMore && (
        <LoadMore
          isLoading={isLoading}
          auto={getConfig().autoloadMore}
          onLoad={() =>
            void dispatch(fetchTimeline({ key: timelineKey, more: true }))
          }
        />
      )}
    </>
  );
}

const Feed = styled.div`
  position: relative;
  inline-size: 100%;
`;
