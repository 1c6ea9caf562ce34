import { defineMessages } from "react-intl";

export const emailBlocksMessages = defineMessages({
  domains: {
    id: "admin.emailBlocks.domains",
    defaultMessage: "Blocked e-mail domains",
  },
  addresses: {
    id: "admin.emailBlocks.addresses",
    defaultMessage: "Blocked e-mail addresses",
  },
  hashed: {
    id: "admin.emailBlocks.hashed",
    defaultMessage:
      "The server keeps only a fingerprint of each address, so the list shows those. Test an address to see whether it is blocked.",
  },
  test: { id: "admin.emailBlocks.test", defaultMessage: "Test" },
  blocked: {
    id: "admin.emailBlocks.blocked",
    defaultMessage: "{email} is blocked.",
  },
  free: {
    id: "admin.emailBlocks.free",
    defaultMessage: "{email} is not blocked.",
  },
  forbidden: {
    id: "admin.emailBlocks.forbidden",
    defaultMessage: "manage e-mail blocks",
  },
});
