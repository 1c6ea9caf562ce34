import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../../components/actionLabels";

/*
 * What the failure toasts call the data screen's actions
 * (app/failedActions.ts), registered when this code loads. The forms say
 * their refusals in place.
 */
const labels = defineMessages({
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
});

registerActionLabels({ "accountData/removeAlias": labels.remove });
