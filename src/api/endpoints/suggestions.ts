import type { ApiClient, Page } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import { suggestionSchema, type Suggestion } from "../schemas/suggestion";

/**
 * Follow suggestions (spec 02 section 7.3): v2 where the family has it, v1
 * or Pixelfed's popular accounts elsewhere, all read as suggestions.
 */
export function getSuggestions(
  client: ApiClient,
  server: DetectedServer,
  limit = 20,
  signal?: AbortSignal,
): Promise<Page<Suggestion>> {
  const { path } = requireFamilyRequest(server, "suggestions", {});
  return client.list(path, suggestionSchema, { query: { limit }, signal });
}

/** Stops suggesting the account (where `suggestionsDismiss`). */
export async function deleteSuggestion(
  client: ApiClient,
  accountId: string,
): Promise<void> {
  await client.request(
    "DELETE",
    `/api/v1/suggestions/${encodeURIComponent(accountId)}`,
  );
}
