import type { ApiClient, Page } from "../../api/client";
import { statusSchema, type Status } from "../../api/schemas/status";
import { createAppAsyncThunk } from "../../store/hooks";
import { normalizeStatuses } from "../../store/normalize";

/**
 * An account's pinned posts. Written here because the store has no timeline
 * key for them yet; it belongs in `api/endpoints/timelines.ts` as an
 * `account:<id>:pinned` source, which would retire this file.
 */
export function getPinnedStatuses(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/statuses`,
    statusSchema,
    { query: { pinned: true }, signal },
  );
}

/**
 * The pinned posts, normalised. A failure yields no pinned posts rather than
 * an error notice: they are an extra above the timeline, which reports its
 * own errors.
 */
export const fetchPinnedStatuses = createAppAsyncThunk(
  "accounts/fetchPinned",
  async ({ accountId }: { accountId: string }, { extra, signal }) => {
    try {
      const page = await getPinnedStatuses(extra.client, accountId, signal);
      return { ...normalizeStatuses(page.items), fetchedAt: Date.now() };
    } catch {
      return { result: [], entities: {}, fetchedAt: Date.now() };
    }
  },
);
