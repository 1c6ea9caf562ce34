import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/** The circles feature's shared words. */
export const circleMessages = defineMessages({
  title: { id: "circles.title", defaultMessage: "Circles" },
  rename: { id: "circles.rename", defaultMessage: "Rename circle" },
  delete: { id: "circles.delete", defaultMessage: "Delete circle" },
  add: { id: "lists.members.add", defaultMessage: "Add" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
});

/* What the failure toasts call the circles' actions (app/failedActions.ts). */
registerActionLabels({
  "circles/delete": circleMessages.delete,
  "circles/addMembers": circleMessages.add,
  "circles/removeMembers": circleMessages.remove,
  "circles/fetchMembers": circleMessages.loadMore,
});
