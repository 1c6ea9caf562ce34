import { defineMessages, type MessageDescriptor } from "react-intl";
import type { AdminSection } from "../../api/staffRole";
import type { AdminPathSegment } from "../../utils/paths";

/**
 * The console's sections in nav order (issue 16, "Who sees it"): the path
 * segment under `/admin` each lives at and its name in the nav.
 */

export const sectionNames = defineMessages({
  dashboard: { id: "admin.nav.dashboard", defaultMessage: "Dashboard" },
  reports: { id: "admin.nav.reports", defaultMessage: "Reports" },
  accounts: { id: "admin.nav.accounts", defaultMessage: "Accounts" },
  federation: { id: "admin.nav.federation", defaultMessage: "Federation" },
  ipBlocks: { id: "admin.nav.ipBlocks", defaultMessage: "IP blocks" },
  emailBlocks: { id: "admin.nav.emailBlocks", defaultMessage: "E-mail blocks" },
  rules: { id: "admin.nav.rules", defaultMessage: "Rules" },
  relays: { id: "admin.nav.relays", defaultMessage: "Relays" },
  invites: { id: "admin.nav.invites", defaultMessage: "Invites" },
  announcements: {
    id: "admin.nav.announcements",
    defaultMessage: "Announcements",
  },
  log: { id: "admin.nav.log", defaultMessage: "Moderation log" },
  config: { id: "admin.nav.config", defaultMessage: "Server settings" },
  groups: { id: "search.tab.groups", defaultMessage: "Groups" },
}) satisfies Record<AdminSection, MessageDescriptor>;

/** Each section's path segment; the dashboard is the console's own path. */
export const SECTION_PATHS: Readonly<
  Record<AdminSection, AdminPathSegment | undefined>
> = {
  dashboard: undefined,
  reports: "reports",
  accounts: "accounts",
  groups: "groups",
  federation: "domains",
  ipBlocks: "ip_blocks",
  emailBlocks: "email_blocks",
  rules: "rules",
  relays: "relays",
  invites: "invites",
  announcements: "announcements",
  log: "log",
  config: "config",
};

export const SECTION_ORDER = Object.keys(SECTION_PATHS) as AdminSection[];

/**
 * The section a path inside the console shows (`/admin/reports/12` →
 * reports); null for a path that is no section's (the router's not-found).
 */
export function sectionOfPath(pathname: string): AdminSection | null {
  const match = /^\/admin(?:\/([^/]+))?/.exec(pathname);
  if (!match) return null;
  const segment = match[1];
  if (segment === undefined) return "dashboard";
  return (
    SECTION_ORDER.find((section) => SECTION_PATHS[section] === segment) ?? null
  );
}
