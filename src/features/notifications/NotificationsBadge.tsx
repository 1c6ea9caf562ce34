import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import bellIcon from "../../components/icons/bell.svg";
import { useAppSelector } from "../../store/hooks";
import { selectNotificationBadgeCount } from "../../store/notifications/selectors";
import { paths } from "../../utils/paths";
import { useNotificationsLoader } from "./useNotificationsLoader";

/** Counts above this show as "99+". */
export const BADGE_MAX = 99;

/**
 * The bell for the top bar (members only): a link to the notifications with
 * the server's unread count where it has one, else the number of groups
 * newer than the notifications marker. It keeps the
 * list loaded and live, so the count is right on every screen.
 */
export function NotificationsBadge() {
  const intl = useIntl();
  const isSignedIn = useAppSelector((s) => s.session.accessToken !== null);
  const count = useAppSelector(selectNotificationBadgeCount);
  useNotificationsLoader();
  if (!isSignedIn) return null;
  const label = intl.formatMessage(
    {
      id: "notifications.badge.label",
      defaultMessage:
        "Notifications{count, plural, =0 {} one {, # unread} other {, # unread}}",
    },
    { count },
  );
  return (
    <Bell to={paths.notifications()} aria-label={label} title={label}>
      <Icon src={bellIcon} size={22} />
      {count > 0 && (
        <Count aria-hidden="true">
          {count > BADGE_MAX
            ? intl.formatMessage(
                { id: "notifications.badge.more", defaultMessage: "{max}+" },
                { max: BADGE_MAX },
              )
            : count}
        </Count>
      )}
    </Bell>
  );
}

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: -2px;
  inset-inline-end: -4px;
  min-inline-size: 1.25rem;
  padding-inline: 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
`;
