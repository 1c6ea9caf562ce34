import { defineMessages } from "react-intl";
import { registerActionLabels } from "../../components/actionLabels";

/** The antennas feature's shared words. */
export const antennaMessages = defineMessages({
  title: { id: "antennas.title", defaultMessage: "Antennas" },
  edit: { id: "antennas.edit", defaultMessage: "Edit antenna" },
  delete: { id: "antennas.delete", defaultMessage: "Delete antenna" },
  rules: { id: "admin.nav.rules", defaultMessage: "Rules" },
  keywords: { id: "filters.field.keywords", defaultMessage: "Keywords" },
  excludeKeywords: {
    id: "antennas.rules.excludeKeywords",
    defaultMessage: "Excluded keywords",
  },
  tags: { id: "search.tab.hashtags", defaultMessage: "Hashtags" },
  excludeTags: {
    id: "antennas.rules.excludeTags",
    defaultMessage: "Excluded hashtags",
  },
  domains: { id: "antennas.rules.domains", defaultMessage: "Domains" },
  excludeDomains: {
    id: "antennas.rules.excludeDomains",
    defaultMessage: "Excluded domains",
  },
  accounts: { id: "search.tab.accounts", defaultMessage: "People" },
  excludeAccounts: {
    id: "antennas.rules.excludeAccounts",
    defaultMessage: "Excluded people",
  },
  none: { id: "admin.domains.noop", defaultMessage: "None" },
  add: { id: "lists.members.add", defaultMessage: "Add" },
  remove: { id: "account.removeFollower.confirm", defaultMessage: "Remove" },
  loadMore: { id: "timeline.loadMore.button", defaultMessage: "Load more" },
});

/* What the failure toasts call the antennas' actions (app/failedActions.ts). */
registerActionLabels({
  "antennas/delete": antennaMessages.delete,
  "antennas/removeRule": antennaMessages.remove,
  "antennas/addAccounts": antennaMessages.add,
  "antennas/removeAccounts": antennaMessages.remove,
  "antennas/addExcludedAccounts": antennaMessages.add,
  "antennas/removeExcludedAccounts": antennaMessages.remove,
  "antennas/fetchAccounts": antennaMessages.loadMore,
  "antennas/fetchExcludedAccounts": antennaMessages.loadMore,
});
