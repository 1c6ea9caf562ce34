import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import alertIcon from "../../components/icons/alert.svg";
import type { StoredNotificationGroup } from "../../store/notifications/normalize";
import { ActorName } from "./ActorName";
import { NotificationFrame } from "./NotificationFrame";
import {
  notificationMessages as m,
  warningActions,
} from "./notificationMessages";

export interface ModerationNotificationProps {
  group: StoredNotificationGroup;
}

const SEVERED = {
  domain_block: m.severedDomainBlock,
  user_domain_block: m.severedUserDomainBlock,
  account_suspension: m.severedSuspension,
} as const;

function Message({ group }: ModerationNotificationProps) {
  const { report, event, moderation_warning: warning } = group;
  if (group.type === "admin.report" && report) {
    const target = (
      <strong key="target">
        <bdi>
          <FormattedMessage
            id="notifications.report.handle"
            defaultMessage="@{acct}"
            values={{ acct: report.target_account.acct }}
          />
        </bdi>
      </strong>
    );
    return (
      <FormattedMessage
        {...m.report}
        values={{
          name: (
            <ActorName key="name" accountId={group.sample_account_ids[0]} />
          ),
          target,
        }}
      />
    );
  }
  if (group.type === "severed_relationships" && event) {
    return (
      <FormattedMessage
        {...SEVERED[event.type]}
        values={{
          target: <strong key="target">{event.target_name}</strong>,
          followers: event.followers_count,
          following: event.following_count,
        }}
      />
    );
  }
  if (group.type === "moderation_warning" && warning) {
    return <FormattedMessage {...m.moderationWarning} />;
  }
  return null;
}

/** Reports (staff), severed relationships and moderation warnings: text only. */
export function ModerationNotification({ group }: ModerationNotificationProps) {
  const warning = group.moderation_warning;
  const comment = group.report?.comment.trim() ?? "";
  return (
    <NotificationFrame
      icon={alertIcon}
      message={<Message group={group} />}
      time={group.latest_page_notification_at}
    >
      {comment !== "" && <Detail>{comment}</Detail>}
      {group.type === "moderation_warning" && warning && (
        <Detail>
          <FormattedMessage {...warningActions[warning.action]} />
          {warning.text.trim() !== "" && <span> {warning.text}</span>}
        </Detail>
      )}
    </NotificationFrame>
  );
}

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;
