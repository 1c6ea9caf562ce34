import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { adminLogEntrySchema, type AdminLogEntry } from "../schemas/adminLog";
import { adminRoute } from "./adminCall";
import {
  MODERATION_LOG_PAGE_SIZE,
  adminPage,
  type AdminPage,
  type Cursor,
} from "./adminPaging";

/** The moderation log (Pleroma and Akkoma), newest first, 50 a page (spec 02 section 9). */

export interface ModerationLogQuery {
  /** Entries by this staff member's account id. */
  readonly user_id?: string;
  /** Words in the entry's message. */
  readonly search?: string;
}

export async function getAdminModerationLog(
  client: ApiClient,
  server: DetectedServer,
  request: ModerationLogQuery | Cursor = {},
  signal?: AbortSignal,
): Promise<AdminPage<AdminLogEntry>> {
  const route = adminRoute(server, "adminModerationLog");
  const first = !("url" in request);
  return adminPage(
    client,
    route,
    first ? route.path : request.url,
    adminLogEntrySchema,
    {
      key: "items",
      query: first
        ? { page: 1, page_size: MODERATION_LOG_PAGE_SIZE, ...request }
        : undefined,
      signal,
    },
  );
}
