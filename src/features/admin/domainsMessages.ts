import { defineMessages } from "react-intl";
import { sectionMessages } from "./sectionMessages";

export const domainsMessages = defineMessages({
  blocks: { id: "admin.domains.blocks", defaultMessage: "Blocked domains" },
  allows: { id: "admin.domains.allows", defaultMessage: "Allowed domains" },
  noop: { id: "admin.domains.noop", defaultMessage: "None" },
  rejectMedia: {
    id: "admin.domains.rejectMedia",
    defaultMessage: "Reject media files",
  },
  rejectReports: {
    id: "admin.domains.rejectReports",
    defaultMessage: "Reject reports",
  },
  privateComment: {
    id: "admin.domains.privateComment",
    defaultMessage: "Private comment",
  },
  publicComment: {
    id: "admin.domains.publicComment",
    defaultMessage: "Public comment",
  },
  obfuscate: {
    id: "admin.domains.obfuscate",
    defaultMessage: "Hide the domain in the public list",
  },
  allow: { id: "admin.domains.allow", defaultMessage: "Allow" },
  forbidden: {
    id: "admin.domains.forbidden",
    defaultMessage: "manage federation",
  },
});

export const SEVERITIES = {
  suspend: sectionMessages.suspend,
  silence: sectionMessages.limit,
  noop: domainsMessages.noop,
} as const;
