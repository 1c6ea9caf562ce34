import { schema } from "normalizr";
import type { Chat, ChatMessage } from "../../api/schemas/chat";
import {
  accountEntity,
  normalizeMany,
  normalizeOne,
  type Normalized,
} from "../normalize";
import type { StoredChatMessage } from "../notifications/normalize";

/** A chat with its account and last message as ids (messages are entities too). */
export interface StoredChat {
  id: string;
  account_id: string;
  unread: number;
  last_message_id: string | null;
  updated_at: string | null;
}

export type { StoredChatMessage };

const chatMessageEntity = new schema.Entity("chatMessages");

const chatEntity = new schema.Entity(
  "chats",
  { account_id: accountEntity, last_message_id: chatMessageEntity },
  {
    processStrategy: (c: Chat) => ({
      id: c.id,
      account_id: c.account,
      unread: c.unread,
      last_message_id: c.last_message,
      updated_at: c.updated_at,
    }),
  },
);

export function normalizeChat(chat: Chat): Normalized<string> {
  return normalizeOne(chat, chatEntity);
}

export function normalizeChats(chats: readonly Chat[]): Normalized<string[]> {
  return normalizeMany(chats, chatEntity);
}

export function normalizeChatMessages(
  messages: readonly ChatMessage[],
): Normalized<string[]> {
  return normalizeMany(messages, chatMessageEntity);
}
