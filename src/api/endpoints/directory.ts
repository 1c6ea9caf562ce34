import { offsetPage, type ApiClient, type OffsetPage } from "../client";
import { accountSchema, type Account } from "../schemas/account";

/** The profile directory (spec 02 section 7.2): offset paging that ends on an empty page. */
export type DirectoryOrder = "active" | "new" | "name" | "statuses_count";

export interface DirectoryParams {
  order: DirectoryOrder;
  local: boolean;
  offset: number;
  limit?: number;
}

export async function getDirectory(
  client: ApiClient,
  { order, local, offset, limit = 20 }: DirectoryParams,
  signal?: AbortSignal,
): Promise<OffsetPage<Account>> {
  const page = await client.list("/api/v1/directory", accountSchema, {
    query: { order, local, offset, limit },
    signal,
  });
  return offsetPage(page.items, offset);
}
