import { registerActionLabels } from "../../components/actionLabels";
import { chatMessages } from "./chatMessages";

/*
 * What the failure toasts call the chats' actions (app/failedActions.ts),
 * registered when this code loads (with the top bar's chats link, since a
 * chat is started from a profile's menu): the controls' own messages.
 */
registerActionLabels({
  "chats/fetch": {
    id: "timeline.loadMore.button",
    defaultMessage: "Load more",
  },
  "chats/fetchMessages": {
    id: "timeline.loadMore.button",
    defaultMessage: "Load more",
  },
  "chats/start": chatMessages.title,
  "chats/deleteMessage": chatMessages.deleteMessage,
  "chats/delete": chatMessages.deleteChat,
});
