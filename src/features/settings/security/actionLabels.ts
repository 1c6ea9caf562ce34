import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../../components/actionLabels";

/*
 * What the failure toasts call the security screen's actions
 * (app/failedActions.ts), registered when this code loads. The forms say
 * their refusals in place.
 */
const labels = defineMessages({
  signOut: { id: "auth.menu.signOut", defaultMessage: "Sign out" },
});

registerActionLabels({ "security/revokeSession": labels.signOut });
