import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Tabs } from "../../components/Tabs";
import { useAppSelector } from "../../store/hooks";
import { mediaUp } from "../../styles/theme";
import { paths } from "../../utils/paths";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { Message } from "../../components/Message";
import { SearchBox } from "./SearchBox";
import { SearchResults } from "./SearchResults";
import { SearchShortcutLinks } from "./SearchShortcutLinks";
import { parseSearchTab, searchTabs, type SearchTab } from "./searchTabs";

const TAB_LABELS = {
  accounts: (
    <FormattedMessage id="search.tab.accounts" defaultMessage="People" />
  ),
  statuses: (
    <FormattedMessage id="search.tab.statuses" defaultMessage="Posts" />
  ),
  hashtags: (
    <FormattedMessage id="search.tab.hashtags" defaultMessage="Hashtags" />
  ),
  groups: <FormattedMessage id="search.tab.groups" defaultMessage="Groups" />,
} satisfies Record<SearchTab, ReactNode>;

/**
 * `/search?q=&type=`: results in tabs (people, posts, hashtags, and groups
 * where the server has them). Searches only for a non-empty trimmed query.
 */
export function SearchScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const hasGroups = useAppSelector((state) => state.instance.features.groups);
  const q = (params.get("q") ?? "").trim();
  const tab = parseSearchTab(params.get("type"), hasGroups);
  const title =
    q === ""
      ? intl.formatMessage({
          id: "search.screen.title",
          defaultMessage: "Search",
        })
      : intl.formatMessage(
          {
            id: "search.screen.titleQuery",
            defaultMessage: "Results for “{q}”",
          },
          { q },
        );
  useDocumentTitle(title);
  const tabs = searchTabs(hasGroups).map((id) => ({
    id,
    label: TAB_LABELS[id],
    to: paths.search(q, id),
  }));

  return (
    <>
      <ColumnHeader title={title} />
      {/* The sidebar holds the search box from lg up; below it, the page does. */}
      <PageSearch>
        <SearchBox id="potluck-search-page" />
      </PageSearch>
      {q === "" ? (
        <Message>
          <FormattedMessage
            id="search.screen.prompt"
            defaultMessage="Search for people, posts and hashtags."
          />
        </Message>
      ) : (
        <>
          <SearchShortcutLinks q={q} />
          <Tabs
            items={tabs}
            activeId={tab}
            label={intl.formatMessage({
              id: "search.tabs.label",
              defaultMessage: "Result types",
            })}
          />
          <SearchResults q={q} tab={tab} />
        </>
      )}
    </>
  );
}

const PageSearch = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  ${mediaUp("lg")} {
    display: none;
  }
`;
