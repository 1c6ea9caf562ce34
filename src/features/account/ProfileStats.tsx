import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import calendarIcon from "../../components/icons/calendar.svg";
import type { StoredAccount } from "../../store/normalize";
import { paths } from "../../utils/paths";

export interface ProfileStatsProps {
  account: StoredAccount;
}

/**
 * Posts, following and followers (each hidden when the account hides its
 * count; the lists open from them) and the join date.
 */
export function ProfileStats({ account }: ProfileStatsProps) {
  const intl = useIntl();
  const count = (value: number) => (
    <strong key="count">
      <FormattedNumber value={value} notation="compact" />
    </strong>
  );
  return (
    <Row>
      <Counts>
        <Item>
          <FormattedMessage
            id="account.header.posts"
            defaultMessage="{count} {total, plural, one {Post} other {Posts}}"
            values={{
              count: count(account.statuses_count),
              total: account.statuses_count,
            }}
          />
        </Item>
        {!account.hide_follows_count && (
          <Item>
            <Link to={paths.following(account.acct)}>
              <FormattedMessage
                id="account.header.following"
                defaultMessage="{count} Following"
                values={{ count: count(account.following_count) }}
              />
            </Link>
          </Item>
        )}
        {!account.hide_followers_count && (
          <Item>
            <Link to={paths.followers(account.acct)}>
              <FormattedMessage
                id="account.header.followers"
                defaultMessage="{count} {total, plural, one {Follower} other {Followers}}"
                values={{
                  count: count(account.followers_count),
                  total: account.followers_count,
                }}
              />
            </Link>
          </Item>
        )}
      </Counts>
      {account.created_at && (
        <Joined>
          <Icon src={calendarIcon} size="1em" />
          <FormattedMessage
            id="account.header.joined"
            defaultMessage="Joined {date}"
            values={{
              date: intl.formatDate(account.created_at, {
                month: "long",
                year: "numeric",
              }),
            }}
          />
        </Joined>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Joined = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
