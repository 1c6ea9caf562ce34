import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/*
 * What the failure toasts call the scheduled posts' actions
 * (app/failedActions.ts), registered when this code loads. The labels are
 * the controls' own messages, repeated by id. Retiming says why in place.
 */
const labels = defineMessages({
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
  remove: { id: "status.more.delete", defaultMessage: "Delete" },
});

registerActionLabels({
  "scheduled/fetch": labels.loadMore,
  "scheduled/cancel": labels.remove,
});
