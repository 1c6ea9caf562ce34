import { schema } from "normalizr";
import type { Conversation } from "../../api/schemas/conversation";
import {
  accountEntity,
  normalizeMany,
  normalizeOne,
  statusEntity,
  type Normalized,
} from "../normalize";

/** A direct-message conversation with its accounts and last status as ids. */
export interface StoredConversation {
  id: string;
  unread: boolean;
  account_ids: string[];
  last_status_id: string | null;
}

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

export function normalizeConversation(
  conversation: Conversation,
): Normalized<string> {
  return normalizeOne(conversation, conversationEntity);
}

export function normalizeConversations(
  conversations: readonly Conversation[],
): Normalized<string[]> {
  return normalizeMany(conversations, conversationEntity);
}
