import { useIntl } from "react-intl";
import { CountLink } from "../../components/CountLink";
import bellIcon from "../../components/icons/bell.svg";
import { useAppSelector } from "../../store/hooks";
import { selectNotificationBadgeCount } from "../../store/notifications/selectors";
import { paths } from "../../utils/paths";
import { useNotificationsLoader } from "./useNotificationsLoader";

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
    <CountLink
      to={paths.notifications()}
      icon={bellIcon}
      label={label}
      count={count}
    />
  );
}
