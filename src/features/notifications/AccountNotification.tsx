import { FormattedMessage, type MessageDescriptor } from "react-intl";
import lockIcon from "../../components/icons/lock.svg";
import userIcon from "../../components/icons/user.svg";
import usersIcon from "../../components/icons/users.svg";
import type { StoredNotificationGroup } from "../../store/notifications/normalize";
import { FollowButton } from "../../widgets/FollowButton";
import { AccountLine } from "./AccountLine";
import { ActorName } from "./ActorName";
import { FollowRequestButtons } from "./FollowRequestButtons";
import { NotificationFrame } from "./NotificationFrame";
import { notificationMessages as m } from "./notificationMessages";
import { StackedAvatars } from "./StackedAvatars";

export interface AccountNotificationProps {
  group: StoredNotificationGroup;
}

const KINDS: Partial<
  Record<
    StoredNotificationGroup["type"],
    { icon: string; message: MessageDescriptor }
  >
> = {
  follow: { icon: usersIcon, message: m.follow },
  follow_request: { icon: lockIcon, message: m.followRequest },
  "admin.sign_up": { icon: userIcon, message: m.signUp },
  move: { icon: userIcon, message: m.move },
};

/** What the row offers under the message: follow back, answer, or the new account. */
function Details({ group }: AccountNotificationProps) {
  const [actor] = group.sample_account_ids;
  if (group.type === "move" && group.target_id !== null) {
    return (
      <AccountLine accountId={group.target_id}>
        <FollowButton accountId={group.target_id} size="sm" />
      </AccountLine>
    );
  }
  if (actor === undefined || group.sample_account_ids.length > 1) return null;
  if (group.type === "follow_request") {
    return (
      <AccountLine accountId={actor}>
        <FollowRequestButtons accountId={actor} />
      </AccountLine>
    );
  }
  if (group.type === "follow") {
    return (
      <AccountLine accountId={actor}>
        <FollowButton accountId={actor} size="sm" />
      </AccountLine>
    );
  }
  return null;
}

/** Follows, follow requests (with Accept / Reject), sign-ups and moves. */
export function AccountNotification({ group }: AccountNotificationProps) {
  const kind = KINDS[group.type];
  if (!kind) return null;
  const values = {
    name: <ActorName key="name" accountId={group.sample_account_ids[0]} />,
    target: <ActorName key="target" accountId={group.target_id ?? undefined} />,
    others: Math.max(0, group.notifications_count - 1),
  };
  const isSingle = group.sample_account_ids.length <= 1;
  return (
    <NotificationFrame
      icon={kind.icon}
      avatars={
        isSingle ? undefined : (
          <StackedAvatars accountIds={group.sample_account_ids} />
        )
      }
      message={<FormattedMessage {...kind.message} values={values} />}
      time={group.latest_page_notification_at}
    >
      <Details group={group} />
    </NotificationFrame>
  );
}
