import type { ApiClient, Page, Paging } from "../client";
import { conversationSchema, type Conversation } from "../schemas/conversation";

/** Direct-message conversations (spec 02 section 7.8). */

const path = (id: string, rest = "") =>
  `/api/v1/conversations/${encodeURIComponent(id)}${rest}`;

export function getConversations(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Conversation>> {
  return client.page("/api/v1/conversations", conversationSchema, paging, {
    signal,
  });
}

/** Marks a conversation read; answers it. */
export function postConversationRead(
  client: ApiClient,
  id: string,
): Promise<Conversation> {
  return client.one("POST", path(id, "/read"), conversationSchema);
}

/** Removes the conversation from the viewer's list; its posts stay. */
export async function deleteConversation(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", path(id));
}
