import { getAdminModerationLog } from "../../../api/endpoints/adminLog";
import { MODERATION_LOG_PAGE_SIZE } from "../../../api/endpoints/adminPaging";
import { createAdminThunk } from "../collection/adminThunk";

/** The moderation log (Pleroma and Akkoma), 50 entries a page, newest first. */

export interface LogArg {
  /** Words in the entries' messages; empty: every entry. */
  search: string;
  /** A page the log pointed to (newer or older); null: the first. */
  url: string | null;
}

function pageNumber(url: string | null): number {
  if (url === null) return 1;
  return Number(new URL(url).searchParams.get("page") ?? "1") || 1;
}

export const fetchModerationLog = createAdminThunk(
  "adminLog/fetch",
  async ({ search, url }: LogArg, { client, server, signal }) => {
    const request = url
      ? { url }
      : search.trim()
        ? { search: search.trim() }
        : {};
    const page = await getAdminModerationLog(client, server, request, signal);
    return {
      entries: page.items,
      next: page.next,
      prev: page.prev,
      page: pageNumber(url),
      pages:
        page.total === null
          ? null
          : Math.max(1, Math.ceil(page.total / MODERATION_LOG_PAGE_SIZE)),
    };
  },
  { silent: true },
);
