import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/*
 * What the failure toasts call the people lists' own actions
 * (app/failedActions.ts), registered when this code loads. The labels are
 * the controls' own messages, repeated by id.
 */
const labels = defineMessages({
  dismiss: { id: "notifications.requests.dismiss", defaultMessage: "Dismiss" },
  block: { id: "account.block.confirm", defaultMessage: "Block" },
  unblock: { id: "account.follow.unblock", defaultMessage: "Unblock" },
});

registerActionLabels({
  "discovery/dismissSuggestion": labels.dismiss,
  "domainBlocks/block": labels.block,
  "domainBlocks/unblock": labels.unblock,
});
