import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/*
 * What the failure toasts call the conversations' actions
 * (app/failedActions.ts), registered when this code loads. The labels are
 * the controls' own messages, repeated by id.
 */
const labels = defineMessages({
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
  markRead: { id: "conversations.markRead", defaultMessage: "Mark as read" },
  remove: {
    id: "conversations.delete",
    defaultMessage: "Delete conversation",
  },
});

registerActionLabels({
  "conversations/fetch": labels.loadMore,
  "conversations/markRead": labels.markRead,
  "conversations/remove": labels.remove,
});
