import { defineMessages } from "react-intl";

/**
 * What each notification says. `{name}` is the newest actor, `{others}` how
 * many more notifications the group holds.
 */
export const notificationMessages = defineMessages({
  favourite: {
    id: "notifications.message.favourite",
    defaultMessage:
      "{others, plural, =0 {{name} liked your post} one {{name} and # other liked your post} other {{name} and # others liked your post}}",
  },
  reblog: {
    id: "notifications.message.reblog",
    defaultMessage:
      "{others, plural, =0 {{name} boosted your post} one {{name} and # other boosted your post} other {{name} and # others boosted your post}}",
  },
  emojiReaction: {
    id: "notifications.message.emojiReaction",
    defaultMessage:
      "{others, plural, =0 {{name} reacted with {emoji} to your post} one {{name} and # other reacted with {emoji} to your post} other {{name} and # others reacted with {emoji} to your post}}",
  },
  /** A reaction whose emoji the server left out (Mastodon's v2 groups have none). */
  reaction: {
    id: "notifications.message.reaction",
    defaultMessage:
      "{others, plural, =0 {{name} reacted to your post} one {{name} and # other reacted to your post} other {{name} and # others reacted to your post}}",
  },
  follow: {
    id: "notifications.message.follow",
    defaultMessage:
      "{others, plural, =0 {{name} followed you} one {{name} and # other followed you} other {{name} and # others followed you}}",
  },
  followRequest: {
    id: "notifications.message.followRequest",
    defaultMessage: "{name} has requested to follow you",
  },
  signUp: {
    id: "notifications.message.signUp",
    defaultMessage:
      "{others, plural, =0 {{name} signed up} one {{name} and # other signed up} other {{name} and # others signed up}}",
  },
  mention: {
    id: "notifications.message.mention",
    defaultMessage: "{name} mentioned you",
  },
  reply: {
    id: "notifications.message.reply",
    defaultMessage: "{name} replied to you",
  },
  status: {
    id: "notifications.message.status",
    defaultMessage: "{name} just posted",
  },
  update: {
    id: "notifications.message.update",
    defaultMessage: "{name} edited a post you interacted with",
  },
  quote: {
    id: "notifications.message.quote",
    defaultMessage: "{name} quoted your post",
  },
  quotedUpdate: {
    id: "notifications.message.quotedUpdate",
    defaultMessage: "{name} edited a post you quoted",
  },
  pollOwn: {
    id: "notifications.message.pollOwn",
    defaultMessage: "Your poll has ended",
  },
  poll: {
    id: "notifications.message.poll",
    defaultMessage: "A poll you voted in has ended",
  },
  move: {
    id: "notifications.message.move",
    defaultMessage: "{name} has moved to {target}",
  },
  report: {
    id: "notifications.message.report",
    defaultMessage: "{name} reported {target}",
  },
  eventReminder: {
    id: "notifications.message.eventReminder",
    defaultMessage: "An event you are taking part in starts soon",
  },
  participationRequest: {
    id: "notifications.message.participationRequest",
    defaultMessage:
      "{others, plural, =0 {{name} wants to join your event} one {{name} and # other want to join your event} other {{name} and # others want to join your event}}",
  },
  participationAccepted: {
    id: "notifications.message.participationAccepted",
    defaultMessage: "Your request to join the event was accepted",
  },
  bite: {
    id: "notifications.message.bite",
    defaultMessage: "{name} bit you",
  },
  severedDomainBlock: {
    id: "notifications.message.severedDomainBlock",
    defaultMessage:
      "An admin blocked {target}, including {followers, plural, one {# of your followers} other {# of your followers}} and {following, plural, one {# account you follow} other {# accounts you follow}}.",
  },
  severedUserDomainBlock: {
    id: "notifications.message.severedUserDomainBlock",
    defaultMessage:
      "You blocked {target}, removing {followers, plural, one {# of your followers} other {# of your followers}} and {following, plural, one {# account you follow} other {# accounts you follow}}.",
  },
  severedSuspension: {
    id: "notifications.message.severedSuspension",
    defaultMessage:
      "An admin suspended {target}, so you no longer receive updates from them or interact with them.",
  },
  moderationWarning: {
    id: "notifications.message.moderationWarning",
    defaultMessage: "You have received a moderation warning",
  },
});

/** What a moderator did, as a moderation warning names it. */
export const warningActions = defineMessages({
  none: {
    id: "notifications.warning.none",
    defaultMessage: "A moderator sent you a warning.",
  },
  disable: {
    id: "notifications.warning.disable",
    defaultMessage: "Your account has been disabled.",
  },
  mark_statuses_as_sensitive: {
    id: "notifications.warning.markSensitive",
    defaultMessage: "Some of your posts have been marked as sensitive.",
  },
  delete_statuses: {
    id: "notifications.warning.deleteStatuses",
    defaultMessage: "Some of your posts have been removed.",
  },
  sensitive: {
    id: "notifications.warning.sensitive",
    defaultMessage: "Your posts will be marked as sensitive from now on.",
  },
  silence: {
    id: "notifications.warning.silence",
    defaultMessage: "Your account has been limited.",
  },
  suspend: {
    id: "notifications.warning.suspend",
    defaultMessage: "Your account has been suspended.",
  },
});
