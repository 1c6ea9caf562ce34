import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Skeleton, type SkeletonVariant } from "../../components/Skeleton";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectIsVisitor } from "../../store/session/selectors";
import type { SearchState } from "../../store/search/slice";
import { fetchSearch } from "../../store/search/thunks";
import { AccountRow } from "../../widgets/AccountRow";
import { StatusCard } from "../status/StatusCard";
import { FailureMessage } from "../../components/FailureMessage";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { useRetained } from "../../store/retained/useRetained";
import { GroupRow } from "../../widgets/GroupRow";
import { HashtagRow } from "./HashtagRow";
import type { SearchTab } from "./searchTabs";

const SKELETONS: Record<SearchTab, SkeletonVariant> = {
  accounts: "account",
  statuses: "status",
  hashtags: "hashtag",
  groups: "account",
};

export interface SearchResultsProps {
  /** The trimmed, non-empty query. */
  q: string;
  tab: SearchTab;
}

/**
 * Runs the search for `q` (one at a time, so answers never arrive out of
 * order) and shows one tab of its results, paged by the items loaded.
 */
export function SearchResults({ q, tab }: SearchResultsProps) {
  const dispatch = useAppDispatch();
  const isVisitor = useAppSelector(selectIsVisitor);
  const search = useAppSelector((state) => state.search);
  const requested = useRef<string | null>(null);
  const { results } = search;
  useRetained({ accounts: results.accounts, statuses: results.statuses });

  useEffect(() => {
    if (search.isLoading || search.query === q) return;
    // A failed query waits for "Try again" rather than retrying on its own.
    if (requested.current === q && search.error !== null) return;
    requested.current = q;
    void dispatch(fetchSearch({ q }));
  }, [dispatch, q, search.isLoading, search.query, search.error]);

  const retry = () => void dispatch(fetchSearch({ q }));
  if (search.query !== q) {
    if (search.error !== null && !search.isLoading) {
      return (
        <FailureMessage
          isVisitor={isVisitor}
          failure={search.error}
          subject="search"
          onRetry={retry}
        >
          <FormattedMessage
            id="search.error.message"
            defaultMessage="The search could not be completed."
          />
        </FailureMessage>
      );
    }
    return <Skeleton variant={SKELETONS[tab]} rows={4} />;
  }

  const rows = renderRows(tab, results);
  if (rows.length === 0) {
    return (
      <Message>
        <FormattedMessage
          id="search.empty.message"
          defaultMessage="Nothing found for “{q}”."
          values={{ q }}
        />
      </Message>
    );
  }
  return (
    <>
      <List>{rows}</List>
      {tab !== "groups" && search.hasMore[tab] && (
        <LoadMore
          isLoading={search.isLoading}
          auto={getConfig().autoloadMore}
          onLoad={() =>
            void dispatch(fetchSearch({ q, type: tab, more: true }))
          }
        />
      )}
    </>
  );
}

function renderRows(tab: SearchTab, results: SearchState["results"]) {
  switch (tab) {
    case "accounts":
      return results.accounts.map((id) => (
        <li key={id}>
          <AccountRow id={id} />
        </li>
      ));
    case "statuses":
      return results.statuses.map((id) => (
        <li key={id}>
          <StatusCard id={id} showThread />
        </li>
      ));
    case "hashtags":
      return results.hashtags.map((hashtag) => (
        <li key={hashtag.name}>
          <HashtagRow hashtag={hashtag} />
        </li>
      ));
    case "groups":
      return results.groups.map((id) => (
        <li key={id}>
          <GroupRow id={id} />
        </li>
      ));
  }
}

const List = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
