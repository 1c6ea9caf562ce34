import { defineMessages } from "react-intl";

export const ipBlocksMessages = defineMessages({
  sign_up_requires_approval: {
    id: "admin.ipBlocks.approval",
    defaultMessage: "Sign-ups need approval",
  },
  sign_up_block: {
    id: "admin.ipBlocks.signUpBlock",
    defaultMessage: "No sign-ups",
  },
  no_access: { id: "admin.ipBlocks.noAccess", defaultMessage: "No access" },
  forbidden: {
    id: "admin.ipBlocks.forbidden",
    defaultMessage: "manage IP blocks",
  },
});
