import { registerActionLabels } from "../../components/actionLabels";
import { groupMessages } from "./groupMessages";

/*
 * What the failure toasts call the groups' actions (app/failedActions.ts),
 * registered when the group screens load: the controls' own messages.
 */
registerActionLabels({
  "groups/join": groupMessages.join,
  "groups/leave": groupMessages.leave,
  "groups/changeRole": groupMessages.promote,
  "groups/removeMember": groupMessages.kick,
  "groups/answerRequest": groupMessages.accept,
  "groups/fetchMembers": {
    id: "timeline.loadMore.button",
    defaultMessage: "Load more",
  },
});
