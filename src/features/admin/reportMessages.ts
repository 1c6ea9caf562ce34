import { defineMessages, type MessageDescriptor } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";
import type { ReportChangeName } from "../../store/admin/reports/changes";

/**
 * The report queue's words. One message per choice list (ICU select), so
 * each language translates the set together; words the console or the app
 * already says (Limit, Suspend, Comment, Local, Joined …) keep their ids.
 */
export const reportMessages = defineMessages({
  title: { id: "admin.nav.reports", defaultMessage: "Reports" },
  queue: { id: "admin.reports.queue", defaultMessage: "Report queue" },
  open: { id: "admin.reports.open", defaultMessage: "Open" },
  resolved: { id: "admin.reports.resolved", defaultMessage: "Resolved" },
  order: { id: "admin.reports.order", defaultMessage: "Order" },
  newest: { id: "admin.reports.newest", defaultMessage: "Newest first" },
  oldest: { id: "admin.reports.oldest", defaultMessage: "Oldest first" },
  origin: { id: "admin.reports.origin", defaultMessage: "Reported accounts" },
  all: { id: "notifications.filter.all", defaultMessage: "All" },
  local: { id: "admin.accounts.local", defaultMessage: "Local" },
  remote: { id: "admin.accounts.remote", defaultMessage: "Remote" },
  mine: { id: "admin.reports.mine", defaultMessage: "Assigned to me" },
  against: { id: "admin.reports.against", defaultMessage: "Against {name}" },
  by: { id: "admin.reports.by", defaultMessage: "By {name}" },
  clearFilter: {
    id: "admin.reports.clearFilter",
    defaultMessage: "Clear {filter}",
  },
  posts: {
    id: "topics.topic.uses",
    defaultMessage: "{count, plural, one {# post} other {# posts}}",
  },
  assignedTo: {
    id: "admin.reports.assignedTo",
    defaultMessage: "Assigned to {name}",
  },
  arrived: { id: "admin.reports.new", defaultMessage: "New" },
  empty: {
    id: "admin.reports.empty",
    defaultMessage:
      "{state, select, open {No open reports.} other {No resolved reports.}}",
  },
  noMatch: {
    id: "admin.reports.noMatch",
    defaultMessage: "No reports match these filters.",
  },
  listFailed: {
    id: "admin.section.failed",
    defaultMessage: "This list could not be loaded.",
  },
  category: {
    id: "admin.reports.category",
    defaultMessage:
      "{category, select, spam {Spam} legal {Legal} violation {Rule violation} other {Other}}",
  },
  heading: {
    id: "admin.reports.heading",
    defaultMessage: "Report against {name}",
  },
  filed: {
    id: "admin.reports.filed",
    defaultMessage: "Reported by {name} · {time}",
  },
  forwarded: {
    id: "admin.reports.forwarded",
    defaultMessage: "Forwarded to {domain}",
  },
  resolvedBy: {
    id: "admin.reports.resolvedBy",
    defaultMessage:
      "{named, select, yes {Resolved by {name} · {time}} other {Resolved · {time}}}",
  },
  comment: { id: "admin.section.comment", defaultMessage: "Comment" },
  noComment: { id: "admin.reports.noComment", defaultMessage: "No comment." },
  rules: { id: "admin.reports.rules", defaultMessage: "Rules broken" },
  reportedPosts: {
    id: "admin.reports.reportedPosts",
    defaultMessage: "Reported posts",
  },
  postsDeleted: {
    id: "admin.reports.postsDeleted",
    defaultMessage: "The reported posts were deleted.",
  },
  noPosts: {
    id: "admin.reports.noPosts",
    defaultMessage: "No posts were reported.",
  },
  notes: { id: "admin.reports.notes", defaultMessage: "Notes" },
  about: { id: "admin.reports.about", defaultMessage: "About {name}" },
  flag: {
    id: "admin.reports.flag",
    defaultMessage:
      "{flag, select, suspended {Suspended} silenced {Limited} sensitized {Media marked sensitive} other {Disabled}}",
  },
  joined: { id: "admin.accounts.joined", defaultMessage: "Joined {time}" },
  counts: {
    id: "directory.account.counts",
    defaultMessage:
      "{posts, plural, one {# post} other {# posts}} · {followers, plural, one {# follower} other {# followers}}",
  },
  others: {
    id: "admin.reports.others",
    defaultMessage: "Other reports against this account",
  },
  none: { id: "admin.reports.none", defaultMessage: "None." },
  log: { id: "admin.reports.log", defaultMessage: "In the moderation log" },
  allAgainst: {
    id: "admin.reports.allAgainst",
    defaultMessage: "All reports against {name}",
  },
  allBy: { id: "admin.reports.allBy", defaultMessage: "All reports by {name}" },
  gone: { id: "admin.reports.gone", defaultMessage: "This report is gone." },
  failed: {
    id: "admin.reports.failed",
    defaultMessage: "This report could not be loaded.",
  },
  choose: {
    id: "admin.reports.choose",
    defaultMessage:
      "Choose a report to read it: click one, or move with j and k and open it with Enter. Press ? for every key.",
  },
  back: { id: "admin.reports.back", defaultMessage: "Back to the queue" },
  done: {
    id: "admin.reports.done",
    defaultMessage:
      "{action, select, assign {Assigned to you} unassign {Unassigned} resolve {Resolved} reopen {Reopened} warn {Warned} sensitive {Marked sensitive} limit {Limited} suspend {Suspended} other {Posts deleted}}: {name}",
  },
  undo: { id: "admin.reports.undo", defaultMessage: "Undo" },
  sendNow: { id: "admin.reports.sendNow", defaultMessage: "Send now" },
  cannot: {
    id: "admin.reports.cannot",
    defaultMessage:
      "{action, select, warn {warn accounts} sensitive {mark posts sensitive} limit {limit accounts} suspend {suspend accounts} deletePosts {delete posts} assign {assign reports} reopen {reopen reports} other {resolve reports}}",
  },
  unavailable: {
    id: "admin.reports.unavailable",
    defaultMessage: "This server's API cannot {what}.",
  },
  dialogTitle: {
    id: "admin.reports.dialogTitle",
    defaultMessage:
      "{action, select, warn {Warn {name}} sensitive {Mark the reported media of {name} sensitive} limit {Limit {name}} suspend {Suspend {name}} deletePosts {Delete the reported posts of {name}} other {Resolve the report}}",
  },
  note: { id: "admin.reports.note", defaultMessage: "Note to the team" },
  message: {
    id: "admin.reports.message",
    defaultMessage: "Message to {name} (optional)",
  },
  notify: {
    id: "admin.reports.notify",
    defaultMessage: "E-mail them about it",
  },
  resolveComment: {
    id: "admin.reports.resolveComment",
    defaultMessage: "Comment for the reporter (optional)",
  },
  deleteBody: {
    id: "admin.reports.deleteBody",
    defaultMessage: "Posts deleted for everyone: {count}",
  },
  resolvesToo: {
    id: "admin.reports.resolvesToo",
    defaultMessage: "This also resolves the report.",
  },
  cancel: { id: "account.confirm.cancel", defaultMessage: "Cancel" },
  keyNext: { id: "admin.keys.next", defaultMessage: "Next report" },
  keyPrevious: { id: "admin.keys.previous", defaultMessage: "Previous report" },
  keyOpen: { id: "admin.keys.open", defaultMessage: "Open the report" },
  keyUndo: { id: "admin.keys.undo", defaultMessage: "Undo the last action" },
});

/** Each change's button label, also the name its failure toast gives it. */
export const changeLabels = defineMessages({
  assign: { id: "admin.reports.assign", defaultMessage: "Assign to me" },
  unassign: { id: "admin.reports.unassign", defaultMessage: "Unassign" },
  resolve: { id: "admin.reports.resolve", defaultMessage: "Resolve" },
  reopen: { id: "admin.reports.reopen", defaultMessage: "Reopen" },
  warn: { id: "admin.reports.warn", defaultMessage: "Warn" },
  sensitive: {
    id: "admin.reports.sensitive",
    defaultMessage: "Mark sensitive",
  },
  limit: { id: "admin.section.limit", defaultMessage: "Limit" },
  suspend: { id: "admin.section.suspend", defaultMessage: "Suspend" },
  deletePosts: {
    id: "admin.reports.deletePosts",
    defaultMessage: "Delete posts",
  },
}) satisfies Record<ReportChangeName, MessageDescriptor>;

// A failed change's toast names it by its button ("“Suspend” failed: …").
registerActionLabels(
  Object.fromEntries(
    Object.entries(changeLabels).map(([name, label]) => [
      `adminReports/${name}`,
      label,
    ]),
  ),
);
