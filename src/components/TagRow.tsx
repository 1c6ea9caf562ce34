import { useId, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Sparkline } from "./Sparkline";
import { hashtagText } from "../utils/hashtagText";
import { paths } from "../utils/paths";

/** One day of a tag's or link's history, newest day first as servers send them. */
export interface DayOfUse {
  uses: number;
  accounts: number;
}

/** Days of history summed for "people talking", as Mastodon's web UI does. */
const RECENT_DAYS = 2;

/** The week's uses, oldest first (servers send the newest day first). */
export const weekOf = (history: readonly DayOfUse[]) =>
  history
    .slice(0, 7)
    .map((day) => day.uses)
    .reverse();

/** "N people in the past 2 days", from a tag's or link's history. */
export function RecentPeople({ history }: { history: readonly DayOfUse[] }) {
  const recent = history.slice(0, RECENT_DAYS);
  if (recent.length === 0) return null;
  const people = recent.reduce((sum, day) => sum + day.accounts, 0);
  return (
    <FormattedMessage
      id="search.hashtag.people"
      defaultMessage="{count, plural, one {# person} other {# people}} in the past {days, plural, one {day} other {# days}}"
      values={{ count: people, days: recent.length }}
    />
  );
}

export interface TagRowProps {
  name: string;
  history: readonly DayOfUse[];
  /** A control at the end of the row, given the id of the tag's name. */
  action?: (describedBy: string) => ReactNode;
}

/** A hashtag linking to its timeline, with recent use and the week as a sparkline. */
export function TagRow({ name, history, action }: TagRowProps) {
  const nameId = useId();
  return (
    <Row>
      <TagLink to={paths.tag(name)}>
        <Name id={nameId}>{hashtagText(name)}</Name>
        <Uses>
          <RecentPeople history={history} />
        </Uses>
      </TagLink>
      {history.length > 1 && <Sparkline values={weekOf(history)} />}
      {action?.(nameId)}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const TagLink = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
  padding-block: ${({ theme }) => theme.space.xs};
  color: inherit;
  text-decoration: none;

  &:hover span:first-child {
    text-decoration: underline;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Uses = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
