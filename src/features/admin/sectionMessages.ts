import { defineMessages } from "react-intl";

/**
 * Words the staff console's sections share (and the app's own where they
 * say the same: Cancel, Save, Delete, Edit, Remove, Block...), so each is
 * translated once.
 */
export const sectionMessages = defineMessages({
  add: { id: "admin.section.add", defaultMessage: "Add" },
  cancel: { id: "account.confirm.cancel", defaultMessage: "Cancel" },
  save: { id: "compose.form.save", defaultMessage: "Save" },
  edit: { id: "status.more.edit", defaultMessage: "Edit" },
  delete: { id: "status.more.delete", defaultMessage: "Delete" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
  block: { id: "account.block.confirm", defaultMessage: "Block" },
  unblock: { id: "account.follow.unblock", defaultMessage: "Unblock" },
  follow: { id: "account.follow.follow", defaultMessage: "Follow" },
  unfollow: { id: "account.follow.unfollow", defaultMessage: "Unfollow" },
  search: { id: "search.box.label", defaultMessage: "Search" },
  all: { id: "notifications.filter.all", defaultMessage: "All" },
  next: { id: "status.mediaModal.next", defaultMessage: "Next" },
  previous: { id: "status.mediaModal.previous", defaultMessage: "Previous" },
  reject: {
    id: "notifications.followRequest.reject",
    defaultMessage: "Reject",
  },
  domain: { id: "admin.section.domain", defaultMessage: "Domain" },
  comment: { id: "admin.section.comment", defaultMessage: "Comment" },
  severity: { id: "admin.section.severity", defaultMessage: "Severity" },
  expires: { id: "admin.section.expires", defaultMessage: "Expires" },
  never: { id: "admin.section.never", defaultMessage: "Never" },
  email: { id: "admin.section.email", defaultMessage: "E-mail" },
  name: { id: "admin.section.name", defaultMessage: "Name" },
  /** A value after what it is, "Expires: in 3 days". */
  labelled: {
    id: "admin.section.labelled",
    defaultMessage: "{label}: {value}",
  },
  limit: { id: "admin.section.limit", defaultMessage: "Limit" },
  suspend: { id: "admin.section.suspend", defaultMessage: "Suspend" },
});
