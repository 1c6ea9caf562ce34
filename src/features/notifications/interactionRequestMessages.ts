import { defineMessages } from "react-intl";

export const interactionRequestMessages = defineMessages({
  title: {
    id: "interactionRequests.title",
    defaultMessage: "Interaction requests",
  },
  favourite: {
    id: "interactionRequests.favourite",
    defaultMessage: "wants to like your post",
  },
  reblog: {
    id: "interactionRequests.reblog",
    defaultMessage: "wants to boost your post",
  },
  reply: {
    id: "interactionRequests.reply",
    defaultMessage: "wants to reply to your post",
  },
  accept: {
    id: "notifications.followRequest.accept",
    defaultMessage: "Accept",
  },
  reject: {
    id: "notifications.followRequest.reject",
    defaultMessage: "Reject",
  },
});
