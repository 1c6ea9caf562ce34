import { defineMessages } from "react-intl";
import type { NotificationPolicyCase } from "../../../api/endpoints/notifications";
import type { Preset } from "./interactionPresets";

/** The notification settings' words; the policy's are the notifications column's own. */
export const messages = defineMessages({
  policyTitle: {
    id: "notifications.policy.settings",
    defaultMessage: "Filter settings",
  },
  strangersTitle: {
    id: "settings.notifications.strangers",
    defaultMessage: "Notifications from strangers",
  },
  blockStrangers: {
    id: "settings.notifications.blockStrangers",
    defaultMessage: "Block notifications from people you don't follow",
  },
  hideContents: {
    id: "settings.notifications.hideContents",
    defaultMessage: "Hide the contents of push notifications",
  },
  interactionsTitle: {
    id: "settings.notifications.interactions",
    defaultMessage: "Who can interact with your new posts",
  },
  reset: {
    id: "settings.notifications.reset",
    defaultMessage: "Reset to defaults",
  },
  custom: {
    id: "settings.notifications.preset.custom",
    defaultMessage: "As set elsewhere",
  },
  save: { id: "compose.form.save", defaultMessage: "Save" },
  saved: { id: "settings.profile.saved", defaultMessage: "Saved." },
  like: { id: "status.actions.like", defaultMessage: "Like" },
  boost: { id: "status.actions.boost", defaultMessage: "Boost" },
  reply: { id: "status.actions.reply", defaultMessage: "Reply" },
});

export const presetMessages = defineMessages({
  anyone: { id: "event.form.anyone", defaultMessage: "Anyone" },
  anyoneApproval: {
    id: "settings.notifications.preset.anyoneApproval",
    defaultMessage: "Anyone, with your approval",
  },
  followers: {
    id: "settings.notifications.preset.followers",
    defaultMessage: "Followers and people mentioned",
  },
  followersApproval: {
    id: "settings.notifications.preset.followersApproval",
    defaultMessage: "Followers and people mentioned; others with your approval",
  },
  mentioned: {
    id: "settings.notifications.preset.mentioned",
    defaultMessage: "People mentioned",
  },
  me: {
    id: "settings.notifications.preset.me",
    defaultMessage: "Only you",
  },
}) satisfies Record<Preset, unknown>;

export const caseMessages = defineMessages({
  for_not_following: {
    id: "notifications.policy.notFollowing",
    defaultMessage: "People you don't follow",
  },
  for_not_followers: {
    id: "notifications.policy.notFollowers",
    defaultMessage: "People not following you",
  },
  for_new_accounts: {
    id: "notifications.policy.newAccounts",
    defaultMessage: "New accounts",
  },
  for_private_mentions: {
    id: "notifications.policy.privateMentions",
    defaultMessage: "Unsolicited private mentions",
  },
  for_limited_accounts: {
    id: "notifications.policy.limitedAccounts",
    defaultMessage: "Accounts limited by moderators",
  },
}) satisfies Record<NotificationPolicyCase, unknown>;

export const actionMessages = defineMessages({
  accept: { id: "notifications.policy.accept", defaultMessage: "Show" },
  filter: { id: "notifications.policy.filter", defaultMessage: "Filter" },
  drop: { id: "notifications.policy.drop", defaultMessage: "Ignore" },
});
