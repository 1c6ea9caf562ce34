import type { SearchType } from "../../api/endpoints/search";

/** The result tabs; `groups` only on servers with groups. */
export type SearchTab = SearchType | "groups";

const TABS: readonly SearchTab[] = [
  "accounts",
  "statuses",
  "hashtags",
  "groups",
];

export function searchTabs(hasGroups: boolean): SearchTab[] {
  return TABS.filter((tab) => hasGroups || tab !== "groups");
}

/** The tab a `type` query parameter names; unknown or unavailable tabs fall back to accounts. */
export function parseSearchTab(
  value: string | null,
  hasGroups: boolean,
): SearchTab {
  return searchTabs(hasGroups).find((tab) => tab === value) ?? "accounts";
}
