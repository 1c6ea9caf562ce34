import { defineMessages } from "react-intl";

export const preferencesMessages = defineMessages({
  posting: { id: "settings.prefs.posting", defaultMessage: "Posting" },
  visibility: {
    id: "settings.prefs.visibility",
    defaultMessage: "Default audience",
  },
  sensitive: {
    id: "settings.prefs.sensitive",
    defaultMessage: "Mark media as sensitive by default",
  },
  language: {
    id: "settings.prefs.language",
    defaultMessage: "Default language",
  },
  languageAuto: {
    id: "settings.prefs.languageAuto",
    defaultMessage: "As the interface",
  },
  look: { id: "settings.prefs.look", defaultMessage: "Appearance" },
  theme: { id: "settings.prefs.theme", defaultMessage: "Theme" },
  system: {
    id: "settings.prefs.themeSystem",
    defaultMessage: "Follow the system",
  },
  light: { id: "settings.prefs.themeLight", defaultMessage: "Light" },
  dark: { id: "settings.prefs.themeDark", defaultMessage: "Dark" },
  reduceMotion: {
    id: "settings.prefs.reduceMotion",
    defaultMessage: "Reduce motion",
  },
  autoPlayGif: {
    id: "settings.prefs.autoPlayGif",
    defaultMessage: "Play GIFs and videos automatically",
  },
  expandSpoilers: {
    id: "settings.prefs.expandSpoilers",
    defaultMessage: "Open content warnings",
  },
  mediaDisplay: {
    id: "settings.prefs.mediaDisplay",
    defaultMessage: "Sensitive media",
  },
  default: {
    id: "settings.prefs.mediaDefault",
    defaultMessage: "Hide when marked sensitive",
  },
  show_all: {
    id: "settings.prefs.mediaShowAll",
    defaultMessage: "Always show",
  },
  hide_all: {
    id: "settings.prefs.mediaHideAll",
    defaultMessage: "Always hide",
  },
  submitWithCtrlEnter: {
    id: "settings.prefs.ctrlEnter",
    defaultMessage: "Send posts with Ctrl+Enter",
  },
});
