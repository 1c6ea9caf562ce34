import { schema } from "normalizr";
import type { Chat } from "../../api/schemas/chat";
import type { Conversation } from "../../api/schemas/conversation";
import {
  accountEntity,
  normalizeMany,
  normalizeOne,
  statusEntity,
  type Normalized,
} from "../normalize";
import type { StoredChatMessage } from "../notifications/normalize";

/** A direct-message conversation with its accounts and last status as ids. */
export interface StoredConversation {
  id: string;
  unread: boolean;
  account_ids: string[];
  last_status_id: string | null;
}

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

const conversationEntity = new schema.Entity(
  "conversations",
  { account_ids: [accountEntity], last_status_id: statusEntity },
  {
    processStrategy: (c: Conversation) => ({
      id: c.id,
      unread: c.unread,
      account_ids: c.accounts,
      last_status_id: c.last_status,
    }),
  },
);

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

export function normalizeConversation(
  conversation: Conversation,
): Normalized<string> {
  return normalizeOne(conversation, conversationEntity);
}

export function normalizeChat(chat: Chat): Normalized<string> {
  return normalizeOne(chat, chatEntity);
}

export function normalizeConversations(
  conversations: readonly Conversation[],
): Normalized<string[]> {
  return normalizeMany(conversations, conversationEntity);
}
