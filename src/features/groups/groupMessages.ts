import { defineMessages } from "react-intl";

/** Messages the group screens share; most reuse the labels of like controls elsewhere. */
export const groupMessages = defineMessages({
  title: { id: "search.tab.groups", defaultMessage: "Groups" },
  mine: { id: "groups.mine", defaultMessage: "Your groups" },
  join: { id: "event.join.button", defaultMessage: "Join" },
  askToJoin: { id: "groups.askToJoin", defaultMessage: "Ask to join" },
  cancelRequest: {
    id: "groups.cancelRequest",
    defaultMessage: "Cancel request",
  },
  leave: { id: "event.leave", defaultMessage: "Leave" },
  post: { id: "groups.post", defaultMessage: "Post to group" },
  posts: { id: "account.tabs.posts", defaultMessage: "Posts" },
  members: { id: "lists.members", defaultMessage: "Members" },
  requests: { id: "groups.requests", defaultMessage: "Requests" },
  sections: { id: "groups.sections", defaultMessage: "Group sections" },
  owner: { id: "groups.role.owner", defaultMessage: "Owner" },
  admin: { id: "account.badges.admin", defaultMessage: "Admin" },
  promote: { id: "groups.promote", defaultMessage: "Make admin" },
  demote: { id: "groups.demote", defaultMessage: "Remove admin" },
  kick: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
  block: { id: "account.block.confirm", defaultMessage: "Block" },
  accept: {
    id: "notifications.followRequest.accept",
    defaultMessage: "Accept",
  },
  reject: {
    id: "notifications.followRequest.reject",
    defaultMessage: "Reject",
  },
  count: {
    id: "search.group.members",
    defaultMessage: "{count, plural, one {# member} other {# members}}",
  },
});
