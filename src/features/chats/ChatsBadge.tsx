import { useIntl } from "react-intl";
import { CountLink } from "../../components/CountLink";
import messageIcon from "../../components/icons/message.svg";
import { selectUnreadChatCount } from "../../store/chats/selectors";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import "./actionLabels";
import { useChatsLoader } from "./useChatsLoader";

/**
 * The top bar's way to the chats, where the server has them: a link with
 * the number of unread messages over every chat, kept live.
 */
export function ChatsBadge() {
  const intl = useIntl();
  const enabled = useChatsLoader();
  const count = useAppSelector(selectUnreadChatCount);
  if (!enabled) return null;
  const label = intl.formatMessage(
    {
      id: "chats.badge.label",
      defaultMessage:
        "Chats{count, plural, =0 {} one {, # unread} other {, # unread}}",
    },
    { count },
  );
  return (
    <CountLink
      to={paths.chats()}
      icon={messageIcon}
      label={label}
      count={count}
    />
  );
}
