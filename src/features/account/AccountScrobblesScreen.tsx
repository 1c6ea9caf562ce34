import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { PagedList } from "../../components/PagedList";
import { RelativeTime } from "../../components/RelativeTime";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectScrobbles } from "../../store/scrobbles/selectors";
import type { StoredScrobble } from "../../store/scrobbles/state";
import { fetchScrobbles } from "../../store/scrobbles/thunks";
import { useRequest } from "../../store/useRequest";
import { useRouteAccount } from "./useAccountFromRoute";

const messages = defineMessages({
  title: { id: "account.tabs.listening", defaultMessage: "Listening" },
});

/** m:ss of a length in milliseconds. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;
}

function Track({ track }: { track: StoredScrobble }) {
  // Artist and album are the server's words; only the dot between is ours.
  const by = [track.artist, track.album].filter(Boolean).join(" · ");
  return (
    <Row>
      <Title>{track.title}</Title>
      {by && <By>{by}</By>}
      <When>
        <RelativeTime date={track.created_at} />
        {track.length !== null && <span>{duration(track.length)}</span>}
      </When>
    </Row>
  );
}

/**
 * `/@user/listening` (gate `scrobbles`, Pleroma): the tracks the account
 * listened to lately, newest first, with artist, album, when and how long.
 */
export function AccountScrobblesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useRouteAccount();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const { phase, failure, retry } = useRequest(
    fetchScrobbles,
    account ? { accountId: account.id } : null,
  );
  const list = useAppSelector((state) =>
    account ? selectScrobbles(state, account.id) : undefined,
  );
  if (!account) return null;
  const items = list?.items ?? [];
  return (
    <section>
      <ColumnHeader title={title} level={2} />
      <PagedList
        label={title}
        phase={phase}
        onRetry={retry}
        failure={failure}
        count={items.length}
        hasMore={(list?.next ?? null) !== null}
        isLoadingMore={list?.isLoading ?? false}
        moreFailed={list?.moreFailed ?? false}
        onLoadMore={() =>
          void dispatch(fetchScrobbles({ accountId: account.id, more: true }))
        }
        skeleton="hashtag"
        empty={
          <FormattedMessage
            id="scrobbles.empty"
            defaultMessage="Nothing listened to lately."
          />
        }
      >
        {items.map((track) => (
          <li key={track.id}>
            <Track track={track} />
          </li>
        ))}
      </PagedList>
    </section>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const By = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: flex;
  flex-direction: column;
  align-items: end;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
