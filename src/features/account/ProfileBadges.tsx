import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { StoredAccount } from "../../store/normalize";

export interface ProfileBadgesProps {
  account: StoredAccount;
}

/**
 * Roles (highlighted ones, in their colour), staff flags where no role says
 * it already, the group flag and `badge:` tags (spec 01 section 6).
 */
export function ProfileBadges({ account }: ProfileBadgesProps) {
  const intl = useIntl();
  const roles = account.roles.filter((role) => role.highlighted);
  const staff = roles.length > 0 ? null : staffBadge(account);
  if (
    roles.length === 0 &&
    staff === null &&
    !account.group &&
    account.badges.length === 0
  ) {
    return null;
  }
  return (
    <List
      aria-label={intl.formatMessage({
        id: "account.badges.label",
        defaultMessage: "Badges",
      })}
    >
      {roles.map((role) => (
        <Badge key={role.id} $color={role.color || undefined}>
          {role.name}
        </Badge>
      ))}
      {staff === "admin" && (
        <Badge>
          <FormattedMessage id="account.badges.admin" defaultMessage="Admin" />
        </Badge>
      )}
      {staff === "moderator" && (
        <Badge>
          <FormattedMessage
            id="account.badges.moderator"
            defaultMessage="Moderator"
          />
        </Badge>
      )}
      {account.group && (
        <Badge>
          <FormattedMessage id="account.badges.group" defaultMessage="Group" />
        </Badge>
      )}
      {account.badges.map((badge) => (
        <Badge key={badge}>{badge}</Badge>
      ))}
    </List>
  );
}

function staffBadge(account: StoredAccount): "admin" | "moderator" | null {
  if (account.is_admin) return "admin";
  if (account.is_moderator) return "moderator";
  return null;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Badge = styled.li<{ $color?: string }>`
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $color }) => $color ?? theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
`;
