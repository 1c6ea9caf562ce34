import { useEffect, useMemo, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Skeleton } from "../../components/Skeleton";
import { firstScreenPainted } from "../../components/startup";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectIsVisitor } from "../../store/session/selectors";
import { selectFiltersSettled } from "../../store/filters/selectors";
import { useViewerFilters } from "../../store/filters/useViewerFilters";
import {
  filterContextOfTimeline,
  timelineKeyToStreamKey,
} from "../../store/keys";
import { fetchTimeline } from "../../store/timelines/thunks";
import { FailureMessage } from "../../components/FailureMessage";
import { StatusFilterContext } from "../../features/status/filterContext";
import { TimelineFeed } from "./TimelineFeed";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { useStream } from "../../store/streaming/useStream";

export interface TimelineProps {
  /** A key of `store/keys.ts`: `public:local`, `hashtag:<tag>`, … */
  timelineKey: string;
  /** Shown when the timeline has loaded and holds no posts. */
  emptyMessage?: ReactNode;
  /** The column header, above everything else. */
  header?: ReactNode;
  /** Content between the header and the posts (a hashtag or profile card). */
  prepend?: ReactNode;
  /** Accessible name of the feed, e.g. the column title. */
  label?: string;
}

/**
 * A live timeline: loads its first page, follows its stream while mounted,
 * and renders its posts virtualised, with gaps, paging and the new-posts bar.
 * The viewer's filters apply to its posts in the timeline's context; a
 * member's posts wait for the filters' first answer, so that nothing a filter
 * hides flashes by.
 */
export function Timeline({
  timelineKey,
  emptyMessage,
  header,
  prepend,
  label,
}: TimelineProps) {
  const dispatch = useAppDispatch();
  const isVisitor = useAppSelector(selectIsVisitor);
  const timeline = useAppSelector((state) => state.timelines[timelineKey]);
  const filtersSettled = useAppSelector(selectFiltersSettled);
  useViewerFilters();
  const retained = useMemo(() => [timelineKey], [timelineKey]);
  useRetained({ timelines: retained });
  useStream(timelineKeyToStreamKey(timelineKey));
  useEffect(() => {
    void dispatch(fetchTimeline({ key: timelineKey }));
  }, [dispatch, timelineKey]);

  let body: ReactNode;
  // Failed or empty: the first screen has its content without a post to
  // mark (components/startup.ts lets the deferred parts in).
  let withoutPosts = false;
  if (!filtersSettled) {
    body = <Skeleton variant="status" rows={4} />;
  } else if (timeline && timeline.items.length > 0) {
    body = (
      <TimelineFeed
        key={timelineKey}
        timelineKey={timelineKey}
        timeline={timeline}
        label={label}
      />
    );
  } else if (timeline?.error && !timeline.isLoading) {
    withoutPosts = true;
    body = (
      <FailureMessage
        isVisitor={isVisitor}
        failure={timeline.error}
        subject="posts"
        onRetry={() => void dispatch(fetchTimeline({ key: timelineKey }))}
      >
        <FormattedMessage
          id="timeline.error.message"
          defaultMessage="Posts could not be loaded."
        />
      </FailureMessage>
    );
  } else if (timeline?.fetchedAt != null && !timeline.isLoading) {
    withoutPosts = true;
    body = (
      <Message>
        {emptyMessage ?? (
          <FormattedMessage
            id="timeline.empty.message"
            defaultMessage="There are no posts here yet."
          />
        )}
      </Message>
    );
  } else {
    body = <Skeleton variant="status" rows={4} />;
  }
  useEffect(() => {
    if (withoutPosts) firstScreenPainted();
  }, [withoutPosts]);

  return (
    <StatusFilterContext value={filterContextOfTimeline(timelineKey)}>
      <Column>
        {header}
        {prepend}
        {body}
      </Column>
    </StatusFilterContext>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;
