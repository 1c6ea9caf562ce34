import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/** The lists feature's shared words. */
export const listMessages = defineMessages({
  title: { id: "lists.title", defaultMessage: "Lists" },
  edit: { id: "lists.edit", defaultMessage: "Edit list" },
  delete: { id: "lists.delete", defaultMessage: "Delete list" },
  members: { id: "lists.members", defaultMessage: "Members" },
  favourite: { id: "lists.favourite", defaultMessage: "Favourite list" },
  add: { id: "lists.members.add", defaultMessage: "Add" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
  create: { id: "lists.create", defaultMessage: "Create list" },
});

/*
 * What the failure toasts call the lists' actions (app/failedActions.ts),
 * registered when this code loads.
 */
registerActionLabels({
  "lists/delete": listMessages.delete,
  "lists/favourite": listMessages.favourite,
  "lists/addMembers": listMessages.add,
  "lists/removeMembers": listMessages.remove,
  "lists/fetchMembers": listMessages.loadMore,
});
