import { defineMessages } from "react-intl";

export const invitesMessages = defineMessages({
  maxUses: { id: "admin.invites.maxUses", defaultMessage: "Uses allowed" },
  unlimited: { id: "admin.invites.unlimited", defaultMessage: "No limit" },
  create: { id: "admin.invites.create", defaultMessage: "Create invite" },
  revoke: { id: "admin.invites.revoke", defaultMessage: "Revoke" },
  uses: { id: "admin.invites.uses", defaultMessage: "Used: {uses}" },
  usesOf: {
    id: "admin.invites.usesOf",
    defaultMessage: "Used: {uses} of {max}",
  },
  usedUp: { id: "admin.invites.usedUp", defaultMessage: "No longer valid" },
  byEmail: {
    id: "admin.invites.byEmail",
    defaultMessage: "Send an invite by e-mail",
  },
  send: { id: "admin.invites.send", defaultMessage: "Send" },
  sent: {
    id: "admin.invites.sent",
    defaultMessage: "An invite was sent to {email}.",
  },
  forbidden: {
    id: "admin.invites.forbidden",
    defaultMessage: "manage invites",
  },
});
