import { defineMessages } from "react-intl";

/** The panel's words; several are the same controls' words elsewhere. */
export const messages = defineMessages({
  title: { id: "admin.nav.announcements", defaultMessage: "Announcements" },
  unread: {
    id: "announcements.unread",
    defaultMessage: "Unread: {count}",
  },
  position: {
    id: "announcements.position",
    defaultMessage: "{index} of {count}",
  },
  previous: { id: "status.mediaModal.previous", defaultMessage: "Previous" },
  next: { id: "status.mediaModal.next", defaultMessage: "Next" },
  markRead: { id: "conversations.markRead", defaultMessage: "Mark as read" },
  reactions: { id: "status.reactions.label", defaultMessage: "Reactions" },
  react: { id: "status.actions.react", defaultMessage: "React" },
});
