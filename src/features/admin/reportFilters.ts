import {
  DEFAULT_REPORT_FILTERS,
  type ReportFilters,
} from "../../store/admin/reports/queue";

/**
 * The report queue's filters live in the address (`?state=resolved&order=
 * oldest&target=…&reporter=…&origin=remote&mine=1`), so a filtered queue
 * can be shared and survives a reload; defaults are left out.
 */

/** A parameter's value, none when absent or empty. */
const valueOf = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name);
  return value === null || value === "" ? null : value;
};

export function filtersFromSearch(params: URLSearchParams): ReportFilters {
  const origin = params.get("origin");
  return {
    state: params.get("state") === "resolved" ? "resolved" : "open",
    order: params.get("order") === "oldest" ? "oldest" : "newest",
    reporterId: valueOf(params, "reporter"),
    targetId: valueOf(params, "target"),
    origin: origin === "local" || origin === "remote" ? origin : null,
    mine: params.get("mine") === "1",
  };
}

export function searchOfFilters(filters: ReportFilters): string {
  const params = new URLSearchParams();
  const d = DEFAULT_REPORT_FILTERS;
  if (filters.state !== d.state) params.set("state", filters.state);
  if (filters.order !== d.order) params.set("order", filters.order);
  if (filters.targetId) params.set("target", filters.targetId);
  if (filters.reporterId) params.set("reporter", filters.reporterId);
  if (filters.origin) params.set("origin", filters.origin);
  if (filters.mine) params.set("mine", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}
