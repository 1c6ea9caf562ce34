import { defineMessages } from "react-intl";

export const profileMessages = defineMessages({
  displayName: {
    id: "admin.accounts.displayName",
    defaultMessage: "Display name",
  },
  note: { id: "settings.profile.note", defaultMessage: "Bio" },
  avatar: { id: "settings.profile.avatar", defaultMessage: "Profile picture" },
  header: { id: "settings.profile.header", defaultMessage: "Header image" },
  locked: {
    id: "settings.profile.locked",
    defaultMessage: "Approve new followers yourself",
  },
  bot: {
    id: "settings.profile.bot",
    defaultMessage: "This account posts automatically",
  },
  discoverable: {
    id: "settings.profile.discoverable",
    defaultMessage: "List me in the profile directory",
  },
  indexable: {
    id: "settings.profile.indexable",
    defaultMessage: "Let my public posts be found by search",
  },
  hide_collections: {
    id: "settings.profile.hideCollections",
    defaultMessage: "Hide who I follow and who follows me",
  },
  saved: { id: "settings.profile.saved", defaultMessage: "Saved." },
});
