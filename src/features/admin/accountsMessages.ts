import { defineMessages } from "react-intl";

/** Names of account states, filters and moderation in the accounts section. */
export const accountsMessages = defineMessages({
  searchLabel: {
    id: "admin.accounts.searchLabel",
    defaultMessage: "Search accounts",
  },
  searchBy: { id: "admin.accounts.searchBy", defaultMessage: "Search by" },
  username: { id: "admin.accounts.username", defaultMessage: "Username" },
  display_name: {
    id: "admin.accounts.displayName",
    defaultMessage: "Display name",
  },
  ip: { id: "admin.accounts.ip", defaultMessage: "IP address" },
  origin: { id: "admin.accounts.origin", defaultMessage: "Origin" },
  local: { id: "admin.accounts.local", defaultMessage: "Local" },
  remote: { id: "admin.accounts.remote", defaultMessage: "Remote" },
  status: { id: "admin.accounts.status", defaultMessage: "Status" },
  active: { id: "admin.accounts.active", defaultMessage: "Active" },
  pending: { id: "admin.accounts.pending", defaultMessage: "Pending" },
  disabled: { id: "admin.accounts.disabled", defaultMessage: "Disabled" },
  silenced: { id: "admin.accounts.silenced", defaultMessage: "Limited" },
  suspended: { id: "admin.accounts.suspended", defaultMessage: "Suspended" },
  sensitized: { id: "admin.accounts.sensitized", defaultMessage: "Sensitive" },
  role: { id: "admin.accounts.role", defaultMessage: "Role" },
  staff: { id: "admin.accounts.staff", defaultMessage: "Staff" },
  admin: { id: "account.badges.admin", defaultMessage: "Admin" },
  moderator: { id: "account.badges.moderator", defaultMessage: "Moderator" },
  user: { id: "admin.accounts.user", defaultMessage: "Member" },
  approve: { id: "admin.accounts.approve", defaultMessage: "Approve" },
  approveSelected: {
    id: "admin.accounts.approveSelected",
    defaultMessage: "Approve selected ({count})",
  },
  rejectSelected: {
    id: "admin.accounts.rejectSelected",
    defaultMessage: "Reject selected ({count})",
  },
  select: { id: "admin.accounts.select", defaultMessage: "Select {name}" },
  selectAll: { id: "admin.accounts.selectAll", defaultMessage: "Select all" },
  reason: { id: "admin.accounts.reason", defaultMessage: "Reason" },
  forbidden: { id: "admin.accounts.forbidden", defaultMessage: "see accounts" },
  forbiddenActions: {
    id: "admin.accounts.forbiddenActions",
    defaultMessage: "moderate accounts",
  },
});

/** The moderation buttons, by action (also the names of failed actions). */
export const moderationMessages = defineMessages({
  disable: { id: "admin.accounts.disable", defaultMessage: "Disable" },
  enable: { id: "admin.accounts.enable", defaultMessage: "Enable" },
  silence: { id: "admin.section.limit", defaultMessage: "Limit" },
  unsilence: { id: "admin.accounts.unsilence", defaultMessage: "Lift limit" },
  sensitive: {
    id: "admin.accounts.sensitive",
    defaultMessage: "Mark media sensitive",
  },
  unsensitive: {
    id: "admin.accounts.unsensitive",
    defaultMessage: "Stop marking media sensitive",
  },
  suspend: { id: "admin.section.suspend", defaultMessage: "Suspend" },
  unsuspend: { id: "admin.accounts.unsuspend", defaultMessage: "Unsuspend" },
});

/** Sign-in help staff give (Pleroma). */
export const securityMessages = defineMessages({
  resetPassword: {
    id: "admin.accounts.resetPassword",
    defaultMessage: "Require a new password",
  },
  resetPasswordDone: {
    id: "admin.accounts.resetPasswordDone",
    defaultMessage: "They will choose a new password when they next sign in.",
  },
  disableMfa: {
    id: "admin.accounts.disableMfa",
    defaultMessage: "Turn off two-factor sign-in",
  },
  disableMfaDone: {
    id: "admin.accounts.disableMfaDone",
    defaultMessage: "They can sign in with their password alone.",
  },
});
