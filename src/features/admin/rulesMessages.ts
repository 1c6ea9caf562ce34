import { defineMessages } from "react-intl";

export const rulesMessages = defineMessages({
  text: { id: "admin.rules.text", defaultMessage: "Rule" },
  hint: { id: "admin.rules.hint", defaultMessage: "Explanation" },
  up: { id: "admin.rules.up", defaultMessage: "Move up" },
  down: { id: "admin.rules.down", defaultMessage: "Move down" },
  forbidden: { id: "admin.rules.forbidden", defaultMessage: "manage rules" },
});
