import { defineMessages } from "react-intl";

/** Messages the chat screens share. */
export const chatMessages = defineMessages({
  title: { id: "chats.title", defaultMessage: "Chats" },
  unavailable: {
    id: "chats.unavailable",
    defaultMessage: "This server has no chats.",
  },
  deleteChat: { id: "chats.delete", defaultMessage: "Delete chat" },
  deleteMessage: {
    id: "chats.message.delete",
    defaultMessage: "Delete message",
  },
  send: { id: "admin.invites.send", defaultMessage: "Send" },
  field: { id: "chats.composer.label", defaultMessage: "Write a message" },
  attach: {
    id: "compose.toolbar.media",
    defaultMessage: "Add images, video or audio",
  },
});
