import { defineMessages } from "react-intl";

/** The staff console's groups section (gate `adminGroups`). */
export const groupsMessages = defineMessages({
  status: { id: "admin.accounts.status", defaultMessage: "Status" },
  active: { id: "admin.accounts.active", defaultMessage: "Active" },
  suspended: { id: "admin.accounts.suspended", defaultMessage: "Suspended" },
  unsuspend: { id: "admin.accounts.unsuspend", defaultMessage: "Unsuspend" },
  members: {
    id: "search.group.members",
    defaultMessage: "{count, plural, one {# member} other {# members}}",
  },
  forbidden: { id: "admin.groups.forbidden", defaultMessage: "manage groups" },
  deleteBody: {
    id: "admin.groups.deleteBody",
    defaultMessage: "{name} and its posts will be deleted for good.",
  },
});
