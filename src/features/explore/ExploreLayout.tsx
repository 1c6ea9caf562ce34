import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { Message } from "../../components/Message";
import { Tabs, type TabItem } from "../../components/Tabs";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppSelector } from "../../store/hooks";
import { selectFeatures } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";

type ExploreTab = "posts" | "tags" | "links" | "suggestions";

const TAB_OF: Record<string, ExploreTab> = {
  [paths.explore()]: "posts",
  [paths.explore("tags")]: "tags",
  [paths.explore("links")]: "links",
  [paths.explore("suggestions")]: "suggestions",
};

/**
 * `/explore`: tabs for what the server shares (trending posts, hashtags and
 * links; suggested people), the chosen one below. A tab the server lacks is
 * not offered, and its path leads to the first one it has.
 */
export function ExploreLayout() {
  const intl = useIntl();
  const features = useAppSelector(selectFeatures);
  const { pathname } = useLocation();
  const title = intl.formatMessage({
    id: "explore.title",
    defaultMessage: "Explore",
  });
  useDocumentTitle(title);
  const tabs: TabItem[] = [];
  if (features.trendingStatuses)
    tabs.push({
      id: "posts",
      to: paths.explore(),
      label: intl.formatMessage({
        id: "account.tabs.posts",
        defaultMessage: "Posts",
      }),
    });
  if (features.trends)
    tabs.push({
      id: "tags",
      to: paths.explore("tags"),
      label: intl.formatMessage({
        id: "search.tab.hashtags",
        defaultMessage: "Hashtags",
      }),
    });
  if (features.trendingLinks)
    tabs.push({
      id: "links",
      to: paths.explore("links"),
      label: intl.formatMessage({
        id: "event.information.links",
        defaultMessage: "Links",
      }),
    });
  if (features.suggestions)
    tabs.push({
      id: "suggestions",
      to: paths.explore("suggestions"),
      label: intl.formatMessage({
        id: "search.tab.accounts",
        defaultMessage: "People",
      }),
    });
  const active = TAB_OF[pathname.replace(/\/+$/, "") || "/"];
  const first = tabs[0];
  let body = <Outlet />;
  if (!first) {
    body = (
      <Message>
        <FormattedMessage
          id="explore.unavailable"
          defaultMessage="This server shares no trends or suggestions."
        />
      </Message>
    );
  } else if (!tabs.some((tab) => tab.id === active)) {
    body = <Navigate replace to={first.to} />;
  }
  return (
    <Column>
      <ColumnHeader title={title} />
      {tabs.length > 1 && <Tabs items={tabs} activeId={active} label={title} />}
      {body}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
