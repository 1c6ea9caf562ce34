import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useAppSelector } from "../../store/hooks";
import { selectNotifications } from "../../store/notifications/selectors";
import { selectSignedInAccount } from "../../store/session/selectors";
import { paths } from "../../utils/paths";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { Message } from "../../components/Message";
import {
  NotificationFilterTabs,
  parseFilter,
  useNotificationFilters,
} from "./NotificationFilterTabs";
import { ClearNotificationsButton } from "./ClearNotificationsButton";
import { NotificationList } from "./NotificationList";
import { NotificationPolicyPanel } from "./NotificationPolicyPanel";
import { InteractionRequestsLink } from "./InteractionRequestsLink";
import { useNotificationsFeed } from "./useNotificationsFeed";

/**
 * The member's notifications (`/notifications`, `?filter=` for the quick
 * filters): grouped, live, marked read as they are seen, with the filtering
 * policy and filtered requests where the server has them.
 */
export function NotificationsScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filter = parseFilter(params.get("filter"), useNotificationFilters());
  const isSignedIn = useAppSelector((s) => s.session.accessToken !== null);
  const hasPolicy = useAppSelector(
    (s) => s.instance.features.notificationsPolicy,
  );
  const hasAny = useAppSelector((s) => selectNotifications(s).order.length > 0);
  const hasInteractionRequests = useAppSelector(
    (s) => s.instance.features.interactionRequests,
  );
  // A locked account answers follow requests; its list is a link away.
  const isLocked = useAppSelector(
    (s) => selectSignedInAccount(s)?.locked === true,
  );
  const title = intl.formatMessage({
    id: "notifications.screen.title",
    defaultMessage: "Notifications",
  });
  useDocumentTitle(title);
  useNotificationsFeed(filter);
  return (
    <Column>
      <ColumnHeader title={title}>
        {isSignedIn && hasAny && <ClearNotificationsButton />}
        {isSignedIn && isLocked && (
          <Link to={paths.followRequests()}>
            <FormattedMessage
              id="notifications.screen.followRequests"
              defaultMessage="Follow requests"
            />
          </Link>
        )}
        {isSignedIn && hasInteractionRequests && <InteractionRequestsLink />}
      </ColumnHeader>
      {isSignedIn ? (
        <>
          <NotificationFilterTabs active={filter} />
          {hasPolicy && <NotificationPolicyPanel />}
          <NotificationList filter={filter} label={title} />
        </>
      ) : (
        <Message>
          <FormattedMessage
            id="notifications.signedOut"
            defaultMessage="Sign in to see your notifications."
          />
        </Message>
      )}
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;
