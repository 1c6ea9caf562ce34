import { useEffect, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Spinner } from "../../components/Spinner";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectIsVisitor } from "../../store/session/selectors";
import { makeSelectOwnStatusIds } from "../../store/timelines/selectors";
import { accountTimelineKey } from "../../store/keys";
import { fetchTimeline } from "../../store/timelines/thunks";
import { LoadMore } from "../../components/LoadMore";
import { FailureMessage } from "../../components/FailureMessage";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { GalleryItems } from "./GalleryItems";
import { useRouteAccount } from "./useAccountFromRoute";

/**
 * The media tab (/@user/media): a grid of the attachments of the account's
 * own media posts; boosts are left out, as in Mastodon's web UI.
 */
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
  const isVisitor = useAppSelector(selectIsVisitor);
  const timeline = useAppSelector((state) => state.timelines[key]);
  const selectOwnIds = useMemo(() => makeSelectOwnStatusIds(), []);
  const ids = useAppSelector((state) => selectOwnIds(state, key));

  useEffect(() => {
    void dispatch(fetchTimeline({ key }));
  }, [key, dispatch]);

  const hasMore =
    timeline !== undefined &&
    (timeline.next !== null || timeline.olderThan !== null);
  const loadMore = hasMore && (
    <LoadMore
      isLoading={timeline.isLoading}
      auto={getConfig().autoloadMore}
      onLoad={() => void dispatch(fetchTimeline({ key, more: true }))}
    />
  );
  if (ids.length === 0) {
    if (!timeline || (timeline.isLoading && !hasMore)) return <Spinner />;
    if (timeline.error !== null) {
      return (
        <FailureMessage
          isVisitor={isVisitor}
          failure={timeline.error}
          subject="posts"
          onRetry={() => void dispatch(fetchTimeline({ key }))}
        >
          <FormattedMessage
            id="account.gallery.error"
            defaultMessage="The media could not be loaded."
          />
        </FailureMessage>
      );
    }
    // A page of boosts only (from a server that ignores exclude_reblogs)
    // shows nothing, yet older pages may hold the account's own media.
    if (loadMore) return loadMore;
    return (
      <Message>
        <FormattedMessage
          id="account.gallery.empty"
          defaultMessage="No media here yet."
        />
      </Message>
    );
  }
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
      {loadMore}
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
