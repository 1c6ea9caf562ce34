import type { ApiClient, Page, Paging } from "../client";
import { scrobbleSchema, type Scrobble } from "../schemas/scrobble";

/**
 * What an account listened to (gate `scrobbles`, Pleroma): newest first,
 * Link-paged (soapbox-pub/rebased
 * lib/pleroma/web/pleroma_api/controllers/scrobble_controller.ex).
 */
export function getScrobbles(
  client: ApiClient,
  accountId: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Scrobble>> {
  return client.page(
    `/api/v1/pleroma/accounts/${encodeURIComponent(accountId)}/scrobbles`,
    scrobbleSchema,
    paging,
    { signal },
  );
}
