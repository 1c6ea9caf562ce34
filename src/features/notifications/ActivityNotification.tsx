import { FormattedMessage, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import calendarIcon from "../../components/icons/calendar.svg";
import checkIcon from "../../components/icons/check.svg";
import emojiIcon from "../../components/icons/emoji-smile.svg";
import heartIcon from "../../components/icons/heart.svg";
import repeatIcon from "../../components/icons/repeat.svg";
import usersIcon from "../../components/icons/users.svg";
import { useAppSelector } from "../../store/hooks";
import type { StoredNotificationGroup } from "../../store/notifications/normalize";
import { selectNotificationById } from "../../store/notifications/selectors";
import { ActorName } from "./ActorName";
import { NotificationFrame } from "./NotificationFrame";
import { notificationMessages as m } from "./notificationMessages";
import { StackedAvatars } from "./StackedAvatars";
import { StatusExcerpt } from "./StatusExcerpt";

export interface ActivityNotificationProps {
  group: StoredNotificationGroup;
}

const KINDS: Partial<
  Record<
    StoredNotificationGroup["type"],
    { icon: string; message: MessageDescriptor }
  >
> = {
  favourite: { icon: heartIcon, message: m.favourite },
  reblog: { icon: repeatIcon, message: m.reblog },
  emoji_reaction: { icon: emojiIcon, message: m.emojiReaction },
  event_reminder: { icon: calendarIcon, message: m.eventReminder },
  participation_request: { icon: usersIcon, message: m.participationRequest },
  participation_accepted: { icon: checkIcon, message: m.participationAccepted },
  bite: { icon: emojiIcon, message: m.bite },
};

/** The reaction's emoji: a custom one as an image, else the character. */
function ReactionEmoji({ group }: { group: StoredNotificationGroup }) {
  const name = group.emoji ?? "";
  if (group.emoji_url) {
    return (
      <Emoji src={group.emoji_url} alt={`:${name}:`} title={`:${name}:`} />
    );
  }
  return <span>{name}</span>;
}

/**
 * Likes, boosts, reactions and event news: the actors' avatars, "X and N
 * others liked your post" and the start of the post.
 */
export function ActivityNotification({ group }: ActivityNotificationProps) {
  const head = useAppSelector((s) =>
    selectNotificationById(s, group.most_recent_notification_id),
  );
  const kind =
    group.type === "emoji_reaction" && group.emoji === null
      ? { icon: emojiIcon, message: m.reaction }
      : KINDS[group.type];
  if (!kind) return null;
  const values = {
    name: <ActorName key="name" accountId={group.sample_account_ids[0]} />,
    others: Math.max(0, group.notifications_count - 1),
    emoji: <ReactionEmoji key="emoji" group={group} />,
  };
  const note = head?.participation_message;
  return (
    <NotificationFrame
      icon={kind.icon}
      avatars={<StackedAvatars accountIds={group.sample_account_ids} />}
      message={<FormattedMessage {...kind.message} values={values} />}
      time={group.latest_page_notification_at}
    >
      {note && <Quote>{note}</Quote>}
      <StatusExcerpt statusId={group.status_id} />
    </NotificationFrame>
  );
}

const Emoji = styled.img`
  display: inline-block;
  inline-size: 1.25em;
  block-size: 1.25em;
  vertical-align: middle;
  object-fit: contain;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
`;
