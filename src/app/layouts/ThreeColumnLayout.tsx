import { Suspense } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import styled from "styled-components";
import { useFirstScreenPainted } from "../../components/startup";
import { SearchBox } from "../../features/search/SearchBox";
import { useAppSelector } from "../../store/hooks";
import { lazyScreen } from "../lazyScreen";
import { useMinWidth } from "../useMediaQuery";

// The side panels are one chunk of their own, loaded once the first screen
// has painted (components/startup.ts): the first post does not wait for
// their code, nor compete with their requests.
const DirectoryPanel = lazyScreen(() =>
  import(
    /* webpackChunkName: "side-panels" */ "../../features/directory/DirectoryPanel"
  ).then((m) => m.DirectoryPanel),
);
const TopicsPanel = lazyScreen(() =>
  import(
    /* webpackChunkName: "side-panels" */ "../../features/topics/TopicsPanel"
  ).then((m) => m.TopicsPanel),
);

// A member's lists: a chunk of its own, which visitors never load.
const ListsPanel = lazyScreen(() =>
  import(
    /* webpackChunkName: "lists-panel" */ "../../features/lists/ListsPanel"
  ).then((m) => m.ListsPanel),
);

/** Names of the sidebars (complementary landmarks tell each other apart by name). */
export const sideLabels = defineMessages({
  people: { id: "directory.panel.title", defaultMessage: "People" },
  sidebar: { id: "app.layout.sidebar", defaultMessage: "Sidebar" },
});

/**
 * Main column in the middle; the search box, a member's lists and the
 * topics panel on the right;
 * the people directory on the left at xl and wider, otherwise under the
 * search box (spec 01 section 2). Below lg the sidebars give way to the column.
 */
export function ThreeColumnLayout() {
  const isXl = useMinWidth("xl");
  const isLg = useMinWidth("lg");
  const panels = useFirstScreenPainted();
  const intl = useIntl();
  const hasLists = useAppSelector(
    (state) =>
      state.session.accessToken !== null && state.instance.features.lists,
  );
  return (
    <Columns data-lg={isLg || undefined} data-xl={isXl || undefined}>
      {isXl && (
        <Side as="aside" aria-label={intl.formatMessage(sideLabels.people)}>
          {panels && (
            <Suspense fallback={null}>
              <DirectoryPanel />
            </Suspense>
          )}
        </Side>
      )}
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      {isLg && (
        <Side as="aside" aria-label={intl.formatMessage(sideLabels.sidebar)}>
          <SearchBox />
          {panels && (
            <Suspense fallback={null}>
              {hasLists && <ListsPanel />}
              {!isXl && <DirectoryPanel compact />}
              <TopicsPanel />
            </Suspense>
          )}
        </Side>
      )}
    </Columns>
  );
}

/*
 * The columns follow the same breakpoint flags that decide which sidebars
 * are rendered (data-lg, data-xl from useMinWidth), not media queries of
 * their own: the grid and its children then always agree. A media rule
 * applied by the browser while the window changes size and new styles are
 * being inserted (a lazy chunk arriving) was seen to stay applied for
 * seconds after the script's matchMedia had changed, leaving a one-column
 * page with two grid columns: the posts squeezed to 42 px on a phone.
 */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 1260px;
  margin-inline: auto;
  padding-inline: 0;

  &[data-lg] {
    grid-template-columns: minmax(0, 1fr) 300px;
    padding-inline: ${({ theme }) => theme.space.lg};
  }

  &[data-xl] {
    grid-template-columns: 280px minmax(0, 600px) 300px;
    justify-content: center;
  }
`;

/** Main column and one sidebar (profile and event layouts); `data-lg` as in `Columns`. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 960px;
  margin-inline: auto;

  &[data-lg] {
    grid-template-columns: minmax(0, 600px) 300px;
    justify-content: center;
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

export const Main = styled.main`
  min-inline-size: 0;
  outline: none;
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  position: sticky;
  inset-block-start: var(--pl-top-bar-height);
  align-self: start;
  padding-block: ${({ theme }) => theme.space.lg};
  max-block-size: calc(100vh - var(--pl-top-bar-height));
  overflow-y: auto;
`;
