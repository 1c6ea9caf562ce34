import type { ApiClient, Page, Paging } from "../client";
import {
  chatMessageSchema,
  chatSchema,
  type Chat,
  type ChatMessage,
} from "../schemas/chat";

/**
 * Pleroma and Akkoma chats (spec 02 section 7.13; gate `chats`, deleting a
 * chat `chatsDelete`), as Pleroma's docs/development/API/chats.md
 * describes them: the list is v2 and pages by Link, messages page
 * backwards by Link from the newest.
 */

const CHATS = "/api/v1/pleroma/chats";
const chatPath = (id: string) => `${CHATS}/${encodeURIComponent(id)}`;
const messagePath = (chatId: string, messageId: string) =>
  `${chatPath(chatId)}/messages/${encodeURIComponent(messageId)}`;

/** The member's chats, the one with the newest message first. */
export function getChats(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Chat>> {
  return client.page("/api/v2/pleroma/chats", chatSchema, paging, { signal });
}

export function getChat(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Chat> {
  return client.one("GET", chatPath(id), chatSchema, { signal });
}

/** The chat with an account, made on first use (as on a profile's "Chat"). */
export function postChatByAccountId(
  client: ApiClient,
  accountId: string,
): Promise<Chat> {
  return client.one(
    "POST",
    `${CHATS}/by-account-id/${encodeURIComponent(accountId)}`,
    chatSchema,
  );
}

/** A page of messages, newest first; older pages follow the `next` cursor. */
export function getChatMessages(
  client: ApiClient,
  chatId: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<ChatMessage>> {
  return client.page(
    `${chatPath(chatId)}/messages`,
    chatMessageSchema,
    paging,
    { signal },
  );
}

/** Text (custom emoji as `:shortcode:`) and at most one uploaded attachment. */
export interface ChatMessageParams {
  content: string;
  /** The id of a media attachment uploaded through /api/v1/media or /api/v2/media. */
  mediaId?: string;
  /** Sent as the Idempotency-Key header, so a retried send posts once. */
  idempotencyKey?: string;
}

export function postChatMessage(
  client: ApiClient,
  chatId: string,
  { content, mediaId, idempotencyKey }: ChatMessageParams,
): Promise<ChatMessage> {
  return client.one("POST", `${chatPath(chatId)}/messages`, chatMessageSchema, {
    body: mediaId === undefined ? { content } : { content, media_id: mediaId },
    headers:
      idempotencyKey === undefined
        ? undefined
        : { "Idempotency-Key": idempotencyKey },
  });
}

/** Deletes one of the member's messages; answers it as it was. */
export function deleteChatMessage(
  client: ApiClient,
  chatId: string,
  messageId: string,
): Promise<ChatMessage> {
  return client.one(
    "DELETE",
    messagePath(chatId, messageId),
    chatMessageSchema,
  );
}

/** Marks every message up to `lastReadId` read; answers the chat with its new unread count. */
export function postChatRead(
  client: ApiClient,
  chatId: string,
  lastReadId: string,
): Promise<Chat> {
  return client.one("POST", `${chatPath(chatId)}/read`, chatSchema, {
    body: { last_read_id: lastReadId },
  });
}

/** Marks one message read. */
export function postChatMessageRead(
  client: ApiClient,
  chatId: string,
  messageId: string,
): Promise<ChatMessage> {
  return client.one(
    "POST",
    `${messagePath(chatId, messageId)}/read`,
    chatMessageSchema,
  );
}

/** Deletes the whole chat for the member (gate `chatsDelete`). */
export function deleteChat(client: ApiClient, chatId: string): Promise<Chat> {
  return client.one("DELETE", chatPath(chatId), chatSchema);
}
