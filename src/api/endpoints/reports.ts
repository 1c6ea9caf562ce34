import type { ApiClient } from "../client";
import { reportSchema, type Report } from "../schemas/report";

/**
 * Reporting an account (spec 02 section 7.2): the posts in question, a
 * comment, forwarding to a remote account's server (`reportForwarding`), a
 * category (`reportCategories`) and broken rules (`reportRules`).
 */
export interface ReportParams {
  account_id: string;
  status_ids?: readonly string[];
  comment?: string;
  forward?: boolean;
  category?: Report["category"];
  rule_ids?: readonly string[];
}

export function postReport(
  client: ApiClient,
  params: ReportParams,
): Promise<Report> {
  return client.one("POST", "/api/v1/reports", reportSchema, {
    body: { ...params },
  });
}
