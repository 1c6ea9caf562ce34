import { defineMessages } from "react-intl";

/** The report dialog's words; a few are the same words elsewhere. */
export const messages = defineMessages({
  category: { id: "report.category", defaultMessage: "What is wrong?" },
  categoryName: {
    id: "admin.reports.category",
    defaultMessage:
      "{category, select, spam {Spam} legal {Legal} violation {Rule violation} other {Other}}",
  },
  rules: { id: "admin.reports.rules", defaultMessage: "Rules broken" },
  posts: { id: "report.posts", defaultMessage: "Posts to include" },
  postsError: {
    id: "timeline.error.message",
    defaultMessage: "Posts could not be loaded.",
  },
  comment: {
    id: "report.comment",
    defaultMessage: "Comment for the moderators",
  },
  forward: { id: "report.forward", defaultMessage: "Also send it to {domain}" },
  send: { id: "report.send", defaultMessage: "Send report" },
  chooseCategory: {
    id: "report.chooseCategory",
    defaultMessage: "Choose what is wrong.",
  },
  chooseRule: {
    id: "report.chooseRule",
    defaultMessage: "Choose at least one rule.",
  },
  failed: {
    id: "report.failed",
    defaultMessage: "The report was not sent: {reason}",
  },
  network: {
    id: "app.notices.network",
    defaultMessage:
      "Could not reach the server. Check your connection and try again.",
  },
  status: {
    id: "app.notices.status",
    defaultMessage: "The server answered {status}.",
  },
  sent: {
    id: "report.sent",
    defaultMessage: "Thank you. The moderators will look at your report.",
  },
  mute: { id: "account.menu.mute", defaultMessage: "Mute @{acct}" },
  block: { id: "account.menu.block", defaultMessage: "Block @{acct}" },
  done: {
    id: "report.done",
    defaultMessage:
      "{action, select, mute {You muted @{acct}.} other {You blocked @{acct}.}}",
  },
  close: { id: "report.close", defaultMessage: "Done" },
});
