import { postReport, type ReportParams } from "../../api/endpoints/reports";
import { createAppAsyncThunk } from "../hooks";

/**
 * The longest comment Mastodon takes from a local reporter
 * (`Report::COMMENT_SIZE_LIMIT`); Pleroma sets none, so it holds everywhere.
 */
export const REPORT_COMMENT_LIMIT = 1000;

/**
 * Reporting an account to the server's moderators (spec 02 section 7.2),
 * with the posts in question, a category, broken rules, a comment and, for
 * a remote account, a copy to its own server.
 */
export const submitReport = createAppAsyncThunk(
  "reports/submit",
  async (params: ReportParams, { extra }) => {
    const report = await postReport(extra.client, params);
    return { id: report.id, accountId: params.account_id };
  },
  {
    // The dialog says why in place and keeps what was typed.
    silent: true,
  },
);
