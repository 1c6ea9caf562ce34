import type { ApiClient, Page } from "../../api/client";
import {
  statusEditSchema,
  type StatusEdit,
} from "../../api/schemas/statusEdit";
import { createAppAsyncThunk } from "../../store/hooks";
import { normalizeAccounts } from "../../store/normalize";
import { toFailure } from "../../store/thunks/failure";

/**
 * Edit history (spec 02: GET /api/v1/statuses/{id}/history). The store has
 * no endpoint or thunk for it yet; both live here until they move to
 * `api/endpoints/statuses.ts` and `store/thunks/statuses.ts`.
 */

/** One revision as kept: its author is an id (spec 01 section 3). */
export type StoredStatusEdit = Omit<StatusEdit, "account"> & {
  account_id: string;
};

export function getStatusHistory(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Page<StatusEdit>> {
  return client.list(
    `/api/v1/statuses/${encodeURIComponent(id)}/history`,
    statusEditSchema,
    { signal },
  );
}

/** The revisions of a post, oldest first as the server sends them. */
export const fetchStatusHistory = createAppAsyncThunk(
  "statuses/fetchHistory",
  async ({ id }: { id: string }, { extra, rejectWithValue, signal }) => {
    try {
      const page = await getStatusHistory(extra.client, id, signal);
      const { entities } = normalizeAccounts(page.items.map((e) => e.account));
      const result: StoredStatusEdit[] = page.items.map(
        ({ account, ...edit }) => ({ ...edit, account_id: account.id }),
      );
      return { id, result, entities };
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);
