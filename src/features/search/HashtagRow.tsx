import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { Hashtag } from "../../api/schemas/tag";
import { paths } from "../../utils/paths";
import { hashtagText } from "../../utils/hashtagText";

/** Days of history summed for "people talking", as Mastodon's web UI does. */
const RECENT_DAYS = 2;

export interface HashtagRowProps {
  hashtag: Hashtag;
}

/** A hashtag search result: the tag, linking to its timeline, and recent use. */
export function HashtagRow({ hashtag }: HashtagRowProps) {
  const recent = hashtag.history.slice(0, RECENT_DAYS);
  const people = recent.reduce((sum, day) => sum + day.accounts, 0);
  return (
    <Row to={paths.tag(hashtag.name)}>
      <Name>{hashtagText(hashtag.name)}</Name>
      {recent.length > 0 && (
        <Uses>
          <FormattedMessage
            id="search.hashtag.people"
            defaultMessage="{count, plural, one {# person} other {# people}} in the past {days, plural, one {day} other {# days}}"
            values={{ count: people, days: recent.length }}
          />
        </Uses>
      )}
    </Row>
  );
}

const Row = styled(Link)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
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
