import { useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled, { useTheme, type DefaultTheme } from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { Timeline } from "../../widgets/timeline/Timeline";
import { cssString, markerPlacement } from "./readingPosition";
import { useSavedPosition, useSavePosition } from "./useReadingPosition";

const KEY = "home";
const NO_ITEMS: readonly string[] = [];

export interface HomeScreenProps {
  /** Under the column header: the followed accounts' stories, which the app shell gives. */
  stories?: ReactNode;
  /** Under the column header: the instance's announcements, which the app shell gives. */
  announcements?: ReactNode;
}

/**
 * `/home` (members only): the home timeline, live through the `user` stream,
 * with the reading position kept in the server's home marker. Where the saved
 * post is among the loaded ones, a "You were here" divider sits above it.
 */
export function HomeScreen({ stories, announcements }: HomeScreenProps) {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const items = useAppSelector(
    (state) => state.timelines[KEY]?.items ?? NO_ITEMS,
  );
  const saved = useSavedPosition();
  useSavePosition(containerRef, items);
  const placement = markerPlacement(items, saved);
  const title = intl.formatMessage({
    id: "home.column.title",
    defaultMessage: "Home",
  });
  const theme = useTheme();
  const divider = intl.formatMessage({
    id: "home.marker.divider",
    defaultMessage: "You were here",
  });

  return (
    <div ref={containerRef} data-home-feed="">
      {placement && (
        <style>{dividerCss(placement.index, cssString(divider), theme)}</style>
      )}
      <Timeline
        timelineKey={KEY}
        label={title}
        header={
          <>
            <ColumnHeader title={title} />
            {stories}
            {announcements}
          </>
        }
        prepend={
          placement && (
            <NewSince>
              <FormattedMessage
                id="home.marker.newSince"
                defaultMessage="{count, plural, one {# new post} other {# new posts}} since you were last here"
                values={{ count: placement.newCount }}
              />
            </NewSince>
          )
        }
        emptyMessage={
          <>
            <FormattedMessage
              id="home.empty.message"
              defaultMessage="Your home timeline is empty. Follow people and their posts will appear here."
            />{" "}
            <Link to={paths.search()}>
              <FormattedMessage
                id="home.empty.findPeople"
                defaultMessage="Find people to follow"
              />
            </Link>
          </>
        }
      />
    </div>
  );
}

/**
 * The divider, drawn on the row of the saved post: the feed is virtualised,
 * so the row exists only near the viewport, and a rule follows it wherever it
 * is rendered. A plain style element, as the row index moves with every new
 * post (a styled-components prop would mint a class per index). Its text is
 * generated content; NewSince says the same in words.
 */
function dividerCss(index: number, text: string, theme: DefaultTheme): string {
  return `[data-home-feed] [role="feed"] > [data-index="${index}"]::before {
  content: ${text};
  display: block;
  padding: ${theme.space.xs} ${theme.space.lg};
  border-block-start: 2px solid ${theme.colors.primary};
  color: ${theme.colors.link};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
}`;
}

const NewSince = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
