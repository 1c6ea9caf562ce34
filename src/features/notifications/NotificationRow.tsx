import { useAppSelector } from "../../store/hooks";
import { selectNotificationGroup } from "../../store/notifications/selectors";
import { AccountNotification } from "./AccountNotification";
import { ActivityNotification } from "./ActivityNotification";
import { ModerationNotification } from "./ModerationNotification";
import { StatusNotification } from "./StatusNotification";

export interface NotificationRowProps {
  groupKey: string;
}

/** One row of the notifications list: it selects its group and draws it by type. */
export function NotificationRow({ groupKey }: NotificationRowProps) {
  const group = useAppSelector((s) => selectNotificationGroup(s, groupKey));
  if (!group) return null;
  switch (group.type) {
    case "mention":
    case "status":
    case "update":
    case "quote":
    case "quoted_update":
    case "poll":
      return <StatusNotification group={group} />;
    case "favourite":
    case "reblog":
    case "emoji_reaction":
    case "event_reminder":
    case "participation_accepted":
    case "participation_request":
    case "bite":
      return <ActivityNotification group={group} />;
    case "follow":
    case "follow_request":
    case "admin.sign_up":
    case "move":
      return <AccountNotification group={group} />;
    case "admin.report":
    case "severed_relationships":
    case "moderation_warning":
      return <ModerationNotification group={group} />;
    case "chat_mention":
      return null;
  }
}
