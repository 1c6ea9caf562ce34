import { defineMessages, type MessageDescriptor } from "react-intl";
import type { Features } from "../../api/features";
import type { SettingsSection } from "../../utils/paths";

/** The settings sections' names, in the nav and as their screens' titles. */
export const sectionNames = defineMessages({
  profile: { id: "settings.nav.profile", defaultMessage: "Profile" },
  preferences: {
    id: "settings.nav.preferences",
    defaultMessage: "Preferences",
  },
  notifications: {
    id: "settings.nav.notifications",
    defaultMessage: "Notifications",
  },
  security: { id: "settings.nav.security", defaultMessage: "Security" },
  data: { id: "settings.nav.data", defaultMessage: "Your data" },
  rss: { id: "settings.nav.rss", defaultMessage: "RSS feeds" },
  debug: { id: "settings.nav.debug", defaultMessage: "Debug log" },
}) satisfies Record<SettingsSection, MessageDescriptor>;

/**
 * Whether this server has anything a section can change. A section not
 * listed here has something everywhere.
 */
export const SECTION_SHOWN: Partial<
  Record<SettingsSection, (features: Features) => boolean>
> = {
  security: (f) =>
    f.changePassword || f.changeEmail || f.manageMfa || f.sessions,
  rss: (f) => f.rssFeedSubscriptions,
  notifications: (f) =>
    f.muteStrangers || f.notificationsPolicy || f.interactionPolicyDefaults,
};
