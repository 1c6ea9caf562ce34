import {
  defineMessages,
  type IntlShape,
  type MessageDescriptor,
} from "react-intl";
import { registeredActionLabel } from "../components/actionLabels";
import type { Notice } from "../store/notices/slice";

/*
 * A failed action is named by the label of the control the reader pressed,
 * so a toast says what failed ("“Like” failed: Record not found") with one
 * new message, not one per action. The labels are the controls' own
 * messages, repeated here by id (the extractor checks they agree).
 */
const labels = defineMessages({
  like: { id: "status.actions.like", defaultMessage: "Like" },
  dislike: { id: "status.actions.dislike", defaultMessage: "Dislike" },
  boost: { id: "status.actions.boost", defaultMessage: "Boost" },
  bookmark: { id: "status.actions.bookmark", defaultMessage: "Bookmark" },
  react: { id: "status.actions.react", defaultMessage: "React" },
  pin: { id: "status.more.pin", defaultMessage: "Pin on profile" },
  unpin: { id: "status.more.unpin", defaultMessage: "Unpin from profile" },
  muteConversation: {
    id: "status.more.mute",
    defaultMessage: "Mute conversation",
  },
  unmuteConversation: {
    id: "status.more.unmute",
    defaultMessage: "Unmute conversation",
  },
  edit: { id: "status.more.edit", defaultMessage: "Edit" },
  delete: { id: "status.more.delete", defaultMessage: "Delete" },
  vote: { id: "status.poll.vote", defaultMessage: "Vote" },
  translate: {
    id: "status.translation.translate",
    defaultMessage: "Translate",
  },
  follow: { id: "account.follow.follow", defaultMessage: "Follow" },
  unfollow: {
    id: "account.follow.unfollowConfirm",
    defaultMessage: "Unfollow",
  },
  block: { id: "account.block.confirm", defaultMessage: "Block" },
  unblock: { id: "account.follow.unblock", defaultMessage: "Unblock" },
  mute: { id: "account.mute.confirm", defaultMessage: "Mute" },
  unmute: { id: "app.notices.unmute", defaultMessage: "Unmute" },
  removeFollower: {
    id: "account.removeFollower.confirm",
    defaultMessage: "Remove",
  },
  note: { id: "account.menu.note", defaultMessage: "Personal note" },
  acceptFollow: {
    id: "notifications.followRequest.accept",
    defaultMessage: "Accept",
  },
  rejectFollow: {
    id: "notifications.followRequest.reject",
    defaultMessage: "Reject",
  },
  acceptRequest: {
    id: "notifications.requests.accept",
    defaultMessage: "Accept",
  },
  dismissRequest: {
    id: "notifications.requests.dismiss",
    defaultMessage: "Dismiss",
  },
  clearNotifications: {
    id: "notifications.screen.clear",
    defaultMessage: "Clear all",
  },
  signOut: { id: "auth.menu.signOut", defaultMessage: "Sign out" },
  markRead: { id: "conversations.markRead", defaultMessage: "Mark as read" },
});

/** The reader's actions by thunk (a notice's `source`); loads are not here. */
export const FAILED_ACTIONS: Readonly<Record<string, MessageDescriptor>> = {
  "statuses/favourite": labels.like,
  "statuses/unfavourite": labels.like,
  "statuses/dislike": labels.dislike,
  "statuses/undislike": labels.dislike,
  "statuses/reblog": labels.boost,
  "statuses/unreblog": labels.boost,
  "statuses/bookmark": labels.bookmark,
  "statuses/unbookmark": labels.bookmark,
  "statuses/react": labels.react,
  "statuses/unreact": labels.react,
  "statuses/pin": labels.pin,
  "statuses/unpin": labels.unpin,
  "statuses/muteConversation": labels.muteConversation,
  "statuses/unmuteConversation": labels.unmuteConversation,
  "compose/loadForEdit": labels.edit,
  "statuses/delete": labels.delete,
  "polls/vote": labels.vote,
  "statuses/translate": labels.translate,
  "relationships/follow": labels.follow,
  "relationships/unfollow": labels.unfollow,
  "relationships/block": labels.block,
  "relationships/unblock": labels.unblock,
  "relationships/mute": labels.mute,
  "relationships/unmute": labels.unmute,
  "relationships/removeFromFollowers": labels.removeFollower,
  "relationships/updateNote": labels.note,
  "relationships/authorizeFollowRequest": labels.acceptFollow,
  "relationships/rejectFollowRequest": labels.rejectFollow,
  "notifications/acceptRequest": labels.acceptRequest,
  "notifications/dismissRequest": labels.dismissRequest,
  "notifications/dismiss": labels.dismissRequest,
  "notifications/clear": labels.clearNotifications,
  "session/signOut": labels.signOut,
  "announcements/dismiss": labels.markRead,
  "announcements/react": labels.react,
  "announcements/unreact": labels.react,
};

/**
 * A notice as its toast says it: why it failed (the server's message, else
 * its status, or that it could not be reached), after what failed when the
 * notice comes from one of the reader's actions.
 */
export function describeFailure(
  intl: IntlShape,
  notice: Pick<Notice, "message" | "status" | "source">,
): string {
  const reason =
    notice.status === null
      ? intl.formatMessage({
          id: "app.notices.network",
          defaultMessage:
            "Could not reach the server. Check your connection and try again.",
        })
      : notice.message ||
        intl.formatMessage(
          {
            id: "app.notices.status",
            defaultMessage: "The server answered {status}.",
          },
          { status: notice.status },
        );
  const action =
    FAILED_ACTIONS[notice.source] ?? registeredActionLabel(notice.source);
  if (!action) return reason;
  return intl.formatMessage(
    { id: "app.notices.failed", defaultMessage: "“{action}” failed: {reason}" },
    { action: intl.formatMessage(action), reason },
  );
}
