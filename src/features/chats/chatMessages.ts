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
  send: { id: "chats.composer.send", defaultMessage: "Send" },
  attach: { id: "chats.composer.attach", defaultMessage: "Attach a file" },
});
