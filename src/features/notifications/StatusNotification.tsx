import { FormattedMessage, type MessageDescriptor } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import bellIcon from "../../components/icons/bell.svg";
import editIcon from "../../components/icons/edit.svg";
import mailIcon from "../../components/icons/mail.svg";
import pollIcon from "../../components/icons/poll.svg";
import quoteIcon from "../../components/icons/quote.svg";
import replyIcon from "../../components/icons/reply.svg";
import { selectIsFilteredOut } from "../../store/filters/selectors";
import { useAppSelector } from "../../store/hooks";
import type { StoredNotificationGroup } from "../../store/notifications/normalize";
import type { StoredStatus } from "../../store/normalize";
import { selectStatusById } from "../../store/statuses/selectors";
import { StatusCard } from "../status/StatusCard";
import { ActorName } from "./ActorName";
import { NotificationFrame } from "./NotificationFrame";
import { notificationMessages as m } from "./notificationMessages";

export interface StatusNotificationProps {
  group: StoredNotificationGroup;
}

function describe(
  group: StoredNotificationGroup,
  status: StoredStatus | undefined,
  me: string | null,
): { icon: string; message: MessageDescriptor } {
  switch (group.type) {
    case "mention": {
      const isReply = me !== null && status?.in_reply_to_account_id === me;
      return isReply
        ? { icon: replyIcon, message: m.reply }
        : { icon: mailIcon, message: m.mention };
    }
    case "update":
      return { icon: editIcon, message: m.update };
    case "quote":
      return { icon: quoteIcon, message: m.quote };
    case "quoted_update":
      return { icon: editIcon, message: m.quotedUpdate };
    case "poll":
      return {
        icon: pollIcon,
        message: status?.account_id === me ? m.pollOwn : m.poll,
      };
    default:
      return { icon: bellIcon, message: m.status };
  }
}

/**
 * Mentions, new posts, edits, quotes and ended polls: a line saying why, then
 * the post. A post the viewer's notification filters hide takes its
 * notification with it.
 */
export function StatusNotification({ group }: StatusNotificationProps) {
  const me = useAppSelector((s) => s.session.me);
  const status = useAppSelector((s) =>
    group.status_id === null ? undefined : selectStatusById(s, group.status_id),
  );
  const isFilteredOut = useAppSelector(
    (s) =>
      group.status_id !== null &&
      selectIsFilteredOut(s, group.status_id, "notifications"),
  );
  const { icon, message } = describe(group, status, me);
  if (isFilteredOut) return null;
  const values = {
    name: <ActorName key="name" accountId={group.sample_account_ids[0]} />,
  };
  if (!status || group.status_id === null) {
    return (
      <NotificationFrame
        icon={icon}
        message={<FormattedMessage {...message} values={values} />}
        time={group.latest_page_notification_at}
      />
    );
  }
  return (
    <Wrapper>
      <Line>
        <Icon src={icon} size={16} />
        <span>
          <FormattedMessage {...message} values={values} />
        </span>
      </Line>
      {/* "Replied to you" already says what the post replies to. */}
      <StatusCard id={group.status_id} inThread={message === m.reply} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  background: ${({ theme }) => theme.colors.surface};
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;
