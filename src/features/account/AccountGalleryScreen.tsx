import { useEffect, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Spinner } from "../../components/Spinner";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { isGap } from "../../store/timelineItems";
import { accountTimelineKey } from "../../store/timelineKeys";
import { fetchTimeline } from "../../store/thunks/timelines";
import { LoadMore } from "../timeline/LoadMore";
import { TimelineMessage } from "../timeline/TimelineMessage";
import { useRetained } from "../timeline/useRetained";
import { GalleryItems } from "./GalleryItems";
import { useRouteAccount } from "./useAccountFromRoute";

/** The media tab (/@user/media): a grid of the account's media posts' attachments. */
export function AccountGalleryScreen() {
  const account = useRouteAccount();
  // The header shows loading, missing and suspended accounts.
  if (!account || account.suspended) return null;
  return <AccountGallery key={account.id} accountId={account.id} />;
}

function AccountGallery({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const key = accountTimelineKey(accountId, "media");
  const timelines = useMemo(() => [key], [key]);
  useRetained({ timelines });
  const timeline = useAppSelector((state) => state.timelines[key]);
  const items = timeline?.items;
  const ids = useMemo(() => items?.filter((id) => !isGap(id)) ?? [], [items]);

  useEffect(() => {
    void dispatch(fetchTimeline({ key }));
  }, [key, dispatch]);

  if (ids.length === 0) {
    if (!timeline || timeline.isLoading) return <Spinner />;
    if (timeline.error !== null) {
      return (
        <TimelineMessage onRetry={() => void dispatch(fetchTimeline({ key }))}>
          <FormattedMessage
            id="account.gallery.error"
            defaultMessage="The media could not be loaded."
          />
        </TimelineMessage>
      );
    }
    return (
      <TimelineMessage>
        <FormattedMessage
          id="account.gallery.empty"
          defaultMessage="No media here yet."
        />
      </TimelineMessage>
    );
  }
  const hasMore =
    timeline !== undefined &&
    (timeline.next !== null || timeline.olderThan !== null);
  return (
    <>
      <Grid
        aria-label={intl.formatMessage({
          id: "account.gallery.label",
          defaultMessage: "Media",
        })}
      >
        {ids.map((id) => (
          <GalleryItems key={id} statusId={id} />
        ))}
      </Grid>
      {hasMore && (
        <LoadMore
          isLoading={timeline.isLoading}
          auto={getConfig().autoloadMore}
          onLoad={() => void dispatch(fetchTimeline({ key, more: true }))}
        />
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
`;
