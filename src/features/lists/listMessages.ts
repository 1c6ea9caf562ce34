import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";
import { membersMessages } from "../../widgets/MembersEditor";

/** The lists feature's shared words. */
export const listMessages = defineMessages({
  title: { id: "lists.title", defaultMessage: "Lists" },
  edit: { id: "lists.edit", defaultMessage: "Edit list" },
  delete: { id: "lists.delete", defaultMessage: "Delete list" },
  members: membersMessages.members,
  favourite: { id: "lists.favourite", defaultMessage: "Favourite list" },
  add: membersMessages.add,
  remove: membersMessages.remove,
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
